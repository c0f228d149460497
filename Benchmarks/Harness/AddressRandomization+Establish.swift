import Foundation
import Platform

extension AddressRandomization {
    /// Set in the environment of the re-execution, so that it reports "re-executed" rather than
    /// "already off" and never re-executes again; removed as soon as it is read.
    static let reexecutionMarker = "BENCHMARK_HARNESS_ASLR_REEXECUTED"

    /// Turns randomization off for the rest of the run, if it can and should, and returns the
    /// state the run has.
    ///
    /// On Linux, when randomization is on and `keepRequested` is `false`, this sets
    /// `ADDR_NO_RANDOMIZE` in the personality and replaces the process with a fresh execution
    /// of `/proc/self/exe` with the original `argv` and environment (plus a marker): it returns
    /// only when that fails, then with randomization on and the reason, after undoing the
    /// personality change. Standard output and error are flushed first. Under Valgrind, and
    /// on other systems, it changes nothing.
    static func establish(keepRequested: Bool) -> AddressRandomization {
        #if os(Linux)
        let reexecuted = getenv(reexecutionMarker) != nil
        if reexecuted { unsetenv(reexecutionMarker) }
        guard let personality = personalityFunction() else {
            return .couldNotDisable("no personality() in the C library")
        }
        let query: UInt = 0xffff_ffff
        let current = personality(query)
        guard current != -1 else { return .couldNotDisable("personality: \(systemErrorMessage(errno))") }
        let persona = UInt32(bitPattern: current)
        // Valgrind preloads its core library into every program it runs.
        let underValgrind = getenv("LD_PRELOAD").map { String(cString: $0).contains("vgpreload") } ?? false
        switch step(
            persona: persona, keepRequested: keepRequested, reexecuted: reexecuted,
            underValgrind: underValgrind)
        {
        case let .report(state):
            return state
        case let .reexecute(newPersona):
            guard personality(UInt(newPersona)) != -1 else {
                return .couldNotDisable("personality: \(systemErrorMessage(errno))")
            }
            let restore = { _ = personality(UInt(persona)) }
            guard UInt32(bitPattern: personality(query)) & noRandomizeFlag != 0 else {
                restore()
                return .couldNotDisable("the kernel did not keep ADDR_NO_RANDOMIZE")
            }
            setenv(reexecutionMarker, "1", 1)
            fflush(nil)
            execv("/proc/self/exe", CommandLine.unsafeArgv)
            // Still here: execv failed, the process is unchanged.
            let failure = systemErrorMessage(errno)
            unsetenv(reexecutionMarker)
            restore()
            return .couldNotDisable("execv /proc/self/exe: \(failure)")
        }
        #else
        return AddressRandomization(isOff: false, reason: "left as the system has it; only changed on Linux")
        #endif
    }

    #if os(Linux)
    /// `int personality(unsigned long persona)` of glibc, looked up at run time because
    /// `<sys/personality.h>` is not part of Swift's Glibc module.
    private static func personalityFunction() -> (@convention(c) (UInt) -> Int32)? {
        guard let program = dlopen(nil, RTLD_NOW), let address = dlsym(program, "personality") else { return nil }
        return unsafeBitCast(address, to: (@convention(c) (UInt) -> Int32).self)
    }
    #endif
}

/// Whether the benchmark process runs with address-space layout randomization (ASLR), and why.
///
/// Randomization makes allocation-heavy rows bimodal across runs. On the AMD EPYC VM the
/// suite was developed on, about one process in eight paid extra for every Swift heap
/// allocation and free, for the whole life of the process: a loop making and dropping a
/// 36-byte `String` took nearly twice as long in those processes (the figures are in
/// Benchmarks/records/choices-in-the-code.md, "Address randomization off"). Which processes
/// were slow depended only on where the loader had put `libswiftCore.so`: the kernel always
/// places it on a 2 MiB boundary there, and the slow processes were exactly those where `swift_retain` (at offset
/// 0x470980 in the library) sat at an address ending in `0x070980` modulo 16 MiB, that is
/// `(address - 0x70980) % 0x1000000 == 0`; one 2 MiB slot in eight, hence the one in eight.
/// With randomization off (`setarch -R`) every run was fast. So every row that allocates
/// (`uuid/format/*` into a `String`, `openudid/format`, the slot scan) moved from run to run
/// for a reason unrelated to the code measured. LLVM's benchmarking tips give the same advice
/// (<https://llvm.org/docs/Benchmarking.html>, "Disable address space randomization").
///
/// On Linux the executable therefore re-executes itself once with `ADDR_NO_RANDOMIZE` in its
/// personality, unless `--keep-aslr` is given (see ``BenchmarkMain``). The preamble and the
/// JSON `context` (`aslr`) say which it was. Without randomization the layout is the same in
/// every run of a given binary and toolchain (there, `swift_retain` at 0x7ffff7c70980: the
/// fast kind); another toolchain could land on the slow kind, but then in every run. This
/// removes one cause of bimodal rows, not every one: with randomization off the `String` loop
/// above was fast in every run, yet the suite's `uuid/format/canonical` and `openudid/format`
/// still came out at one of two speeds from run to run (even within one process, one row fast
/// and the other slow), so some other placement, not fixed by this, matters too.
package struct AddressRandomization: Sendable, Equatable {
    /// Whether randomization is off in this process.
    package var isOff: Bool
    /// Why, in a few words for the preamble.
    package var reason: String

    /// Creates a state.
    package init(isOff: Bool, reason: String) {
        self.isOff = isOff
        self.reason = reason
    }

    /// `off` or `on`: the JSON `aslr` field.
    package var jsonValue: String { isOff ? "off" : "on" }

    /// `off (why)` or `on (why)`, for the preamble's `ASLR:` line.
    package var summary: String { "\(jsonValue) (\(reason))" }

    /// `ADDR_NO_RANDOMIZE` of `<sys/personality.h>` (not imported into Swift): the personality
    /// flag that turns randomization off for the images and mappings of the next `execve`.
    static let noRandomizeFlag: UInt32 = 0x0040000

    /// What to do about randomization, given the process's state.
    enum Step: Equatable {
        /// Nothing to change: report this state.
        case report(AddressRandomization)
        /// Set the personality to `persona` and re-execute the program.
        case reexecute(persona: UInt32)
    }

    /// The decision, free of side effects.
    ///
    /// - Parameters:
    ///   - persona: the current personality, as `personality(0xffffffff)` returns it.
    ///   - keepRequested: `--keep-aslr` was given.
    ///   - reexecuted: this process is the re-execution (so it never re-executes again).
    ///   - underValgrind: the process runs on Valgrind's synthetic CPU. Re-executing there
    ///     would exec Valgrind's tool binary (`/proc/self/exe`) or leave Valgrind (the program's
    ///     own path), and its instruction counts do not depend on the layout anyway.
    static func step(persona: UInt32, keepRequested: Bool, reexecuted: Bool, underValgrind: Bool = false) -> Step {
        if persona & noRandomizeFlag != 0 {
            return .report(reexecuted ? .reexecutedOff : .alreadyOff)
        }
        if keepRequested { return .report(.kept) }
        if underValgrind { return .report(.valgrind) }
        if reexecuted {
            return .report(.couldNotDisable("the re-executed process still has it on"))
        }
        return .reexecute(persona: persona | noRandomizeFlag)
    }

    /// Off because the harness re-executed the program with `ADDR_NO_RANDOMIZE`.
    static let reexecutedOff = AddressRandomization(
        isOff: true, reason: "re-executed with ADDR_NO_RANDOMIZE; --keep-aslr keeps it")
    /// Off from the start, as under `setarch -R`.
    static let alreadyOff = AddressRandomization(isOff: true, reason: "already off at start, e.g. `setarch -R`")
    /// On, left as Valgrind has it.
    static let valgrind = AddressRandomization(isOff: false, reason: "under Valgrind, not changed")
    /// On because `--keep-aslr` asked for it.
    static let kept = AddressRandomization(isOff: false, reason: "--keep-aslr")

    /// On because turning it off failed for `why`.
    static func couldNotDisable(_ why: String) -> AddressRandomization {
        AddressRandomization(isOff: false, reason: "could not disable: \(why)")
    }
}

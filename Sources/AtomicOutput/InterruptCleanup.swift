import Synchronization
import Platform

/// Removes this process's temporary output files and staging directories when it is stopped
/// by SIGINT, SIGTERM or SIGHUP, then lets the signal end the process as it would have.
///
/// A killed process (SIGKILL, a power cut) cannot clean up; its leftovers carry its process
/// id in their names, and the next run that writes beside them removes them
/// (``StagedDirectory``). For the signals a process can catch, nothing is left at all.
///
/// The handler may only make async-signal-safe calls: it reads a fixed table of C strings
/// (filled and cleared with atomic stores, never freed while a handler could read them) and
/// calls `unlink`, `rmdir`, `signal` and `raise`.
enum InterruptCleanup {
    /// Paths registered at once, at most; more are simply not cleaned up on a signal.
    static let capacity = 256

    nonisolated(unsafe) static let table: UnsafeMutablePointer<Atomic<Int>> = {
        let table = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity)
        for i in 0..<capacity { (table + i).initialize(to: Atomic<Int>(0)) }
        return table
    }()

    /// Installs the handlers the first time a path is registered.
    static let installed: Bool = {
        for signal in [SIGINT, SIGTERM, SIGHUP] { install(signal) }
        return true
    }()

    /// Registers `path` (a file or an empty-at-the-end directory); returns the slot to
    /// ``unregister(_:)`` when the path is gone or in place, or `nil` when the table is full.
    static func register(_ path: String) -> Int? {
        _ = installed
        let copy = strdup(path)!
        let bits = Int(bitPattern: copy)
        for slot in 0..<capacity where table[slot].compareExchange(expected: 0, desired: bits, ordering: .sequentiallyConsistent).exchanged
        {
            return slot
        }
        free(copy)
        return nil
    }

    /// Forgets the path in `slot`. Its string is not freed: a handler on another thread may
    /// be reading it (a few dozen bytes per report file).
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        table[slot].store(0, ordering: .sequentiallyConsistent)
    }

    private static func install(_ number: Int32) {
        let previous = signal(
            number,
            { received in
                // Newest first: files before the staging directory that holds them.
                var slot = InterruptCleanup.capacity - 1
                while slot >= 0 {
                    let bits = InterruptCleanup.table[slot].load(ordering: .sequentiallyConsistent)
                    if bits != 0, let path = UnsafePointer<CChar>(bitPattern: bits) {
                        if unlink(path) != 0 { rmdir(path) }
                    }
                    slot -= 1
                }
                signal(received, SIG_DFL)
                raise(received)
            })
        // A signal the process was told to ignore (nohup's SIGHUP) stays ignored.
        if let previous, unsafeBitCast(previous, to: Int.self) == 1 { signal(number, SIG_IGN) }
    }
}

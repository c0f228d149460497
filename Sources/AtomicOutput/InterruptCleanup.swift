import Synchronization
import Platform

/// Removes this process's temporary output files and staging directories when it is stopped
/// by SIGINT, SIGTERM or SIGHUP, then lets the signal end the process as it would have.
///
/// A killed process (SIGKILL, a power cut) cannot clean up; its leftovers carry its process
/// id in their names, and the next run that writes beside them removes them
/// (``StagedDirectory``). For the signals a process can catch, nothing is left at all.
///
/// Each path is a name inside a directory the run holds open (its descriptor), so that a
/// directory renamed or replaced by a symbolic link since cannot send a removal elsewhere.
///
/// The handler may only make async-signal-safe calls: it reads a fixed table of entries
/// (filled and cleared with atomic stores, never freed while a handler could read them), each
/// a directory descriptor, a flag and a C string, and calls `unlinkat`, `signal` and `raise`.
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

    /// Registers `name` inside the directory open as `directory` (a file, or with `isDirectory`
    /// an empty-at-the-end directory); returns the slot to ``unregister(_:)`` when the entry is
    /// gone or in place, or `nil` when the table is full. The descriptor must stay open until
    /// then.
    static func register(_ name: String, in directory: Int32, isDirectory: Bool = false) -> Int? {
        _ = installed
        // One allocation: the descriptor, the `unlinkat` flag, then the name and its NUL.
        let bytes = name.utf8.count
        let entry = UnsafeMutableRawPointer.allocate(byteCount: 8 + bytes + 1, alignment: 8)
        entry.storeBytes(of: directory, as: Int32.self)
        entry.storeBytes(of: isDirectory ? AT_REMOVEDIR : 0, toByteOffset: 4, as: Int32.self)
        var offset = 8
        for byte in name.utf8 {
            entry.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
            offset += 1
        }
        entry.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
        let bits = Int(bitPattern: entry)
        for slot in 0..<capacity where table[slot].compareExchange(expected: 0, desired: bits, ordering: .sequentiallyConsistent).exchanged
        {
            return slot
        }
        entry.deallocate()
        return nil
    }

    /// Forgets the entry in `slot`. Its memory is not freed: a handler on another thread may
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
                    if bits != 0, let entry = UnsafeRawPointer(bitPattern: bits) {
                        let directory = entry.load(as: Int32.self), flags = entry.load(fromByteOffset: 4, as: Int32.self)
                        unlinkat(directory, (entry + 8).assumingMemoryBound(to: CChar.self), flags)
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

import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a fixed number of POSIX threads while the calling thread stays free to draw
/// progress.
///
/// The report controls its thread count exactly (`--threads`), and the block-to-thread
/// assignment has to be the same in every pass of the memory-limited mode, so this is a plain
/// pool of `threads` threads, each told its index, rather than a shared queue.
enum Parallel {
    /// Calls `body(t)` for t in 0..<threads, each on its own thread, and calls `poll` on the
    /// calling thread about every `pollInterval` seconds until all have returned.
    static func run(threads: Int, pollInterval: Double = 0.1, poll: () -> Void = {},
                    _ body: @escaping @Sendable (Int) -> Void) {
        precondition(threads >= 1)
        let finished = FinishedCount()
        var handles: [pthread_t] = []
        for index in 0..<threads {
            let task = ThreadTask { body(index); finished.count.add(1, ordering: .releasing) }
            let context = Unmanaged.passRetained(task).toOpaque()
            #if canImport(Darwin)
            var handle: pthread_t?
            #else
            var handle = pthread_t()
            #endif
            let status = pthread_create(&handle, nil, { raw in
                // The context is optional in Glibc's declaration, not in Darwin's: the
                // coercion reads the same on both.
                let task = Unmanaged<ThreadTask>.fromOpaque((raw as UnsafeMutableRawPointer?)!).takeRetainedValue()
                task.body()
                return nil
            }, context)
            precondition(status == 0, "pthread_create failed: \(status)")
            #if canImport(Darwin)
            handles.append(handle!)
            #else
            handles.append(handle)
            #endif
        }
        // Short naps keep a quick phase from waiting out a whole poll interval.
        var sincePoll = 0.0
        while finished.count.load(ordering: .acquiring) < threads {
            usleep(2_000)
            sincePoll += 0.002
            if sincePoll >= pollInterval {
                sincePoll = 0
                poll()
            }
        }
        for handle in handles { pthread_join(handle, nil) }
    }

    /// The number of processors the system reports as online.
    static var processorCount: Int { Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// A thread's body, handed through `pthread_create`'s context pointer.
private final class ThreadTask: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// How many threads of a `Parallel.run` have returned.
private final class FinishedCount: Sendable {
    let count = Atomic<Int>(0)
}

/// A pointer shared by worker threads that write disjoint parts of it; the pipeline arranges
/// the disjointness, which the type system cannot see.
struct SharedPointer<Pointee>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Pointee>
    init(_ base: UnsafeMutablePointer<Pointee>) { self.base = base }
}

import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the calling thread's ``ChaChaRandomState``, creating it on first use.
///
/// Each state is one anonymous page (`mmap`), so it can be marked wipe-on-fork and is never
/// shared between threads: no lock on the hot path. A `pthread` key's destructor wipes and
/// unmaps the page when the thread exits.
@usableFromInline
enum ThreadRandomState {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            pointer.initializeMemory(as: UInt8.self, repeating: 0, count: pageSize)
            munmap(pointer, pageSize)
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    private static let pageSize: Int = {
        let size = Int(sysconf(Int32(_SC_PAGESIZE)))
        // The state must fit in the mapping; round up to whole pages.
        let needed = MemoryLayout<ChaChaRandomState>.stride
        return (needed + size - 1) / size * size
    }()

    /// The calling thread's state.
    @usableFromInline
    static var current: UnsafeMutablePointer<ChaChaRandomState> {
        if let existing = pthread_getspecific(key) {
            return existing.assumingMemoryBound(to: ChaChaRandomState.self)
        }
        return create()
    }

    private static func create() -> UnsafeMutablePointer<ChaChaRandomState> {
        guard let page = mmap(nil, pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              page != MAP_FAILED else {
            fatalError("mmap of the random state failed (errno \(errno))")
        }
        // A fresh anonymous page is zero-filled: `ready == 0`, so the first use seeds it.
        if madvise(page, pageSize, Int32(MADV_WIPEONFORK)) != 0 {
            ForkGeneration.requireAtforkFallback()
        }
        pthread_setspecific(key, page)
        return page.assumingMemoryBound(to: ChaChaRandomState.self)
    }
}

/// A counter bumped in every child process after `fork()`, for kernels without
/// `MADV_WIPEONFORK` (Linux before 4.14).
@usableFromInline
enum ForkGeneration {
    private static let counter = Atomic<UInt32>(1)

    /// The current generation.
    static var current: UInt32 { counter.load(ordering: .relaxed) }

    private static let atforkInstalled: Bool = {
        pthread_atfork(nil, nil) { ForkGeneration.counter.wrappingAdd(1, ordering: .relaxed) }
        return true
    }()

    /// Registers the `pthread_atfork` child handler (once).
    static func requireAtforkFallback() {
        _ = atforkInstalled
    }
}

import Synchronization
import ThreadLocalPointer
import Platform

/// Finds the calling thread's ``ChaChaRandomState``, creating it on first use.
///
/// Each state is one anonymous page (`mmap`), so it can be marked wipe-on-fork (on Linux) and
/// is never shared between threads: no lock on the hot path. The page's address sits in a C
/// thread-local variable (the `ThreadLocalPointer` target), read with one load; a `pthread` key
/// holds it too, for the key's destructor, which wipes and unmaps the page when the thread
/// exits and clears the variable (a destructor that runs after it and draws again gets a
/// fresh page).
@usableFromInline
enum ThreadRandomState {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            // The argument is optional in Glibc's and Musl's declaration, not in Darwin's: the
            // coercion reads the same on both.
            guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
            openudid_thread_random_state_set(nil)
            pointer.initializeMemory(as: UInt8.self, repeating: 0, count: pageSize)
            if ThreadRandomState.heapPages.withLock({ $0.remove(UInt(bitPattern: pointer)) }) != nil {
                free(pointer)
            } else {
                munmap(pointer, pageSize)
            }
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
        if let existing = openudid_thread_random_state_get() {
            return existing.assumingMemoryBound(to: ChaChaRandomState.self)
        }
        return create()
    }

    /// The states that live in heap memory because `mmap` failed (out of address space or of
    /// mappings): their destructor frees them instead of unmapping them. Empty but for that.
    static let heapPages = Mutex<Set<UInt>>([])

    /// Maps, marks and registers a new state page: once per thread, so kept out of line.
    ///
    /// When the system has no mapping to give (`mmap` fails with `ENOMEM`), the state takes a
    /// page-aligned block of the heap instead, zeroed by hand, and fork safety falls back on
    /// the `pthread_atfork` handler, as on systems without `MADV_WIPEONFORK`; only when the
    /// heap has nothing either does the process stop.
    @inline(never)
    private static func create() -> UnsafeMutablePointer<ChaChaRandomState> {
        let page: UnsafeMutableRawPointer
        if let mapped = mmap(nil, pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED {
            // A fresh anonymous page is zero-filled: `ready == 0`, so the first use seeds it.
            page = mapped
            #if os(Linux)
            // Linux 4.14 and later hand a forked child this page zero-filled, as if fresh.
            if madvise(page, pageSize, Int32(MADV_WIPEONFORK)) != 0 {
                ForkGeneration.requireAtforkFallback()
            }
            #else
            // No MADV_WIPEONFORK (Darwin, the BSDs): the `pthread_atfork` child handler does it.
            ForkGeneration.requireAtforkFallback()
            #endif
        } else {
            let mapError = errno
            var block: UnsafeMutableRawPointer?
            guard posix_memalign(&block, pageSize, pageSize) == 0, let block else {
                fatalError("no memory for the random state: mmap failed (errno \(mapError)), and so did the heap")
            }
            block.initializeMemory(as: UInt8.self, repeating: 0, count: pageSize)
            heapPages.withLock { _ = $0.insert(UInt(bitPattern: block)) }
            ForkGeneration.requireAtforkFallback()
            page = block
        }
        pthread_setspecific(key, page)
        openudid_thread_random_state_set(page)
        return page.assumingMemoryBound(to: ChaChaRandomState.self)
    }

    /// Zeroes the calling thread's state, if it has one, and keeps its page: the state then
    /// reads as a fresh page does (`ready == 0`, nothing available), so its next use reseeds
    /// from the kernel. What `MADV_WIPEONFORK` does to the page in a child, done by hand
    /// (``ForkGeneration``).
    static func wipeCurrent() {
        guard let existing = openudid_thread_random_state_get() else { return }
        existing.initializeMemory(as: UInt8.self, repeating: 0, count: pageSize)
    }
}

/// Fork safety without `MADV_WIPEONFORK` (Linux before 4.14, and every other system): a
/// `pthread_atfork` child handler, installed with the first state that needs it.
///
/// In the child, the handler wipes the forking thread's state (``ThreadRandomState/wipeCurrent()``)
/// and bumps a generation counter. The wipe is what keeps the child from handing out the bytes
/// its parent had buffered and not yet handed out, which the parent hands out next: comparing
/// generations happens only when a state refills, too late for those bytes. The forking thread
/// is the only thread a child has, so its state is the only one the child can reach; the
/// counter makes any other state keyed before the fork reseed before its next refill.
@usableFromInline
enum ForkGeneration {
    private static let counter = Atomic<UInt32>(1)

    /// The current generation.
    static var current: UInt32 { counter.load(ordering: .relaxed) }

    private static let atforkInstalled: Bool = {
        pthread_atfork(nil, nil) {
            ForkGeneration.counter.wrappingAdd(1, ordering: .relaxed)
            ThreadRandomState.wipeCurrent()
        }
        return true
    }()

    /// Registers the `pthread_atfork` child handler (once).
    static func requireAtforkFallback() {
        _ = atforkInstalled
    }
}

extension SecureRandom {
    /// The addresses of the calling thread's state (made if it has none) and of its keystream
    /// buffer: for the benchmark suite, which records where a process's hot data landed, so that
    /// a slow process can be compared with a fast one.
    package static var placement: (state: UInt, buffer: UInt) {
        let state = ThreadRandomState.current
        let buffer = withUnsafeMutableBytes(of: &state.pointee.buffer) { UInt(bitPattern: $0.baseAddress) }
        return (UInt(bitPattern: state), buffer)
    }
}

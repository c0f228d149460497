import Synchronization

/// Keys kept as they are generated, in one chain of fixed-size pages per (thread, slice), at
/// 14 bytes per key: the layout that lets N = 10^9 be generated once within 16 GiB.
///
/// **Why 14 bytes.** A key is 128 bits, but every key of a slice shares its top 16 bits (the
/// slice number), so a page, which belongs to one slice, stores only the other 112: bits 0-47
/// of `high` and all of `low`. Nothing is rounded or hashed away, so the exact-duplicate count
/// (all 128 bits) and every prefix count stay exact; the slice number is put back when a slice
/// is read for sorting. At 16 bytes, 10^9 keys would take 14.9 GiB and leave under 1.1 GiB of
/// a 16 GiB limit for page slack, sort buffers and the runtime; at 14 they take 13.0 GiB.
///
/// **Record layout.** Key `i` of a page starts at byte `14 i`: an 8-byte little-endian store
/// of the 48 low bits of `high` (bytes 0-5, then two zero bytes), followed by an 8-byte store
/// of `low` at byte 6, which overwrites those two zero bytes. Two unaligned 8-byte stores and
/// loads per key, no byte loops; the last key of a page ends at byte `14 × keysPerPage`, and
/// the page keeps 2 spare bytes (rounded to 8) for the first store's overhang.
///
/// **Pages.** With the default 292 keys a page is 4 096 bytes, one memory page. Pages come
/// from one reservation sized for the worst case (every chain's last page nearly empty):
/// `⌈N / 292⌉ + threads × 65 536` pages, plus each thread's last claim. The reservation is
/// virtual memory; only the pages written are resident, so the slack actually paid is at most
/// one partly filled page per (thread, slice), 512 MiB with two threads, and about half that
/// on average. Each thread writes only its own chains and claims pages in small batches from
/// one atomic counter, so the hot loop takes no lock.
final class PagedKeyStore: @unchecked Sendable {
    /// Bytes per stored key.
    static let keyBytes = 14
    /// Keys per page by default: 292 × 14 + 2 ≤ 4 096.
    static let defaultKeysPerPage = 292
    /// Pages a thread claims at a time from the shared counter.
    static let claimBatch = 16

    let keysPerPage: Int
    let pageBytes: Int
    let pageCount: Int
    let threads: Int
    let count: Int
    private let pages: UnsafeMutableRawPointer
    /// The next page of each page's chain; −1 ends a chain.
    private let links: UnsafeMutablePointer<Int32>
    /// Per thread × slice: the first page, the page being filled and the keys in it.
    private let heads: UnsafeMutablePointer<Int32>
    private let tails: UnsafeMutablePointer<Int32>
    private let fills: UnsafeMutablePointer<Int32>
    /// Per thread: the range of claimed pages not yet used.
    private let claimed: UnsafeMutablePointer<(next: Int, end: Int)>
    private let nextFree = Atomic<Int>(0)

    /// Bytes the store reserves for `count` keys, page slack and bookkeeping included: what
    /// the memory plan charges for it.
    static func reservedBytes(count: Int, threads: Int, keysPerPage: Int = defaultKeysPerPage) -> Int {
        let pages = pageCount(count: count, threads: threads, keysPerPage: keysPerPage)
        return pages * (pageBytes(keysPerPage: keysPerPage) + MemoryLayout<Int32>.stride)
            + threads * ThreadTally.sliceCount * 3 * MemoryLayout<Int32>.stride
    }

    static func pageBytes(keysPerPage: Int) -> Int { (keysPerPage * keyBytes + 2 + 7) & ~7 }

    static func pageCount(count: Int, threads: Int, keysPerPage: Int) -> Int {
        (count + keysPerPage - 1) / keysPerPage + threads * (ThreadTally.sliceCount + claimBatch)
    }

    /// A store for `count` keys written by `threads` threads.
    init(count: Int, threads: Int, keysPerPage: Int = PagedKeyStore.defaultKeysPerPage) {
        precondition(keysPerPage >= 1)
        self.count = count
        self.threads = threads
        self.keysPerPage = keysPerPage
        pageBytes = Self.pageBytes(keysPerPage: keysPerPage)
        pageCount = Self.pageCount(count: count, threads: threads, keysPerPage: keysPerPage)
        precondition(pageCount < Int(Int32.max), "too many pages for 32-bit links")
        // A large allocation is mapped lazily: pages never written are never resident. (With
        // huge pages, "page" of residency is 2 MiB; chains interleave their pages, so the
        // reservation is still touched only up to the pages claimed.)
        pages = HugePages.allocate(byteCount: pageCount * pageBytes)
        links = .allocate(capacity: pageCount)
        let chains = threads * ThreadTally.sliceCount
        heads = .allocate(capacity: chains)
        tails = .allocate(capacity: chains)
        fills = .allocate(capacity: chains)
        claimed = .allocate(capacity: threads)
        reset()
    }

    deinit {
        pages.deallocate()
        links.deallocate()
        heads.deallocate()
        tails.deallocate()
        fills.deallocate()
        claimed.deallocate()
    }

    /// Empties every chain, keeping the memory (and its resident pages) for the next
    /// generator.
    func reset() {
        let chains = threads * ThreadTally.sliceCount
        heads.initialize(repeating: -1, count: chains)
        tails.initialize(repeating: -1, count: chains)
        // A full "current page" makes the first key of a chain claim one.
        fills.initialize(repeating: Int32(keysPerPage), count: chains)
        claimed.initialize(repeating: (0, 0), count: threads)
        nextFree.store(0, ordering: .relaxed)
    }

    /// Appends `key` to its slice's chain of `thread`. Only `thread` may call this for its
    /// chains, and not while another call for the same thread runs.
    @inline(__always)
    func append(_ key: StatsKey, thread: Int) {
        let chain = thread &* ThreadTally.sliceCount &+ key.slice
        var fill = Int(fills[chain])
        var page = Int(tails[chain])
        if fill == keysPerPage {
            let fresh = claimPage(thread: thread)
            links[fresh] = -1
            if page < 0 { heads[chain] = Int32(fresh) } else { links[page] = Int32(fresh) }
            tails[chain] = Int32(fresh)
            page = fresh
            fill = 0
        }
        let record = pages + (page &* pageBytes &+ fill &* Self.keyBytes)
        record.storeBytes(of: (key.high & 0xFFFF_FFFF_FFFF).littleEndian, as: UInt64.self)
        record.storeBytes(of: key.low.littleEndian, toByteOffset: 6, as: UInt64.self)
        fills[chain] = Int32(fill &+ 1)
    }

    /// A fresh page for `thread`, from its claimed batch or a new batch.
    @inline(__always)
    private func claimPage(thread: Int) -> Int {
        if claimed[thread].next == claimed[thread].end {
            let start = nextFree.add(Self.claimBatch, ordering: .relaxed).oldValue
            precondition(start + Self.claimBatch <= pageCount, "paged key store overflow")
            claimed[thread] = (start, start + Self.claimBatch)
        }
        let page = claimed[thread].next
        claimed[thread].next = page &+ 1
        return page
    }

    /// Writes every key of `slice`, from all threads' chains, as full keys at `destination`
    /// (room for the slice's count), and returns how many there were.
    func gather(slice: Int, into destination: UnsafeMutablePointer<StatsKey>) -> Int {
        let top = UInt64(truncatingIfNeeded: slice) &<< 48
        var written = 0
        for thread in 0..<threads {
            let chain = thread &* ThreadTally.sliceCount &+ slice
            var page = Int(heads[chain])
            let last = Int(tails[chain])
            while page >= 0 {
                let keys = page == last ? Int(fills[chain]) : keysPerPage
                let base = UnsafeRawPointer(pages + page &* pageBytes)
                for i in 0..<keys {
                    let record = base + i &* Self.keyBytes
                    let rest = UInt64(littleEndian: record.loadUnaligned(as: UInt64.self)) & 0xFFFF_FFFF_FFFF
                    let low = UInt64(littleEndian: record.loadUnaligned(fromByteOffset: 6, as: UInt64.self))
                    destination[written &+ i] = StatsKey(high: top | rest, low: low)
                }
                written &+= keys
                page = page == last ? -1 : Int(links[page])
            }
        }
        return written
    }
}

/// The key arrays of a run, kept from one generator to the next.
///
/// Every generator needs arrays of the same sizes. Allocating them afresh each time would hand
/// back fresh pages from the kernel, and the first write to each of them (hundreds of
/// thousands of page faults at N = 10^8) would be paid again per generator.
final class KeyArena {
    /// The arrays, by role: staging, buckets, scratch.
    private var buffers: [(base: UnsafeMutablePointer<StatsKey>, capacity: Int)?] = [nil, nil, nil]

    enum Role: Int {
        case staging, buckets, scratch
    }

    /// An array of at least `capacity` keys for `role`; its previous contents are undefined.
    ///
    /// - Parameter exact: reuse the existing array only if it has exactly `capacity` keys. The
    ///   multi-pass mode asks for this, because its memory plan adds up the arrays it needs, and
    ///   a larger array kept from another generator would break that sum.
    func buffer(_ role: Role, capacity: Int, exact: Bool = false) -> UnsafeMutablePointer<StatsKey> {
        let needed = Swift.max(1, capacity)
        if let existing = buffers[role.rawValue], existing.capacity >= needed, !exact || existing.capacity == needed {
            return existing.base
        }
        buffers[role.rawValue]?.base.deallocate()
        let base = HugePages.allocate(byteCount: needed * MemoryLayout<StatsKey>.stride).bindMemory(to: StatsKey.self, capacity: needed)
        buffers[role.rawValue] = (base, needed)
        return base
    }

    /// The paged store of the one-generation mode, emptied; kept for the next generator of
    /// the same shape, whose writes then land on pages already resident.
    func pagedStore(count: Int, threads: Int, keysPerPage: Int) -> PagedKeyStore {
        if let store = paged, store.count == count, store.threads == threads, store.keysPerPage == keysPerPage {
            store.reset()
            return store
        }
        paged = nil
        let store = PagedKeyStore(count: count, threads: threads, keysPerPage: keysPerPage)
        paged = store
        return store
    }

    /// Frees the paged store, if any.
    func releasePaged() { paged = nil }

    private var paged: PagedKeyStore?

    /// Frees the array of `role`, if any (when a smaller layout no longer needs it).
    func release(_ role: Role) {
        buffers[role.rawValue]?.base.deallocate()
        buffers[role.rawValue] = nil
    }

    deinit {
        for buffer in buffers { buffer?.base.deallocate() }
    }
}

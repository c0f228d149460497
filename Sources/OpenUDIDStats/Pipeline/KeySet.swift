/// A few keys, and a fast test of whether a key is one of them: a bit per 16-bit slice rules
/// out nearly every key with one load; the rest are looked up by binary search.
struct KeySet: Sendable {
    /// The keys, sorted, without repeats.
    let keys: [StatsKey]
    /// Bit s is set when some key lies in slice s.
    private let slices: [UInt64]

    init(_ keys: [StatsKey]) {
        let sorted = Array(Set(keys)).sorted()
        var slices = [UInt64](repeating: 0, count: ThreadTally.sliceCount / 64)
        for key in sorted { slices[key.slice >> 6] |= 1 << UInt64(key.slice & 63) }
        self.keys = sorted
        self.slices = slices
    }

    /// The position of `key` in ``keys``, or `nil`.
    @inline(__always)
    func index(of key: StatsKey) -> Int? {
        let slice = key.slice
        guard slices[slice >> 6] & (1 << UInt64(slice & 63)) != 0 else { return nil }
        return search(key)
    }

    @inline(__always)
    func contains(_ key: StatsKey) -> Bool { index(of: key) != nil }

    private func search(_ key: StatsKey) -> Int? {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }
}

/// Pairs of lines holding the same identifier (each copy and the next), kept for finding runs
/// of consecutive lines repeated elsewhere: a forked process or a cloned VM writes the same
/// sequence twice, so line a + i repeats at line a + d + i for a fixed offset d.
///
/// Memory is bounded by sampling *offsets*: a link is kept when a hash of its offset d falls
/// in the kept fraction 1/rate, and the rate doubles whenever a thread holds more than
/// ``cap`` links. Every link of a run shares its offset, so a run is kept whole or not at all,
/// and the kept set after merging, {links : hash(d) mod rate = 0} at the smallest rate that
/// fits, does not depend on how the work was split between threads.
struct LinkSampler: Sendable {
    static let cap = 1 << 16

    /// (first line, second line) in global line numbers.
    var links: [(Int, Int)] = []
    /// Links seen, kept or not.
    var seen = 0
    var rate = 1

    init() {}

    /// A sampler as another process left it (a reduce shard's partial): its kept links, the
    /// links seen and the rate.
    init(links: [(Int, Int)], seen: Int, rate: Int) {
        (self.links, self.seen, self.rate) = (links, seen, rate)
    }

    @inline(__always)
    static func keeps(offset: Int, rate: Int) -> Bool {
        var x = UInt64(truncatingIfNeeded: offset) &* 0x9E37_79B9_7F4A_7C15
        x ^= x &>> 29
        return x & UInt64(rate - 1) == 0
    }

    mutating func add(_ first: Int, _ second: Int) {
        seen += 1
        guard LinkSampler.keeps(offset: second - first, rate: rate) else { return }
        links.append((first, second))
        while links.count > LinkSampler.cap { raise(to: rate * 2) }
    }

    private mutating func raise(to newRate: Int) {
        rate = newRate
        links.removeAll { !LinkSampler.keeps(offset: $0.1 - $0.0, rate: newRate) }
    }

    /// Adds another thread's links.
    mutating func merge(_ other: LinkSampler) {
        seen += other.seen
        if other.rate > rate { raise(to: other.rate) }
        links += other.links.filter { LinkSampler.keeps(offset: $0.1 - $0.0, rate: rate) }
        while links.count > LinkSampler.cap { raise(to: rate * 2) }
    }

    /// Maximal runs: links with one offset whose first lines follow each other, longest first.
    func runs(minimumLength: Int) -> [RepeatedRun] {
        let sorted = links.sorted { ($0.1 - $0.0, $0.0) < ($1.1 - $1.0, $1.0) }
        var runs: [RepeatedRun] = []
        var start = 0
        while start < sorted.count {
            let offset = sorted[start].1 - sorted[start].0
            var end = start + 1
            while end < sorted.count, sorted[end].1 - sorted[end].0 == offset, sorted[end].0 == sorted[end - 1].0 + 1 { end += 1 }
            if end - start >= minimumLength {
                runs.append(RepeatedRun(firstLine: sorted[start].0, secondLine: sorted[start].1, length: end - start))
            }
            start = end
        }
        return runs.sorted { ($1.length, $0.firstLine) < ($0.length, $1.firstLine) }
    }
}

/// Lines `firstLine ..< firstLine + length` repeated at `secondLine ...` (global line numbers).
struct RepeatedRun: Sendable, Hashable {
    var firstLine: Int
    var secondLine: Int
    var length: Int
}

/// The links between the copies of values, in two samplers: copies written alike (a repeated
/// run of them is a replayed random state), and copies written differently (a run of them is a
/// block of lines stored again in another spelling: the table's doing, which the
/// `spelling-duplicates` finding names).
struct CopyLinks: Sendable {
    var same = LinkSampler()
    var respelled = LinkSampler()

    @inline(__always)
    mutating func add(_ first: Int, _ second: Int, respelled: Bool) {
        if respelled { self.respelled.add(first, second) } else { same.add(first, second) }
    }

    mutating func merge(_ other: CopyLinks) {
        same.merge(other.same)
        respelled.merge(other.respelled)
    }
}

/// A few colliding pairs per counted prefix length, kept by the sorted scan so that a flagged
/// prefix can be shown with real identifiers.
///
/// For each scanned prefix length the scan keeps the first pair of each run of keys sharing
/// that prefix (its two smallest keys), and for the 16-bit slices the first pair of each slice
/// with two keys or more, which serves every prefix of 16 bits or fewer. At most ``limit`` per
/// length are kept: the ones with the smallest keys. A thread meets slices in increasing
/// order, so the first pairs it finds are its smallest; merging keeps the smallest of the
/// union, so the samples are the same whatever the threads, passes or memory mode.
struct CollisionSamples: Sendable, Hashable {
    /// Pairs kept per prefix length.
    static let limit = 5

    /// Scanned prefix length → its pairs, smallest first.
    private(set) var byPrefix: [Int: [KeyPair]] = [:]
    /// The first pairs of 16-bit slices, smallest first.
    private(set) var withinSlices: [KeyPair] = []

    /// Pairs that share at least `bits` leading bits, at most ``limit``, smallest first: those
    /// of the scanned length `bits`, or for a length of 16 bits or fewer that was not scanned
    /// (the pipeline counts those from slice sizes), the slice pairs. Empty when the scan met
    /// none.
    func pairs(sharing bits: Int) -> [KeyPair] {
        byPrefix[bits] ?? (bits <= 16 ? withinSlices : [])
    }

    /// How many pairs are kept for the scanned length `bits`.
    func count(scanned bits: Int) -> Int { byPrefix[bits]?.count ?? 0 }

    /// Adds pairs found for the scanned length `bits` (0 for the slice pairs), in increasing
    /// order.
    mutating func add(_ found: [KeyPair], bits: Int) {
        if bits == 0 {
            withinSlices = Self.smallest(withinSlices, found)
        } else {
            byPrefix[bits] = Self.smallest(byPrefix[bits] ?? [], found)
        }
    }

    /// Merges another scan's samples.
    mutating func merge(_ other: CollisionSamples) {
        add(other.withinSlices, bits: 0)
        for (bits, pairs) in other.byPrefix { add(pairs, bits: bits) }
    }

    /// The ``limit`` smallest of two lists. Runs at one prefix length are disjoint, so no two
    /// pairs have the same first key.
    private static func smallest(_ a: [KeyPair], _ b: [KeyPair]) -> [KeyPair] {
        Array((a + b).sorted { $0.first < $1.first }.prefix(limit))
    }
}

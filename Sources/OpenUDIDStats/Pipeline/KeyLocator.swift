/// Finds where a few given keys were generated, during one more generation of all N
/// identifiers: for each key, its smallest indices (at most ``occurrences``) with their
/// suffixes.
///
/// The sorted scan sees keys only (16 bytes, no index, no OpenUDID suffix), so the identifiers
/// of a colliding pair are found again this way. Each generated key costs one bit test in a
/// 65 536-bit table of the targets' slices; only keys in those slices are searched for.
final class KeyLocator: @unchecked Sendable {
    /// Occurrences kept per key: two, so an exact duplicate shows both identifiers.
    static let occurrences = 2

    /// The keys looked for.
    let targets: KeySet
    /// One list per thread; a thread writes only its own.
    private let found: [Found]

    /// What one thread found: per target, how many occurrences so far, and the occurrences.
    private final class Found {
        var counts: [Int]
        var items: [(target: Int, located: LocatedKey)] = []
        init(targets: Int) { counts = Array(repeating: 0, count: targets) }
    }

    init(keys: [StatsKey], threads: Int) {
        let targets = KeySet(keys)
        self.targets = targets
        found = (0..<threads).map { _ in Found(targets: targets.keys.count) }
    }

    /// Records `generated` if it is a target. Thread `thread` must call with increasing
    /// indices, so that the occurrences it keeps are its smallest.
    @inline(__always)
    func record(_ generated: GeneratedKey, index: Int, thread: Int) {
        guard let target = targets.index(of: generated.key) else { return }
        let list = found[thread]
        guard list.counts[target] < Self.occurrences else { return }
        list.counts[target] += 1
        list.items.append((target, LocatedKey(index: index, suffix: generated.suffix)))
    }

    /// Every target's smallest indices over all threads, in increasing order.
    func located() -> [StatsKey: [LocatedKey]] {
        var result: [StatsKey: [LocatedKey]] = [:]
        for list in found {
            for (target, located) in list.items { result[targets.keys[target], default: []].append(located) }
        }
        return result.mapValues { Array($0.sorted { $0.index < $1.index }.prefix(Self.occurrences)) }
    }
}

/// Where one key was generated: its index, and the suffix made with it (0 without one).
struct LocatedKey: Sendable, Hashable {
    var index: Int
    var suffix: UInt32
}

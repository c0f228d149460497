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

    /// The keys looked for, sorted, without repeats.
    let targets: [StatsKey]
    /// Bit s is set when some target lies in slice s.
    private let slices: [UInt64]
    /// One list per thread; a thread writes only its own.
    private let found: [Found]

    /// What one thread found: per target, how many occurrences so far, and the occurrences.
    private final class Found {
        var counts: [Int]
        var items: [(target: Int, located: LocatedKey)] = []
        init(targets: Int) { counts = Array(repeating: 0, count: targets) }
    }

    init(keys: [StatsKey], threads: Int) {
        let targets = Array(Set(keys)).sorted()
        var slices = [UInt64](repeating: 0, count: ThreadTally.sliceCount / 64)
        for key in targets { slices[key.slice >> 6] |= 1 << UInt64(key.slice & 63) }
        self.targets = targets
        self.slices = slices
        found = (0..<threads).map { _ in Found(targets: targets.count) }
    }

    /// Records `generated` if it is a target. Thread `thread` must call with increasing
    /// indices, so that the occurrences it keeps are its smallest.
    @inline(__always)
    func record(_ generated: GeneratedKey, index: Int, thread: Int) {
        let slice = generated.key.slice
        guard slices[slice >> 6] & (1 << UInt64(slice & 63)) != 0 else { return }
        recordCandidate(generated, index: index, thread: thread)
    }

    private func recordCandidate(_ generated: GeneratedKey, index: Int, thread: Int) {
        var low = 0, high = targets.count
        while low < high {
            let middle = (low + high) / 2
            if targets[middle] < generated.key { low = middle + 1 } else { high = middle }
        }
        guard low < targets.count, targets[low] == generated.key else { return }
        let list = found[thread]
        guard list.counts[low] < Self.occurrences else { return }
        list.counts[low] += 1
        list.items.append((low, LocatedKey(index: index, suffix: generated.suffix)))
    }

    /// Every target's smallest indices over all threads, in increasing order.
    func located() -> [StatsKey: [LocatedKey]] {
        var result: [StatsKey: [LocatedKey]] = [:]
        for list in found {
            for (target, located) in list.items { result[targets[target], default: []].append(located) }
        }
        return result.mapValues { Array($0.sorted { $0.index < $1.index }.prefix(Self.occurrences)) }
    }
}

/// Where one key was generated: its index, and the suffix made with it (0 without one).
struct LocatedKey: Sendable, Hashable {
    var index: Int
    var suffix: UInt32
}

import AuditInput
import CollisionStatistics
/// A value seen more than once: how often, how many of those copies share one spelling, and
/// where its first four copies were.
package struct RepeatedValue: Sendable, Hashable {
    /// The first copy (value and location).
    package var first: AuditRecord
    package var count: Int
    /// The copies in the spelling most of them have: what the generator is judged on (copies in
    /// other spellings are the same identifier stored again, written differently). `count`
    /// when every copy is written alike.
    package var sameSpelling: Int
    /// Packed locations of the first four copies (the first and the next three).
    package var locations: [UInt64]

    package init(first: AuditRecord, count: Int, sameSpelling: Int? = nil, locations: [UInt64]) {
        (self.first, self.count, self.sameSpelling, self.locations) = (first, count, sameSpelling ?? count, locations)
    }

    /// Whether some copies are written differently from the others.
    package var isSpelledDifferently: Bool { sameSpelling < count }
}

/// Two distinct values that share a prefix, next to each other in sorted order.
package struct CollidingPair: Sendable, Hashable {
    package var first: AuditRecord
    package var second: AuditRecord
}

/// Everything one thread counts for one group over its range of the sorted stream.
///
/// Copies of a value are adjacent in the stream (it is sorted by value, then spelling, then
/// location), so the duplicates are counted in one look at the previous record. The prefix,
/// digit and suffix tests count *distinct* values: a value copied a thousand times is one fault,
/// found by the duplicate test, and does not also tilt the digits or the near-collisions.
///
/// The duplicate test counts, of each value, the copies written in one spelling (the most
/// common): copies of one value in several spellings (`ABC…` beside `abc…`, braced beside bare)
/// are the same identifier stored again by a table, counted apart (``spelledValues``), not
/// copies a generator made.
///
/// `@unchecked Sendable`: its counters are raw memory owned by one thread at a time (the
/// thread that counts, then the one that merges or writes a reduce partial).
struct GroupTally: @unchecked Sendable {
    /// How many colliding pairs are kept per prefix length.
    static let keptPairs = 5
    /// How many repeated values are kept, most repeated first.
    static let keptValues = 20
    /// How many repeated values each thread lists for `duplicates.csv`, per group.
    static let listedValues = 1 << 20

    let group: Int
    let layout: GroupLayout
    let prefixBits: [Int]

    var records = 0
    var distinct = 0
    // Exact duplicates.
    var repeatedValues = 0
    var extraCopies = 0
    var duplicatePairs = 0.0
    var multiplicity: [Int: Int] = [:]
    var top: [RepeatedValue] = []
    /// Every repeated value in value order (first copy, copies), up to ``listedValues``.
    var listed: [(first: AuditRecord, count: Int)] = []
    var listTruncated = false
    // The same values stored again in other spellings: how many values, the copies beyond the
    // spelling most of each value's copies have, the sets of spellings found together (a bit
    // per ``Spelling`` code, and how many values had each set), and the first such values.
    var spelledValues = 0
    var spelledCopies = 0
    var spellingSets: [UInt64: Int] = [:]
    var firstSpelled: [RepeatedValue] = []
    // The current run of equal values.
    private var previous = AuditRecord(key: 0, low: 0, tag: 0, location: 0)
    private var hasPrevious = false
    private var runCount = 0
    private var runFirst = AuditRecord(key: 0, low: 0, tag: 0, location: 0)
    /// The places of the run's first copies in file order, up to ``keptPlaces`` (copies arrive by
    /// spelling, then place, so a later spelling's copy may come before the ones kept).
    private var runLocations: [UInt64] = []
    static let keptPlaces = 4
    /// The spelling the run's copies have now, how many have it in a row (copies sort by
    /// spelling), the most a spelling had before, and the spellings seen (one bit each).
    private var runSpelling = 0
    private var runSame = 0
    private var runMostSame = 0
    private var runSpellings: UInt64 = 0
    // Prefix collisions among distinct values: pairs per prefix length, the index where each
    // length's current run of equal prefixes started, and the first pairs.
    // (Raw memory: the hot loop touches them for every distinct value.)
    let pairs: UnsafeMutablePointer<UInt64>
    private let runStarts: UnsafeMutablePointer<Int>
    /// Where every length from ``eagerLengths`` on last started a run, not yet written to
    /// `runStarts` (see ``countPrefixes(_:)``).
    private var restartIndex = 0
    private var restartNoted = false
    let prefixCount: Int
    /// For each length of common leading bits (0...128), how many of the prefix lengths it
    /// covers: the lengths are ascending, so those are the first ones.
    private let covered: UnsafeMutablePointer<Int>
    var examples: [[CollidingPair]]
    /// The leading prefix lengths whose ``keptPairs`` examples are all found.
    private var fullExamples = 0
    // Digits: per byte position (16, or 20 with an OpenUDID suffix), 256 counts.
    let digitBytes: UnsafeMutablePointer<UInt64>?
    let countedBytes: Int
    // OpenUDID suffixes 00000000 and ffffffff among distinct values.
    var zeroSuffixes = 0
    var allOnesSuffixes = 0
    var time: TimeTally?
    /// The evidence of a time-ordered group's method (present exactly when ``time`` is).
    var method: MethodTally?
    /// `time != nil`, kept apart: comparing the optional with nil would copy the tally.
    private let timed: Bool
    /// Whether the layout tests the suffix for the 2011 generator's bias (OpenUDIDs).
    private let suffixBiasTest: Bool
    /// Whether the digits are counted only for values that do not continue a ULID counter
    /// (``GroupLayout/testsSeedDigits``).
    private let seedDigitsOnly: Bool
    /// Whether copies are linked for repeated runs: not for placeholders, whose copies stand in
    /// for missing values (a column of Nil rows is no replayed random state).
    private let linksCopies: Bool

    init(group: Int, prefixBits: [Int]) {
        self.group = group
        layout = IdentifierGroup(rawValue: group).layout
        self.prefixBits = layout.prefixTests ? prefixBits : []
        prefixCount = self.prefixBits.count
        pairs = .allocate(capacity: Swift.max(1, prefixCount))
        pairs.initialize(repeating: 0, count: Swift.max(1, prefixCount))
        runStarts = .allocate(capacity: Swift.max(1, prefixCount))
        runStarts.initialize(repeating: 0, count: Swift.max(1, prefixCount))
        precondition(zip(self.prefixBits, self.prefixBits.dropFirst()).allSatisfy { $0 < $1 }, "prefix lengths must ascend")
        covered = .allocate(capacity: 129)
        for common in 0...128 { (covered + common).initialize(to: self.prefixBits.lazy.filter { $0 <= common }.count) }
        examples = Array(repeating: [], count: self.prefixBits.count)
        countedBytes = layout.digitCount / 2
        linksCopies = !layout.isPlaceholder
        if layout.testedDigits.isEmpty {
            digitBytes = nil
        } else {
            digitBytes = .allocate(capacity: countedBytes * 256)
            digitBytes!.initialize(repeating: 0, count: countedBytes * 256)
        }
        time = layout.timeLayout.map(TimeTally.init(layout:))
        method = layout.timeLayout.map(MethodTally.init(layout:))
        timed = time != nil
        suffixBiasTest = layout.suffixBiasTest
        seedDigitsOnly = layout.testsSeedDigits
    }

    func release() {
        digitBytes?.deallocate()
        pairs.deallocate()
        runStarts.deallocate()
        covered.deallocate()
    }

    /// Pairs of distinct values sharing each prefix length.
    var prefixPairs: [UInt64] { (0..<prefixCount).map { pairs[$0] } }

    /// Counts one record of the stream.
    @inline(__always)
    mutating func add(_ record: AuditRecord, links: inout CopyLinks, locations: LocationTable, now: Int64) {
        records &+= 1
        if timed { time!.add(record, now: now) }
        if hasPrevious && record.sameValue(as: previous) {
            // The run's first copy is noted when its second arrives: most values have none.
            if runCount == 1 { startRun() }
            runCount &+= 1
            let respelled = record.spelling != runSpelling
            if respelled { newSpelling(record.spelling) } else { runSame &+= 1 }
            if runLocations.count < GroupTally.keptPlaces || record.location < runLocations[GroupTally.keptPlaces - 1] {
                keepPlace(record.location)
            }
            if linksCopies {
                links.add(locations.globalLine(previous.location), locations.globalLine(record.location), respelled: respelled)
            }
            previous = record
            return
        }
        // Tested here: `closeRun()` is out of line, and most values close no run.
        if runCount >= 2 { closeRun() }
        runCount = 1
        distinct &+= 1
        if prefixCount > 0 && hasPrevious { countPrefixes(record) }
        if let digitBytes { countDigits(record, digitBytes) }
        if timed {
            method!.add(key: record.key, low: record.low)
            // Taken back here, in the time-ordered groups' branch, rather than tested before
            // counting: the other groups' loop stays as it was (measured: a test there cost every
            // v4 value five instructions).
            if seedDigitsOnly && continuesCounter(record), let digitBytes { uncountDigits(record, digitBytes) }
        }
        if suffixBiasTest {
            if record.suffix == 0 { zeroSuffixes += 1 }
            if record.suffix == .max { allOnesSuffixes += 1 }
        }
        previous = record
        hasPrevious = true
    }

    /// The value's second copy has arrived: its first is `previous`.
    private mutating func startRun() {
        runFirst = previous
        runLocations.append(previous.location)
        (runSpelling, runSame, runMostSame, runSpellings) = (previous.spelling, 1, 0, 1 &<< UInt64(previous.spelling & 63))
    }

    /// Keeps `location` among the run's first ``keptPlaces`` places, in order.
    private mutating func keepPlace(_ location: UInt64) {
        let index = runLocations.firstIndex { $0 > location } ?? runLocations.count
        runLocations.insert(location, at: index)
        if runLocations.count > GroupTally.keptPlaces { runLocations.removeLast() }
    }

    /// A copy in another spelling than the one before it.
    private mutating func newSpelling(_ spelling: Int) {
        runMostSame = Swift.max(runMostSame, runSame)
        (runSpelling, runSame) = (spelling, 1)
        runSpellings |= 1 &<< UInt64(spelling & 63)
    }

    /// Records the run of copies that just ended.
    mutating func closeRun() {
        guard runCount >= 2 else { return }
        // The generator is judged on the copies written alike (the most of one spelling). A
        // placeholder is no identifier, however it is written.
        let same = layout.isPlaceholder ? runCount : Swift.max(runMostSame, runSame)
        if same >= 2 {
            repeatedValues += 1
            extraCopies += same - 1
            duplicatePairs += Double(same) * Double(same - 1) / 2
            multiplicity[same, default: 0] += 1
        }
        // The first copy is the one read first, whatever its spelling.
        runFirst.location = runLocations[0]
        let value = RepeatedValue(first: runFirst, count: runCount, sameSpelling: same, locations: runLocations)
        if same < runCount {
            spelledValues += 1
            spelledCopies += runCount - same
            spellingSets[runSpellings, default: 0] += 1
            if firstSpelled.count < GroupTally.keptPairs { firstSpelled.append(value) }
        }
        GroupTally.insert(value, into: &top)
        if listed.count < GroupTally.listedValues { listed.append((runFirst, runCount)) } else { listTruncated = true }
        runLocations.removeAll(keepingCapacity: true)
        runCount = 0
    }

    /// Keeps the ``keptValues`` most repeated values, ties by value.
    static func insert(_ value: RepeatedValue, into top: inout [RepeatedValue]) {
        if top.count == keptValues, let last = top.last, !ranks(value, before: last) { return }
        let index = top.firstIndex { ranks(value, before: $0) } ?? top.count
        top.insert(value, at: index)
        if top.count > keptValues { top.removeLast() }
    }

    static func ranks(_ a: RepeatedValue, before b: RepeatedValue) -> Bool {
        if a.count != b.count { return a.count > b.count }
        return a.first < b.first
    }

    @inline(__always)
    private mutating func countPrefixes(_ record: AuditRecord) {
        let h = record.key ^ previous.key
        let common = h != 0 ? h.leadingZeroBitCount : 64 &+ (record.low ^ previous.low).leadingZeroBitCount
        let index = distinct &- 1
        // The first `shared` lengths continue their run of equal prefixes: each adds a pair
        // per earlier value of the run. The others start a run here. Without a branch: where
        // the split falls changes at random from one value to the next, and a test length by
        // length was mispredicted about once a value (at 10^8 lines, a fifth of the merge).
        let shared = covered[common]
        if shared <= GroupTally.eagerLengths {
            // The usual case: only the shortest lengths continue. The longer ones all start
            // a run here, which is noted once (`restartIndex`) instead of written per length.
            for j in 0..<Swift.min(prefixCount, GroupTally.eagerLengths) { countPrefix(j, shared: shared, index: index) }
            restartIndex = index
            restartNoted = true
        } else {
            // Write the noted starts first: every length's start is read here.
            if restartNoted {
                for j in GroupTally.eagerLengths..<Swift.max(prefixCount, GroupTally.eagerLengths) { runStarts[j] = restartIndex }
                restartNoted = false
            }
            for j in 0..<prefixCount { countPrefix(j, shared: shared, index: index) }
        }
        if shared > fullExamples { addExamples(record, lengths: shared) }
    }

    /// The shortest prefix lengths, kept up to date for every value. Longer lengths continue
    /// a run only when two neighbours share more of their leading bits than random values
    /// usually do (32 bits or more, about 2 % of neighbours at 10^8 values), so their run
    /// starts are written only then.
    static let eagerLengths = 4

    /// Prefix length `j` at the value of distinct index `index`, whose first `shared` lengths
    /// continue their runs.
    @inline(__always)
    private func countPrefix(_ j: Int, shared: Int, index: Int) {
        // All ones when length j continues its run, zero when it starts one here.
        let continues = (j &- shared) &>> 63
        let start = runStarts[j]
        pairs[j] &+= UInt64(truncatingIfNeeded: (index &- start) & continues)
        runStarts[j] = start & continues | index & ~continues
    }

    /// Keeps the pair of `record` and the value before it as an example of each of the first
    /// `lengths` prefix lengths that has fewer than ``keptPairs``.
    private mutating func addExamples(_ record: AuditRecord, lengths: Int) {
        for j in fullExamples..<lengths where examples[j].count < GroupTally.keptPairs {
            examples[j].append(CollidingPair(first: previous, second: record))
        }
        while fullExamples < prefixCount && examples[fullExamples].count == GroupTally.keptPairs { fullExamples += 1 }
    }

    /// Whether `record` continues the ULID counter of the distinct value before it.
    @inline(__always)
    private func continuesCounter(_ record: AuditRecord) -> Bool {
        hasPrevious
            && TimeOrderedLayout.continuesULIDCounter(
                previousKey: previous.key, previousLow: previous.low, key: record.key, low: record.low)
    }

    /// The distinct values whose digits were counted: every one, or (``GroupLayout/testsSeedDigits``)
    /// those that continue no counter.
    var digitSample: Int {
        guard seedDigitsOnly else { return distinct }
        guard let digitBytes else { return 0 }
        return Int((0..<256).reduce(UInt64(0)) { $0 + digitBytes[$1] })
    }

    @inline(__always)
    private func countDigits(_ record: AuditRecord, _ counts: UnsafeMutablePointer<UInt64>) {
        var high = record.key, low = record.low
        var b = 7
        while b >= 0 {
            counts[b &* 256 &+ Int(truncatingIfNeeded: high & 0xFF)] &+= 1
            counts[(8 &+ b) &* 256 &+ Int(truncatingIfNeeded: low & 0xFF)] &+= 1
            high &>>= 8
            low &>>= 8
            b &-= 1
        }
        if countedBytes == 20 {
            var suffix = record.suffix
            for b in stride(from: 3, through: 0, by: -1) {
                counts[(16 &+ b) &* 256 &+ Int(truncatingIfNeeded: suffix & 0xFF)] &+= 1
                suffix &>>= 8
            }
        }
    }

    /// Takes back what ``countDigits(_:_:)`` counted of `record` (a ULID's 128 bits).
    private func uncountDigits(_ record: AuditRecord, _ counts: UnsafeMutablePointer<UInt64>) {
        var high = record.key, low = record.low
        for b in stride(from: 7, through: 0, by: -1) {
            counts[b * 256 + Int(high & 0xFF)] -= 1
            counts[(8 + b) * 256 + Int(low & 0xFF)] -= 1
            high >>= 8
            low >>= 8
        }
    }

    /// Hex-digit counts per position (32, or 40 with a suffix), 16 each.
    var digitCounts: [[UInt64]] {
        guard let digitBytes else { return [] }
        var digits: [[UInt64]] = []
        for byte in 0..<countedBytes {
            var high = [UInt64](repeating: 0, count: 16), low = [UInt64](repeating: 0, count: 16)
            for value in 0..<256 {
                high[value >> 4] += digitBytes[byte * 256 + value]
                low[value & 0xF] += digitBytes[byte * 256 + value]
            }
            digits.append(high)
            digits.append(low)
        }
        return digits
    }

    /// Adds the tally of the next range of the stream (same group).
    mutating func merge(_ next: GroupTally) {
        records += next.records
        distinct += next.distinct
        repeatedValues += next.repeatedValues
        extraCopies += next.extraCopies
        duplicatePairs += next.duplicatePairs
        for (count, values) in next.multiplicity { multiplicity[count, default: 0] += values }
        for value in next.top { GroupTally.insert(value, into: &top) }
        listed += next.listed
        listTruncated = listTruncated || next.listTruncated
        spelledValues += next.spelledValues
        spelledCopies += next.spelledCopies
        for (set, values) in next.spellingSets { spellingSets[set, default: 0] += values }
        firstSpelled = Array((firstSpelled + next.firstSpelled).prefix(GroupTally.keptPairs))
        for j in 0..<prefixCount {
            pairs[j] += next.pairs[j]
            examples[j] = Array((examples[j] + next.examples[j]).prefix(GroupTally.keptPairs))
        }
        if let digitBytes, let other = next.digitBytes {
            for i in 0..<(countedBytes * 256) { digitBytes[i] += other[i] }
            // The next range counted its first value; it is not a seed when it continues this
            // range's last value's counter (a cut inside a millisecond).
            if seedDigitsOnly, let mine = method?.last, let theirs = next.method?.first,
                TimeOrderedLayout.continuesULIDCounter(previousKey: mine.key, previousLow: mine.low, key: theirs.key, low: theirs.low)
            {
                uncountDigits(AuditRecord(key: theirs.key, low: theirs.low, tag: 0, location: 0), digitBytes)
            }
        }
        zeroSuffixes += next.zeroSuffixes
        allOnesSuffixes += next.allOnesSuffixes
        if let other = next.time { time!.merge(other) }
        if let other = next.method { method!.merge(other) }
    }
}

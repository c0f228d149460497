/// The recorded creation time read beside an identifier (`--time-column`).
enum RecordedTime: Sendable, Hashable {
    /// No time column, or none read for this record yet.
    case none
    /// Milliseconds since 1970.
    case time(Int64)
    /// The field holds no time the audit reads.
    case unreadable
}

/// How far the timestamps embedded in identifiers are from the creation times recorded beside
/// them: skew = embedded − recorded, in milliseconds (positive: the identifier claims a later
/// time than the one recorded, its generator's clock runs ahead).
///
/// Out of core and exact to merge: a histogram of the skews in buckets exact below 16 ms and
/// 1/8 of a power of two wide above, with the sum of the skews in each (a percentile is the
/// mean of its bucket: within 6.25 % of the true value, exact when the bucket holds one value),
/// the exact extremes with their places, and counts past ``threshold`` each way.
package struct SkewTally: Sendable, Hashable {
    /// Skews past a minute either way are counted (and raise `clock-skew` when common).
    package static let threshold: Int64 = 60_000
    static let kept = 5

    package var count = 0
    /// Skews by bucket (``bucket(_:)``: signed, in value order): how many, and their sum.
    package var histogram: [Int: Int] = [:]
    package var sums: [Int: Int64] = [:]
    package var smallest: (skew: Int64, location: UInt64) = (.max, 0)
    package var largest: (skew: Int64, location: UInt64) = (.min, 0)
    /// Identifiers ahead of their recorded time by more than the threshold, behind by more.
    package var ahead = 0
    package var behind = 0
    package var firstAhead: [UInt64] = []
    package var firstBehind: [UInt64] = []
    /// Records whose time field could not be read, and the first of them.
    package var unreadable = 0
    package var firstUnreadable: [UInt64] = []

    package init() {}

    mutating func add(_ skew: Int64, location: UInt64) {
        count += 1
        let bucket = Self.bucket(skew)
        histogram[bucket, default: 0] += 1
        sums[bucket, default: 0] &+= skew
        if skew < smallest.skew { smallest = (skew, location) }
        if skew > largest.skew { largest = (skew, location) }
        if skew > Self.threshold {
            ahead += 1
            if firstAhead.count < Self.kept { firstAhead.append(location) }
        } else if skew < -Self.threshold {
            behind += 1
            if firstBehind.count < Self.kept { firstBehind.append(location) }
        }
    }

    mutating func addUnreadable(location: UInt64) {
        unreadable += 1
        if firstUnreadable.count < Self.kept { firstUnreadable.append(location) }
    }

    /// This tally and the one that follows it in the input (or another input's).
    func merged(_ next: SkewTally) -> SkewTally {
        var merged = self
        merged.count += next.count
        for (bucket, count) in next.histogram { merged.histogram[bucket, default: 0] += count }
        for (bucket, sum) in next.sums { merged.sums[bucket, default: 0] &+= sum }
        // Ties keep the earlier place: `self` comes first in input order.
        if next.smallest.skew < smallest.skew { merged.smallest = next.smallest }
        if next.largest.skew > largest.skew { merged.largest = next.largest }
        merged.ahead += next.ahead
        merged.behind += next.behind
        merged.firstAhead = Array((firstAhead + next.firstAhead).prefix(Self.kept))
        merged.firstBehind = Array((firstBehind + next.firstBehind).prefix(Self.kept))
        merged.unreadable += next.unreadable
        merged.firstUnreadable = Array((firstUnreadable + next.firstUnreadable).prefix(Self.kept))
        return merged
    }

    func shifted(chunks: Int) -> SkewTally {
        let shift = UInt64(chunks) &<< 32
        var copy = self
        if count > 0 {
            copy.smallest.location &+= shift
            copy.largest.location &+= shift
        }
        copy.firstAhead = firstAhead.map { $0 &+ shift }
        copy.firstBehind = firstBehind.map { $0 &+ shift }
        copy.firstUnreadable = firstUnreadable.map { $0 &+ shift }
        return copy
    }

    /// The bucket of a skew: 0 for 0; ±m for 1 ≤ |skew| < 16; above, 8 buckets per power of
    /// two, signed, numbered so that buckets order as the skews do.
    static func bucket(_ skew: Int64) -> Int {
        let magnitude = skew.magnitude
        let index: Int
        if magnitude < 16 {
            index = Int(magnitude)
        } else {
            let exponent = 63 - magnitude.leadingZeroBitCount
            index = 16 + (exponent - 4) * 8 + Int((magnitude >> UInt64(exponent - 3)) & 7)
        }
        return skew < 0 ? -index : index
    }

    /// The `fraction` quantile (0...1), as the mean of its bucket.
    func quantile(_ fraction: Double) -> Int64 {
        guard count > 0 else { return 0 }
        let rank = Swift.max(1, Int((fraction * Double(count)).rounded(.up)))
        var seen = 0
        for bucket in histogram.keys.sorted() {
            let inBucket = histogram[bucket]!
            seen += inBucket
            if seen >= rank {
                let mean = Double(sums[bucket] ?? 0) / Double(inBucket)
                return Int64(mean.rounded())
            }
        }
        return largest.skew
    }

    package static func == (lhs: SkewTally, rhs: SkewTally) -> Bool {
        lhs.count == rhs.count && lhs.histogram == rhs.histogram && lhs.sums == rhs.sums && lhs.smallest == rhs.smallest
            && lhs.largest == rhs.largest
            && lhs.ahead == rhs.ahead && lhs.behind == rhs.behind && lhs.unreadable == rhs.unreadable
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(ahead)
    }
}

extension OrderSpan {
    mutating func addSkew(_ skew: Int64, location: UInt64) {
        if skew == .min { return }
        if self.skew == nil { self.skew = SkewTally() }
        self.skew!.add(skew, location: location)
    }

    mutating func addUnreadableTime(location: UInt64) {
        if skew == nil { skew = SkewTally() }
        skew!.addUnreadable(location: location)
    }
}

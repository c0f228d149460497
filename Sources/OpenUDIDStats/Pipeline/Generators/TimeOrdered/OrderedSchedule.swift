import CollisionStatistics

/// When a time-ordered generator's identifiers carry which ordered value.
///
/// The ordered bits of a format (``IdentifierFormat/orderedHigh``, ``IdentifierFormat/orderedLow``),
/// read in key order, form one number: the timestamp (v6, a v7 fleet's milliseconds), or the
/// timestamp followed by what continues it in one v7 generator (its counter, its 1/4096 ms).
/// A schedule gives consecutive indices in *windows* of ``perWindow`` identifiers, window `w`
/// carrying the value ``first`` + `w`: one generator asked faster than its clock ticks makes
/// one identifier per value (``perWindow`` = 1); a fleet of K devices in the same tick makes K;
/// one generator whose millisecond never changes makes all of them (``perWindow`` = `Int.max`).
struct OrderedSchedule: Sendable, Hashable {
    /// The ordered value of window 0.
    var first: UInt128
    /// Identifiers per window, at least 1.
    var perWindow: Int

    /// Pairs among the first `count` identifiers whose ordered values agree on their top
    /// `bits` bits (0 ≤ `bits` < `width`), for an ordered value `width` bits wide.
    ///
    /// Agreeing on the top `bits` bits groups the values into aligned blocks of G = 2^(width −
    /// bits) consecutive values, and so the identifiers into runs of consecutive indices: the
    /// first run is what is left of the first value's block, the others hold G windows each,
    /// the last what remains. The answer is the sum of C(size, 2) over the runs: exact, since
    /// which identifiers share which value is fixed by the schedule, not drawn.
    func pairs(sharingTop bits: Int, width: Int, count: Int) -> Double {
        precondition(bits >= 0 && bits < width && width < 127 && count >= 0)
        let n = UInt128(count), m = UInt128(perWindow)
        let block = UInt128(1) << (width - bits)  // values per run
        let leftInFirst = block - first % block  // values of the first block from `first` on
        // Identifiers in the first run; a product below 2^126 whenever it is formed.
        let firstRun = leftInFirst >= n ? n : Swift.min(leftInFirst * m, n)
        let rest = n - firstRun
        guard rest > 0 else { return Self.pairs(firstRun) }
        let run = block >= n ? n : block * m
        return Self.pairs(firstRun) + Double(rest / run) * Self.pairs(run) + Self.pairs(rest % run)
    }

    /// C(size, 2).
    static func pairs(_ size: UInt128) -> Double {
        size < 2 ? 0 : Double(size) * Double(size - 1) / 2
    }
}

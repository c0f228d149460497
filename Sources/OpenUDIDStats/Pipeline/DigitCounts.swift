/// Turns byte-value counts into hex-digit counts.
enum DigitCounts {
    /// For each byte position (256 counts each), the counts of its first (high) and second
    /// (low) hex digit, in that order: byte position i gives digit positions 2i and 2i + 1.
    static func fromBytes(_ bytes: [[UInt64]]) -> [[UInt64]] {
        var digits: [[UInt64]] = []
        for counts in bytes {
            var high = [UInt64](repeating: 0, count: 16), low = [UInt64](repeating: 0, count: 16)
            for (value, count) in counts.enumerated() {
                high[value >> 4] += count
                low[value & 0xF] += count
            }
            digits.append(high)
            digits.append(low)
        }
        return digits
    }
}

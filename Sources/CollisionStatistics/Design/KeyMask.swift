/// A set of bit positions of a 128-bit key, as two words in key order (bit 0, the first
/// written, is the top bit of `high`).
package struct KeyMask: Sendable, Hashable {
    /// Positions 0-63.
    package var high: UInt64
    /// Positions 64-127.
    package var low: UInt64

    /// The positions set in `high` (0-63) and `low` (64-127).
    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// How many of the positions lie among the first `bits` (0...128).
    package func count(inPrefix bits: Int) -> Int {
        let highBits = Swift.min(bits, 64), lowBits = Swift.max(0, bits - 64)
        let highMask: UInt64 = highBits == 0 ? 0 : ~0 << (64 - highBits)
        let lowMask: UInt64 = lowBits == 0 ? 0 : ~0 << (64 - lowBits)
        return (high & highMask).nonzeroBitCount + (low & lowMask).nonzeroBitCount
    }

    /// How many positions the mask holds.
    package var count: Int { high.nonzeroBitCount + low.nonzeroBitCount }

    /// The four bits of hex digit `position` (0..<32).
    package static func digit(_ position: Int) -> KeyMask {
        let nibble: UInt64 = 0xF << UInt64(60 - 4 * (position % 16))
        return position < 16 ? KeyMask(high: nibble, low: 0) : KeyMask(high: 0, low: nibble)
    }

    /// Whether the two masks share a position.
    package func intersects(_ other: KeyMask) -> Bool { high & other.high != 0 || low & other.low != 0 }
}

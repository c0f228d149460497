/// What one worker thread counts while it generates identifiers. Each thread owns one, so the
/// hot loop increments plain memory; tallies are merged once the threads have finished.
final class ThreadTally: @unchecked Sendable {
    /// Keys per top-16-bit slice: the partition sizes, and the exact duplicate counts for
    /// prefixes of up to 16 bits.
    let slices: UnsafeMutablePointer<Int>
    /// Byte values per key byte position (16 × 256). Counting bytes halves the increments of
    /// counting nibbles; the nibble histograms are derived from them afterwards.
    let keyBytes: UnsafeMutablePointer<UInt64>
    /// Byte values per suffix byte position (4 × 256).
    let suffixBytes: UnsafeMutablePointer<UInt64>
    /// Suffixes equal to 0 and to `ffffffff`, the two values the 2011 modulo skews.
    var suffixZero: UInt64 = 0
    var suffixAllOnes: UInt64 = 0

    static let sliceCount = 1 << 16

    init() {
        slices = .allocate(capacity: ThreadTally.sliceCount)
        keyBytes = .allocate(capacity: 16 * 256)
        suffixBytes = .allocate(capacity: 4 * 256)
        reset()
    }

    deinit {
        slices.deallocate()
        keyBytes.deallocate()
        suffixBytes.deallocate()
    }

    /// Sets every count to zero.
    func reset() {
        slices.initialize(repeating: 0, count: ThreadTally.sliceCount)
        keyBytes.initialize(repeating: 0, count: 16 * 256)
        suffixBytes.initialize(repeating: 0, count: 4 * 256)
        suffixZero = 0
        suffixAllOnes = 0
    }

    /// Counts the bytes of one identifier.
    @inline(__always)
    func countBytes(of generated: GeneratedKey, suffix hasSuffix: Bool) {
        var high = generated.key.high, low = generated.key.low
        // Byte 7 of `high` (its least significant) is key byte 7; walk from there down.
        for b in 0..<8 {
            keyBytes[(7 &- b) &* 256 &+ Int(truncatingIfNeeded: high & 0xFF)] &+= 1
            keyBytes[(15 &- b) &* 256 &+ Int(truncatingIfNeeded: low & 0xFF)] &+= 1
            high &>>= 8
            low &>>= 8
        }
        if hasSuffix {
            let suffix = generated.suffix
            for b in 0..<4 {
                suffixBytes[(3 &- b) &* 256 &+ Int(truncatingIfNeeded: (suffix &>> UInt32(8 &* b)) & 0xFF)] &+= 1
            }
            if suffix == 0 { suffixZero &+= 1 }
            if suffix == .max { suffixAllOnes &+= 1 }
        }
    }
}

/// Where the message schedule of four blocks lives while their rounds run: W[t] + K[t] for
/// t = 0...79, one 16-byte vector per step, word i of a step belonging to the block in lane i.
///
/// The 1280 bytes are two pieces, steps 0...63 (1024 bytes) and steps 64...79 (256 bytes),
/// because `withUnsafeTemporaryAllocation` keeps at most 1024 bytes on the stack on Linux and
/// takes larger buffers from the heap (measured: a malloc and a free per call, for every SHA-1
/// one-shot hash). The step is always a constant in the generated code, so choosing the piece
/// costs nothing.
struct SHA1Schedule {
    /// Steps 0...63, 16-byte aligned.
    let low: UnsafeMutableRawPointer
    /// Steps 64...79, 16-byte aligned.
    let high: UnsafeMutableRawPointer

    /// Bytes of the first piece.
    static let lowSize = 64 * 16
    /// Bytes of the second piece.
    static let highSize = 16 * 16

    /// The 16 bytes of step `t`.
    @inline(__always)
    func step(_ t: Int) -> UnsafeMutableRawPointer {
        t < 64 ? low + t &* 16 : high + (t &- 64) &* 16
    }

    /// W[t] + K[t] of the block in lane `lane`.
    @inline(__always)
    func load(step t: Int, lane: Int) -> UInt32 {
        UnsafeRawPointer(step(t)).load(fromByteOffset: lane &* 4, as: UInt32.self)
    }

    /// Stores the four words of `w` plus `k` as step `t` (words travel as SIMD2<UInt64>, see
    /// ``SHA1State/rotateLanesLeftOne(_:)``).
    @inline(__always)
    func store(_ w: SIMD2<UInt64>, step t: Int, adding k: UInt32) {
        let lanes = unsafeBitCast(w, to: SIMD4<UInt32>.self) &+ SIMD4(repeating: k)
        step(t).storeBytes(of: lanes, as: SIMD4<UInt32>.self)
    }

    /// Calls `body` with two schedules on the stack, each in its two pieces.
    @inline(__always)
    static func withTwo<R>(_ body: (SHA1Schedule, SHA1Schedule) -> R) -> R {
        withUnsafeTemporaryAllocation(byteCount: lowSize, alignment: 16) { first in
            withUnsafeTemporaryAllocation(byteCount: lowSize, alignment: 16) { second in
                withUnsafeTemporaryAllocation(byteCount: 2 &* highSize, alignment: 16) { highs in
                    body(
                        SHA1Schedule(low: first.baseAddress!, high: highs.baseAddress!),
                        SHA1Schedule(low: second.baseAddress!, high: highs.baseAddress! + highSize))
                }
            }
        }
    }
}

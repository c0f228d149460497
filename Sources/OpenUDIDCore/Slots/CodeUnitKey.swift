/// The UTF-8 code units of a short string, gathered into six words so that two strings can be
/// compared with a length check and six integer comparisons, without touching either string.
///
/// For a string of `n ≥ 8` bytes, word `i` holds the 8 bytes starting at `min(8 i, n − 8)` for
/// every `i` with `8 i < n`: the last word overlaps the one before it rather than reading
/// past the end. Those windows cover every byte, so for equal lengths equal words mean equal
/// bytes. Shorter strings are zero-padded into word 0. Strings longer than 48 bytes have no
/// key. An OpenUDID (40 hex digits) fills five words.
struct CodeUnitKey: Equatable {
    /// The most bytes a key holds.
    static let capacity = 48

    var length: Int
    var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0, w4: UInt64 = 0, w5: UInt64 = 0

    /// The key of `bytes`, or `nil` when it is longer than ``capacity``.
    @inline(__always)
    init?(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        guard count <= Self.capacity else { return nil }
        length = count
        guard count >= 8, let base = bytes.baseAddress else {
            // 0-7 bytes: zero-padded into w0.
            withUnsafeMutableBytes(of: &w0) { $0.copyMemory(from: bytes) }
            return
        }
        @inline(__always) func word(_ index: Int) -> UInt64 {
            8 &* index < count ? base.loadUnaligned(fromByteOffset: Swift.min(8 &* index, count &- 8), as: UInt64.self) : 0
        }
        w0 = word(0); w1 = word(1); w2 = word(2); w3 = word(3); w4 = word(4); w5 = word(5)
    }

    @inline(__always)
    static func == (a: CodeUnitKey, b: CodeUnitKey) -> Bool {
        // Non-short-circuiting: six independent comparisons, one branch.
        ((a.length ^ b.length)
            | Int(
                bitPattern: UInt(
                    (a.w0 ^ b.w0) | (a.w1 ^ b.w1) | (a.w2 ^ b.w2)
                        | (a.w3 ^ b.w3) | (a.w4 ^ b.w4) | (a.w5 ^ b.w5)))) == 0
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 code units in place, without copying or retaining
    /// the string; `nil` when the string is not stored contiguously (a lazily bridged Cocoa
    /// string; native Swift strings always are).
    ///
    /// There is deliberately no fallback that copies: a copy anywhere in a caller's borrow
    /// scope makes the compiler copy the caller's whole record first.
    @inline(__always)
    func withContiguousCodeUnits<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R? {
        utf8.withContiguousStorageIfAvailable { body(UnsafeRawBufferPointer($0)) }
    }
}

extension UnsafeRawBufferPointer {
    /// True when both buffers hold the same bytes: lengths first, then 8 bytes at a time.
    @inlinable @inline(__always)
    func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        guard count == other.count else { return false }
        guard count > 0, let a = baseAddress, let b = other.baseAddress else { return true }
        var offset = 0
        while offset &+ 8 <= count {
            guard
                a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset &+= 8
        }
        while offset < count {
            guard a.load(fromByteOffset: offset, as: UInt8.self) == b.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset &+= 1
        }
        return true
    }
}

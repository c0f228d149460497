/// The ChaCha20 block function written straight from RFC 8439 §2.1-2.3, as a check on the
/// core's sixteen-lane vector version.
///
/// Nothing is shared with `OpenUDIDCore/Random`: the four constant words are read from the
/// text "expand 32-byte k" (§2.3), the state is an array of sixteen words, the quarter-round is
/// §2.1's eight lines with rotations written as shifts and an or, and the twenty rounds are
/// §2.3.1's column and diagonal rounds one quarter-round at a time. Slow and obvious on purpose.
enum ReferenceChaCha20 {
    /// "expand 32-byte k" as four little-endian words.
    static let constants: [UInt32] = littleEndianWords(Array("expand 32-byte k".utf8))

    /// The 64-byte block for `key` (32 bytes), `nonce` (12 bytes) and `counter`.
    static func block(key: [UInt8], nonce: [UInt8], counter: UInt32) -> [UInt8] {
        precondition(key.count == 32 && nonce.count == 12, "ChaCha20 takes a 32-byte key and a 12-byte nonce")
        let initial = constants + littleEndianWords(key) + [counter] + littleEndianWords(nonce)
        var x = initial
        func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value << count | value >> (32 - count) }
        func quarterRound(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
            x[a] = x[a] &+ x[b]; x[d] ^= x[a]; x[d] = rotate(x[d], 16)
            x[c] = x[c] &+ x[d]; x[b] ^= x[c]; x[b] = rotate(x[b], 12)
            x[a] = x[a] &+ x[b]; x[d] ^= x[a]; x[d] = rotate(x[d], 8)
            x[c] = x[c] &+ x[d]; x[b] ^= x[c]; x[b] = rotate(x[b], 7)
        }
        for _ in 0..<10 {
            quarterRound(0, 4, 8, 12); quarterRound(1, 5, 9, 13); quarterRound(2, 6, 10, 14); quarterRound(3, 7, 11, 15)
            quarterRound(0, 5, 10, 15); quarterRound(1, 6, 11, 12); quarterRound(2, 7, 8, 13); quarterRound(3, 4, 9, 14)
        }
        return (0..<16).flatMap { index -> [UInt8] in
            let word = x[index] &+ initial[index]
            return (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32($0 * 8)) }
        }
    }

    /// Bytes read four at a time as little-endian words.
    static func littleEndianWords(_ bytes: [UInt8]) -> [UInt32] {
        stride(from: 0, to: bytes.count, by: 4).map { start in
            (0..<4).reduce(UInt32(0)) { word, index in word | UInt32(bytes[start + index]) << UInt32(index * 8) }
        }
    }
}

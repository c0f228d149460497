import Foundation

/// MD5 written straight from RFC 1321, as a check on the core's unrolled implementation.
///
/// Nothing is shared with `OpenUDIDCore/MD5`: the sine table is computed as §3.4 defines it
/// (`T[i]` = the integer part of 2^32 · |sin(i)|, i in radians), the message is padded into a
/// fresh array (§3.1-3.2), and the four rounds run as a loop over the table of §3.4 with the
/// textbook F, G, H and I. Slow and obvious on purpose.
enum ReferenceMD5 {
    /// T[1...64] of RFC 1321 §3.4, stored from index 0. Every value is exact in `Double`: sin
    /// is correctly rounded enough that the 32 integer bits are right (they are the table the
    /// RFC prints).
    static let sineTable: [UInt32] = (1...64).map { UInt32(floor(abs(sin(Double($0))) * 4_294_967_296)) }

    /// The per-step left rotations of §3.4, four for each round.
    static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

    /// The 16-byte digest of `message`.
    static func hash(_ message: some Collection<UInt8>) -> [UInt8] {
        // §3.1-3.2: one 1 bit, zeros to 56 mod 64, then the bit length, low byte first.
        var padded = Array(message)
        let bitLength = UInt64(padded.count) &* 8
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        // §3.3.
        var a0: UInt32 = 0x6745_2301, b0: UInt32 = 0xEFCD_AB89
        var c0: UInt32 = 0x98BA_DCFE, d0: UInt32 = 0x1032_5476

        for blockStart in stride(from: 0, to: padded.count, by: 64) {
            var x = [UInt32](repeating: 0, count: 16)
            for j in 0..<16 {
                for k in 0..<4 { x[j] |= UInt32(padded[blockStart + 4 * j + k]) << UInt32(8 * k) }
            }
            var a = a0, b = b0, c = c0, d = d0
            for step in 0..<64 {
                let round = step / 16
                let mixed: UInt32
                let index: Int
                switch round {
                case 0: mixed = (b & c) | (~b & d); index = step
                case 1: mixed = (b & d) | (c & ~d); index = (5 * step + 1) % 16
                case 2: mixed = b ^ c ^ d; index = (3 * step + 5) % 16
                default: mixed = c ^ (b | ~d); index = (7 * step) % 16
                }
                let sum = a &+ mixed &+ x[index] &+ sineTable[step]
                let shift = shifts[round * 4 + step % 4]
                let rotated = (sum << shift) | (sum >> (32 - shift))
                (a, b, c, d) = (d, b &+ rotated, b, c)
            }
            a0 = a0 &+ a; b0 = b0 &+ b; c0 = c0 &+ c; d0 = d0 &+ d
        }

        // §3.5: A, B, C, D, each low byte first.
        var digest: [UInt8] = []
        for word in [a0, b0, c0, d0] {
            for k in 0..<4 { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(8 * k))) }
        }
        return digest
    }
}

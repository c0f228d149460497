/// SHA-1 written straight from FIPS 180-4, as a check on the core's vectorised implementation.
///
/// Nothing is shared with `OpenUDIDCore/SHA1`: the message is padded into a fresh array
/// (§5.1.1), each block's 80-word schedule is expanded in an array (§6.1.2 step 1), and the 80
/// rounds run as one loop choosing f and K by round (§4.1.1, §4.2.1). Slow and obvious on
/// purpose.
enum ReferenceSHA1 {
    /// The 20-byte digest of `message`.
    static func hash(_ message: some Collection<UInt8>) -> [UInt8] {
        // §5.1.1: a 1 bit, zeros to 56 mod 64, then the bit length, high byte first.
        var padded = Array(message)
        let bitLength = UInt64(padded.count) &* 8
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        // §5.3.1.
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { (x << n) | (x >> (32 - n)) }

        for blockStart in stride(from: 0, to: padded.count, by: 64) {
            var w = [UInt32](repeating: 0, count: 80)
            for t in 0..<16 {
                for k in 0..<4 { w[t] = w[t] << 8 | UInt32(padded[blockStart + 4 * t + k]) }
            }
            for t in 16..<80 { w[t] = rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1) }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for t in 0..<80 {
                let f: UInt32, k: UInt32
                switch t {
                case 0..<20: f = (b & c) ^ (~b & d); k = 0x5A82_7999
                case 20..<40: f = b ^ c ^ d; k = 0x6ED9_EBA1
                case 40..<60: f = (b & c) ^ (b & d) ^ (c & d); k = 0x8F1B_BCDC
                default: f = b ^ c ^ d; k = 0xCA62_C1D6
                }
                let temp = rotl(a, 5) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, rotl(b, 30), a, temp)
            }
            h[0] = h[0] &+ a; h[1] = h[1] &+ b; h[2] = h[2] &+ c; h[3] = h[3] &+ d; h[4] = h[4] &+ e
        }

        // §6.1.2: H0 ... H4, each high byte first.
        return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }
}

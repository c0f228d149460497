extension OpenUDID {
    /// Fills `buffer` with fresh OpenUDIDs made as the 2012 library makes them, with randomness
    /// from ``SecureRandom``. Several IDs are hashed at once, one per SIMD lane; nothing is
    /// allocated.
    ///
    /// ```swift
    /// let ids = [OpenUDID](unsafeUninitializedCapacity: 1000) { buffer, count in
    ///     OpenUDID.generate(into: buffer)
    ///     count = buffer.count
    /// }
    /// ```
    ///
    /// The random bits are read from the stream in bulk, 20 bytes per ID straight into the
    /// SIMD lanes, rather than through three `next()` calls per ID.
    @inlinable
    public static func generate(into buffer: UnsafeMutableBufferPointer<OpenUDID>) {
        guard let base = buffer.baseAddress else { return }
        typealias Lanes = MD5LaneState.Lanes
        var random = SecureRandom()
        var words = (Lanes(), Lanes(), Lanes(), Lanes(), Lanes())
        var index = 0
        while index &+ Lanes.scalarCount <= buffer.count {
            withUnsafeMutableBytes(of: &words) { random.fill($0) }
            hashLanes(
                highHigh: words.0, highLow: words.1, lowHigh: words.2, lowLow: words.3,
                suffixes: words.4, into: base + index)
            index &+= Lanes.scalarCount
        }
        while index < buffer.count {
            (base + index).initialize(to: generate(using: &random))
            index &+= 1
        }
        // The stack copy of random bits is not left behind.
        _ = withUnsafeMutableBytes(of: &words) { $0.initializeMemory(as: UInt8.self, repeating: 0) }
    }

    /// Fills `buffer` with fresh 2012 OpenUDIDs whose randomness comes from `generator`.
    ///
    /// Element i gets exactly what the i-th of `buffer.count` consecutive
    /// ``generate(using:)`` calls on the same generator would return: three `next()` calls
    /// per ID, in order. Only the MD5 is computed differently, several IDs per instruction.
    @inlinable
    public static func generate(
        into buffer: UnsafeMutableBufferPointer<OpenUDID>,
        using generator: inout some RandomNumberGenerator
    ) {
        guard let base = buffer.baseAddress else { return }
        let lanes = MD5LaneState.Lanes.scalarCount
        var index = 0
        while index &+ lanes <= buffer.count {
            generateLanes(into: base + index, using: &generator)
            index &+= lanes
        }
        while index < buffer.count {
            (base + index).initialize(to: generate(using: &generator))
            index &+= 1
        }
    }

    /// One batch: `Lanes.scalarCount` IDs written at `destination`.
    ///
    /// The MD5 input of every ID is one block: the 36 bytes of the UPPERCASE UUID string, the
    /// 0x80 padding byte (word 9), zeros, and the length 288 bits (word 14). The nine string
    /// words are computed lane-wise straight from the random bits, so no string is ever laid
    /// out in memory and no gather or transpose is needed.
    @inlinable @inline(__always)
    static func generateLanes(
        into destination: UnsafeMutablePointer<OpenUDID>,
        using generator: inout some RandomNumberGenerator
    ) {
        typealias Lanes = MD5LaneState.Lanes
        var highHigh = Lanes(), highLow = Lanes(), lowHigh = Lanes(), lowLow = Lanes()
        var suffixes = Lanes()
        for lane in 0..<Lanes.scalarCount {
            let high = generator.next()
            let low = generator.next()
            suffixes[lane] = UInt32(truncatingIfNeeded: generator.next())
            highHigh[lane] = UInt32(truncatingIfNeeded: high &>> 32)
            highLow[lane] = UInt32(truncatingIfNeeded: high)
            lowHigh[lane] = UInt32(truncatingIfNeeded: low &>> 32)
            lowLow[lane] = UInt32(truncatingIfNeeded: low)
        }
        hashLanes(
            highHigh: highHigh, highLow: highLow, lowHigh: lowHigh, lowLow: lowLow,
            suffixes: suffixes, into: destination)
    }

    /// Stamps the version and variant into the lanes' UUID bits, hashes the UPPERCASE strings
    /// and writes one OpenUDID per lane at `destination`.
    @inlinable @inline(__always)
    static func hashLanes(
        highHigh: MD5LaneState.Lanes, highLow: MD5LaneState.Lanes,
        lowHigh: MD5LaneState.Lanes, lowLow: MD5LaneState.Lanes,
        suffixes: MD5LaneState.Lanes, into destination: UnsafeMutablePointer<OpenUDID>
    ) {
        typealias Lanes = MD5LaneState.Lanes
        var highLow = highLow, lowHigh = lowHigh
        // Version 4 and the RFC 9562 variant (RFCUUID.stamped(version:)).
        highLow = (highLow & Lanes(repeating: ~0xF000)) | Lanes(repeating: 0x4000)
        lowHigh = (lowHigh & Lanes(repeating: 0x3FFF_FFFF)) | Lanes(repeating: 0x8000_0000)

        // Each 32-bit field becomes two words of 4 UPPERCASE digits each, in memory order.
        let (a0, a1) = uppercaseDigitWords(highHigh)
        let (b0, b1) = uppercaseDigitWords(highLow)
        let (c0, c1) = uppercaseDigitWords(lowHigh)
        let (d0, d1) = uppercaseDigitWords(lowLow)
        let hyphen = Lanes(repeating: 0x2D)
        // Bytes: a0 a1 | - b0[0..2] | b0[3] - b1[0..1] | b1[2..3] - c0[0] | c0[1..3] - | c1 | d0 | d1
        let block = MD5LaneBlock(
            a0, a1,
            hyphen | (b0 &<< 8),
            (b0 &>> 24) | (hyphen &<< 8) | (b1 &<< 16),
            (b1 &>> 16) | (hyphen &<< 16) | (c0 &<< 24),
            (c0 &>> 8) | (hyphen &<< 24),
            c1, d0, d1,
            Lanes(repeating: 0x80), Lanes(), Lanes(), Lanes(), Lanes(), Lanes(repeating: 288), Lanes())
        var state = MD5LaneState()
        state.compress(block)
        for lane in 0..<Lanes.scalarCount {
            (destination + lane).initialize(to: OpenUDID(digest: state.digest(lane: lane), suffix: suffixes[lane]))
        }
    }

    /// The 8 UPPERCASE hex digits of each lane's value as two little-endian words: the first
    /// holds digits 1-4 (the top 16 bits), the second digits 5-8. Within a word the first digit
    /// goes in the lowest byte, so each nibble moves to byte (3 - position).
    @inlinable @inline(__always)
    static func uppercaseDigitWords(_ value: MD5LaneState.Lanes) -> (MD5LaneState.Lanes, MD5LaneState.Lanes) {
        typealias Lanes = MD5LaneState.Lanes
        @inline(__always) func spread(_ y: Lanes) -> Lanes {
            // y holds 16 bits n3 n2 n1 n0 (n3 most significant): out = n3 | n2<<8 | n1<<16 | n0<<24.
            let n3 = (y &>> 12) & Lanes(repeating: 0xF)
            let n2 = y & Lanes(repeating: 0xF00)
            let n1 = (y & Lanes(repeating: 0xF0)) &<< 12
            let n0 = (y & Lanes(repeating: 0xF)) &<< 24
            let nibbles = n3 | n2 | n1 | n0
            // '0' + n, plus 7 more when n ≥ 10 (to reach 'A'); (n + 6) >> 4 is 1 exactly then.
            let isLetter = ((nibbles &+ Lanes(repeating: 0x0606_0606)) &>> 4) & Lanes(repeating: 0x0101_0101)
            return nibbles &+ Lanes(repeating: 0x3030_3030) &+ (isLetter &<< 3) &- isLetter
        }
        return (spread(value &>> 16), spread(value & Lanes(repeating: 0xFFFF)))
    }
}

import Testing
@testable import CollisionStatistics

/// The one model of the time-ordered designs: the bits each fixes, orders and leaves free, as
/// the stats formats had them written out, and the digits the audit judges under each method.
@Suite struct TimeOrderedDesignTests {
    @Test("the stats formats are the designs' bit for bit")
    func formats() {
        let v7Fixed = (high: UInt64(0xF000), low: UInt64(0xC000_0000_0000_0000))
        #expect(
            TimeOrderedDesign(.v7, .random).format
                == IdentifierFormat(
                    fixedHigh: v7Fixed.high, fixedLow: v7Fixed.low, orderedHigh: 0xFFFF_FFFF_FFFF_0000, hasSuffix: false,
                    spelling: .uuid))
        #expect(
            TimeOrderedDesign(.v7, .counter(bits: 42)).format
                == IdentifierFormat(
                    fixedHigh: v7Fixed.high, fixedLow: v7Fixed.low, orderedHigh: 0xFFFF_FFFF_FFFF_0FFF,
                    orderedLow: 0x3FFF_FFFF_0000_0000, hasSuffix: false, spelling: .uuid))
        #expect(
            TimeOrderedDesign(.v7, .counter(bits: 42), scope: .fleet).format
                == IdentifierFormat(
                    fixedHigh: 0xF800, fixedLow: v7Fixed.low, orderedHigh: 0xFFFF_FFFF_FFFF_0000, hasSuffix: false,
                    spelling: .uuid))
        #expect(
            TimeOrderedDesign(.v7, .subMillisecond).format
                == IdentifierFormat(
                    fixedHigh: v7Fixed.high, fixedLow: v7Fixed.low, orderedHigh: 0xFFFF_FFFF_FFFF_0FFF, hasSuffix: false,
                    spelling: .uuid))
        #expect(
            TimeOrderedDesign(.v6, .clock).format
                == IdentifierFormat(fixedHigh: 0xF000, fixedLow: ~0, orderedHigh: ~0xF000, hasSuffix: false, spelling: .uuid))
        #expect(
            TimeOrderedDesign(.v1, .clock, scope: .fleet).format
                == IdentifierFormat(
                    fixedHigh: 0xF000, fixedLow: 0xC000_0100_0000_0000, orderedHigh: ~0xF000, hasSuffix: false,
                    spelling: .uuidV1InTimeOrder))
    }

    @Test("free digits and duplicate bits per method")
    func freeDigits() {
        #expect(TimeOrderedDesign(.v7, .random).freeDigits == Array(13...15) + Array(17...31))
        #expect(TimeOrderedDesign(.v7, .subMillisecond).freeDigits == Array(17...31))
        #expect(TimeOrderedDesign(.v7, .counter(bits: 12)).freeDigits == Array(17...31))
        #expect(TimeOrderedDesign(.v7, .counter(bits: 26)).freeDigits == Array(20...31))
        #expect(TimeOrderedDesign(.v7, .counter(bits: 42)).freeDigits == Array(24...31))
        #expect(TimeOrderedDesign(.v7, .unknown).freeDigits == Array(24...31))
        #expect(TimeOrderedDesign(.v1, .tickCounter).freeDigits.isEmpty && TimeOrderedDesign(.v6, .unknown).freeDigits.isEmpty)
        #expect(
            [TimeOrderedMethod.random, .counter(bits: 42), .subMillisecond, .unknown].map { TimeOrderedDesign(.v7, $0).duplicateBits }
                == [74, 73, 62, 62])
        #expect(TimeOrderedDesign(.v6, .clock).duplicateBits == 61)
    }

    @Test("methods belong to their versions")
    func versions() {
        #expect(TimeOrderedMethod.counter(bits: 42).applies(to: .v7) && !TimeOrderedMethod.counter(bits: 43).applies(to: .v7))
        #expect(!TimeOrderedMethod.clock.applies(to: .v7) && !TimeOrderedMethod.subMillisecond.applies(to: .v1))
        #expect(TimeOrderedMethod.tickCounter.name == "counter" && TimeOrderedMethod.subMillisecond.name == "sub-millisecond")
    }
}

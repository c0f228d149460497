import Testing
import OpenUDIDCore
@testable import OpenUDIDStats

/// The fast key sources make the same identifiers as the core's public API.
@Suite struct GeneratorTests {
    @Test func openUDID2012MatchesTheCore() {
        var a = ChaCha20Random(seed: 1, stream: OpenUDID2012Keys.stream, block: 0), b = a
        for index in 0..<50 {
            let key = OpenUDID2012Keys(seed: 1).make(index: index, random: &a)
            let id = OpenUDID.generate(using: &b)
            #expect(key.key == StatsKey(high: id.digest.high, low: id.digest.low) && key.suffix == id.suffix)
        }
    }

    @Test func openUDID2011HashesTheProcessUniqueString() {
        let source = OpenUDID2011Keys(seed: 9)
        var a = ChaCha20Random(seed: 9, stream: OpenUDID2011Keys.stream, block: 3), b = a
        for index in [0, 9, 10, 123_456_789, Int(Int32.max)] {
            let key = source.make(index: index, random: &a)
            let processID = 100 + Int(b.next() % 99_900)
            let nanoseconds = source.dayStart + b.next() % 86_400_000_000_000
            let text = OpenUDID2011Keys.processUniqueString(index: index, processID: processID, nanoseconds: nanoseconds)
            let id = OpenUDID.generateLegacy(processUniqueString: text, using: &b)
            #expect(key.key == StatsKey(high: id.digest.high, low: id.digest.low) && key.suffix == id.suffix, "\(text)")
        }
    }

    @Test func uuidV3MatchesTheCore() {
        let source = UUIDv3Keys(seed: 4)
        var random = ChaCha20Random(seed: 4, stream: UUIDv3Keys.stream, block: 0)
        for index in [0, 7, 99_999_999] {
            let uuid = RFCUUID.v3(namespace: .dns, name: source.name(index: index))
            #expect(source.make(index: index, random: &random).key == StatsKey(high: uuid.high, low: uuid.low))
        }
    }

    /// A generator asked faster than its clock issues consecutive ticks. The key holds the
    /// UUID's fields in time order (its v6 twin with version digit 1), and is written as the
    /// UUID itself.
    @Test func uuidV1MatchesTheCoreGeneratorWithAStoppedClock() throws {
        let source = UUIDv1Keys(seed: 5)
        let start = source.devices.start
        let generator = TimeBasedUUIDGenerator(node: source.devices.node, clockSequence: source.devices.clockSequence, clock: { start })
        var random = ChaCha20Random(seed: 5, stream: UUIDv1Keys.stream, block: 0)
        var keys: [StatsKey] = []
        for index in 0..<20 {
            let uuid = generator.next()
            let key = source.make(index: index, random: &random).key
            let twin = try #require(uuid.reorderedToVersion6)
            #expect(key == StatsKey(high: twin.high & ~0xF000 | 0x1000, low: twin.low))
            #expect(RFCUUID(timeOrderedV1Key: key) == uuid)
            #expect(UUIDv1Keys.profile.format.text(key: key, suffix: 0) == uuid.description)
            keys.append(key)
        }
        #expect(keys.sorted() == keys)  // in time order, as the schedule numbers them
    }

    /// Keys in time order round-trip to the v1 UUID at any timestamp, the highest field's
    /// carries included.
    @Test func v1TimeOrderRoundTrips() {
        for timestamp: UInt64 in [0, 0xFFF, 0x1000, 0xFFFF_FFFF, 0x1_0000_0000, 0x0FFF_FFFF_FFFF_FFFF, 0x01E0_1234_5678_9ABC] {
            let uuid = RFCUUID(v1Timestamp: timestamp, clockSequence: 0x2A5B, node: 0x0123_4567_89AB)
            let key = StatsKey(RFCUUID.v1InTimeOrder(timestamp: timestamp, clockSequence: 0x2A5B, node: 0x0123_4567_89AB))
            #expect(RFCUUID(timeOrderedV1Key: key) == uuid, "timestamp \(timestamp)")
            #expect(key.high >> 16 == timestamp >> 12 && key.high & 0xFFFF == 0x1000 | timestamp & 0xFFF)
        }
    }

    @Test func fleetDevicesShareTicksAndDifferInNode() {
        let source = UUIDv1FleetKeys(seed: 6, fleetSize: 10)
        var random = ChaCha20Random(seed: 6, stream: UUIDv1FleetKeys.stream, block: 0)
        let keys = (0..<20).map { source.make(index: $0, random: &random).key }
        #expect(keys[0].high == keys[9].high)  // devices 0 and 9, tick 0
        #expect(keys[0].high != keys[10].high)  // device 0, ticks 0 and 1
        #expect(keys[0].low != keys[9].low)
        #expect(keys[0].low == keys[10].low)  // same device, same node and clock sequence
        #expect(Set(source.devices.nodes).count == 10 && source.devices.nodes.allSatisfy { $0 & 0x0100_0000_0000 != 0 })
    }

    @Test func weakControlHasThirtyTwoRandomBits() {
        var random = ChaCha20Random(seed: 1, stream: WeakControlKeys.stream, block: 0)
        let keys = (0..<100).map { WeakControlKeys(seed: 1).make(index: $0, random: &random).key }
        #expect(keys.allSatisfy { $0.low == 0 && $0.high & 0xFFFF_FFFF == 0 })
        #expect(Set(keys.map(\.high)).count > 90)
    }

    @Test func generatorListParsing() {
        #expect(StatsGenerator.parseList("uuid4, weak32") == [.uuidV4, .weak32])
        #expect(StatsGenerator.parseList("all") == StatsGenerator.allCases)
        #expect(StatsGenerator.parseList("uuid4,nope") == nil)
        #expect(StatsGenerator.parseList("") == nil)
    }

    @Test func textDigits() {
        var buffer = [UInt8](repeating: 0, count: 32)
        for value: UInt64 in [0, 9, 10, 255, 4096, .max] {
            let decimal = buffer.withUnsafeMutableBytes { TextDigits.writeDecimal(value, to: $0.baseAddress!) }
            #expect(String(decoding: buffer[..<decimal], as: UTF8.self) == String(value))
            let hex = buffer.withUnsafeMutableBytes { TextDigits.writeHex(value, to: $0.baseAddress!) }
            #expect(String(decoding: buffer[..<hex], as: UTF8.self) == String(value, radix: 16))
        }
    }
}

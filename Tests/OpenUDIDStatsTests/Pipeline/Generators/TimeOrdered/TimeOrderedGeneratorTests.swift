import RunProgress
import Testing
import OpenUDIDCore
@testable import OpenUDIDStats

/// The v6 and v7 generators of the report make what the core's generators make: one
/// generator under a stopped clock, and each device of a fleet in each of its milliseconds.
@Suite struct TimeOrderedGeneratorTests {
    /// Hands out given words, in order: the random bits the core draws, replayed.
    struct Replay: RandomNumberGenerator {
        var words: [UInt64]
        mutating func next() -> UInt64 { words.removeFirst() }
    }

    /// The first `count` words of a generator's block 0 under `seed`.
    static func blockWords<D: GeneratorDefinition>(_ definition: D.Type, seed: UInt64, count: Int) -> [UInt64] {
        var random = D.blockRandom(seed: seed, block: 0)
        return (0..<count).map { _ in random.next() }
    }

    /// The first `count` keys of `source`, made in batches as the pipeline makes them.
    static func keys<D: GeneratorDefinition>(_ source: D, seed: UInt64, count: Int) -> [StatsKey] {
        var random = D.blockRandom(seed: seed, block: 0)
        let made = UnsafeMutablePointer<GeneratedKey>.allocate(capacity: count)
        defer { made.deallocate() }
        var first = 0
        while first < count {
            let batch = Swift.min(batchSize, count - first)
            source.makeBatch(start: first, count: batch, random: &random, into: made + first)
            first += batch
        }
        return (0..<count).map { made[$0].key }
    }

    static func key(_ uuid: RFCUUID) -> StatsKey { StatsKey(high: uuid.high, low: uuid.low) }

    /// The Gregorian timestamp of a Unix millisecond and a fraction of it in 1/4096 ms, as a
    /// clock reading the core turns back into that fraction.
    static func reading(milliseconds: UInt64, fraction: UInt64) -> RFCUUID.Timestamp {
        let ticks = (fraction * 10_000 + 4095) / 4096  // the smallest tick whose fraction is `fraction`
        return RFCUUID.Timestamp(gregorianTicks: GregorianTime.ticksAtUnixEpoch + milliseconds * 10_000 + ticks)
    }

    @Test func uuidV6MatchesTheCoreGeneratorWithAStoppedClock() {
        let source = UUIDv6Keys(seed: 5)
        let start = source.devices.start
        let generator = TimeBasedUUIDGenerator(node: source.devices.node, clockSequence: source.devices.clockSequence, clock: { start })
        let keys = Self.keys(source, seed: 5, count: 100)
        for index in 0..<100 {
            let uuid = generator.nextV6()
            #expect(keys[index] == Self.key(uuid))
            #expect(uuid.version == 6 && uuid.timestamp?.gregorianTicks == start + UInt64(index))
        }
    }

    /// A v6 fleet's identifier is the version 6 twin of the v1 fleet's identifier of the same
    /// devices and tick.
    @Test func uuidV6FleetIsTheV1FleetReordered() {
        let source = UUIDv6FleetKeys(seed: 6, fleetSize: 10)
        var random = ChaCha20Random(seed: 6, stream: UUIDv6FleetKeys.stream, block: 0)
        for index in 0..<30 {
            let fields = source.devices.fields(index: index)
            let v1 = RFCUUID(v1Timestamp: fields.timestamp, clockSequence: fields.clockSequence, node: fields.node)
            #expect(source.make(index: index, random: &random).key == Self.key(v1.reorderedToVersion6!))
            #expect(fields.timestamp == source.devices.start + UInt64(index / 10))
        }
        #expect(Set(source.devices.nodes).count == 10 && source.devices.nodes.allSatisfy { $0 & 0x0100_0000_0000 != 0 })
    }

    /// The counter seeded once, counting up under a stopped clock; the core draws the tail of
    /// each UUID, and the seed after the first tail.
    @Test func uuidV7CounterMatchesTheCoreGeneratorWithAStoppedClock() {
        let source = UUIDv7CounterKeys(seed: 7)
        let tails = Self.blockWords(UUIDv7CounterKeys.self, seed: 7, count: 200)
        let seedWord = source.seed << 23 | 0x7F_FFFF  // any low bits: the core keeps the top 41
        var replay = Replay(words: [tails[0], seedWord] + tails.dropFirst())
        let reading = RFCUUID.Timestamp(unixMilliseconds: Int64(source.milliseconds))
        let generator = UUIDv7Generator(monotonicity: .counter(.standard), clock: { reading })
        let keys = Self.keys(source, seed: 7, count: 200)
        for index in 0..<200 {
            #expect(keys[index] == Self.key(generator.next(using: &replay)), "index \(index)")
        }
    }

    /// One unit of 1/4096 ms per UUID, carrying into the milliseconds, under a stopped clock.
    @Test func uuidV7SubMillisecondMatchesTheCoreGeneratorWithAStoppedClock() {
        let source = UUIDv7SubMillisecondKeys(seed: 8)
        let count = 5_000  // past 4096: the fraction carries into the next millisecond
        var replay = Replay(words: Self.blockWords(UUIDv7SubMillisecondKeys.self, seed: 8, count: count))
        let reading = Self.reading(milliseconds: source.start >> 12, fraction: source.start & 0xFFF)
        let generator = UUIDv7Generator(monotonicity: .subMillisecond, clock: { reading })
        let keys = Self.keys(source, seed: 8, count: count)
        for index in 0..<count {
            #expect(keys[index] == Self.key(generator.next(using: &replay)), "index \(index)")
        }
    }

    @Test func uuidV7RandomMatchesTheCoreGeneratorWithAStoppedClock() {
        let source = UUIDv7RandomKeys(seed: 9)
        var replay = Replay(words: Self.blockWords(UUIDv7RandomKeys.self, seed: 9, count: 400))
        let reading = RFCUUID.Timestamp(unixMilliseconds: Int64(source.milliseconds))
        let generator = UUIDv7Generator(monotonicity: .random, clock: { reading })
        let keys = Self.keys(source, seed: 9, count: 200)
        for index in 0..<200 {
            #expect(keys[index] == Self.key(generator.next(using: &replay)))
        }
    }

    /// Every device of a v7 fleet, in each of its first milliseconds, makes what a core
    /// generator of its method makes with the clock reading the device's instants and the
    /// random words the simulation drew for its identifiers.
    @Test(arguments: [(3, 4), (5, 1), (2, 16)])
    func v7FleetDevicesAreCoreGenerators(devices: Int, rate: Int) {
        let seed: UInt64 = 10
        let window = devices * rate, count = 3 * window + devices + 1  // three milliseconds and part of a fourth
        func check<D: V7FleetGenerator>(
            _: D.Type, monotonicity: UUIDv7Generator.Monotonicity, wordsPerUUID: Int,
            reading: (V7Fleet<D.Method>, _ milliseconds: UInt64, _ round: Int, _ runWord: UInt64) -> RFCUUID.Timestamp
        ) {
            let source = D(seed: seed, fleetSize: devices, fleetRate: rate)
            let fleet = source.fleet
            let words = Self.blockWords(D.self, seed: seed, count: wordsPerUUID * count)
            let keys = Self.keys(source, seed: seed, count: count)
            for device in 0..<devices {
                // One core generator per device, its clock set before each UUID.
                let clock = ClockBox()
                let generator = UUIDv7Generator(monotonicity: monotonicity, clock: { clock.now })
                for index in stride(from: device, to: count, by: devices) {
                    let place = fleet.place(index)
                    #expect(place.device == device)
                    let runWord = fleet.runWords.word(fleet.run(place))
                    let milliseconds = fleet.startMilliseconds + UInt64(place.window)
                    clock.now = reading(fleet, milliseconds, place.round, runWord)
                    var own = Array(words[wordsPerUUID * index..<wordsPerUUID * (index + 1)])
                    // The counter's first UUID of a millisecond draws its seed after its tail.
                    if monotonicity != .subMillisecond && monotonicity != .random && place.round == 0 { own.append(runWord) }
                    var replay = Replay(words: own)
                    #expect(keys[index] == Self.key(generator.next(using: &replay)), "\(D.profile.name) index \(index)")
                    #expect(replay.words.isEmpty)
                }
            }
        }
        check(UUIDv7CounterFleetKeys.self, monotonicity: .counter(.standard), wordsPerUUID: 1) { _, milliseconds, _, _ in
            RFCUUID.Timestamp(unixMilliseconds: Int64(milliseconds))
        }
        check(UUIDv7SubMillisecondFleetKeys.self, monotonicity: .subMillisecond, wordsPerUUID: 1) { fleet, milliseconds, round, runWord in
            Self.reading(milliseconds: milliseconds, fraction: fleet.method.fraction(round: round, rate: rate, runWord: runWord))
        }
        check(UUIDv7RandomFleetKeys.self, monotonicity: .random, wordsPerUUID: 2) { _, milliseconds, _, _ in
            RFCUUID.Timestamp(unixMilliseconds: Int64(milliseconds))
        }
    }

    /// A clock a test sets.
    final class ClockBox: @unchecked Sendable {
        var now = RFCUUID.Timestamp(gregorianTicks: 0)
    }

    /// Fractions: evenly spread, 4096/r apart, from a phase below the step; distinct and
    /// increasing within a run.
    @Test(arguments: [1, 2, 16, 4096])
    func subMillisecondFractionsAreEvenlySpread(rate: Int) {
        let method = SubMillisecondRun.standard
        for runWord: UInt64 in [0, .max, 0x8000_0000_0000_0000, 0x1234_5678_9ABC_DEF0] {
            let fractions = (0..<rate).map { method.fraction(round: $0, rate: rate, runWord: runWord) }
            #expect(fractions.first! < UInt64(4096 / rate))
            #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $1 - $0 == UInt64(4096 / rate) })
            #expect(fractions.last! < 4096)
        }
    }

    /// The places of consecutive indices: device, then round, then millisecond.
    @Test func fleetPlacesAdvanceDeviceRoundMillisecond() {
        let fleet = UUIDv7CounterFleetKeys(seed: 1, fleetSize: 3, fleetRate: 2).fleet
        var place = fleet.place(0)
        for index in 0..<20 {
            let direct = fleet.place(index)
            #expect(place.window == direct.window && place.round == direct.round && place.device == direct.device)
            #expect(direct.device == index % 3 && direct.round == index / 3 % 2 && direct.window == index / 6)
            place.advance(devices: 3, rate: 2)
        }
    }

    /// Run words read a chunk at a time are the words read one at a time.
    @Test func runWordsAreRandomAccess() {
        let words = RunWords(seed: 42)
        let chunk = UnsafeMutablePointer<UInt64>.allocate(capacity: RunWords.chunkSize)
        defer { chunk.deallocate() }
        for index in [0, 5, 127] {
            words.fill(chunk: 0, into: chunk)
            #expect(chunk[index] == words.word(index))
        }
        words.fill(chunk: 3, into: chunk)
        #expect(chunk[0] == words.word(3 * 128) && chunk[127] == words.word(4 * 128 - 1))
        #expect(words.word(0) != RunWords(seed: 43).word(0))
    }

    /// Batches equal single identifiers, across chunks of run words and blocks.
    @Test(arguments: [(0, batchSize), (5, 7), (65_530, batchSize), (999_999_999, 13), (Int(Int64.max) - batchSize, batchSize)])
    func batchesMatchSingleIdentifiers(start: Int, count: Int) {
        func check<S: KeySource>(_ source: S, stream: UInt32) {
            var one = ChaCha20Random(seed: 77, stream: stream, block: 5), batch = one
            let expected = (0..<count).map { source.make(index: start + $0, random: &one) }
            let made = UnsafeMutablePointer<GeneratedKey>.allocate(capacity: batchSize)
            defer { made.deallocate() }
            source.makeBatch(start: start, count: count, random: &batch, into: made)
            for offset in 0..<count { #expect(made[offset] == expected[offset], "\(S.self) index \(start + offset)") }
            #expect(one.next() == batch.next())
        }
        check(UUIDv7CounterFleetKeys(seed: 3, fleetSize: 7, fleetRate: 4), stream: UUIDv7CounterFleetKeys.stream)
        check(UUIDv7SubMillisecondFleetKeys(seed: 3, fleetSize: 200, fleetRate: 2), stream: UUIDv7SubMillisecondFleetKeys.stream)
        check(UUIDv7RandomFleetKeys(seed: 3), stream: UUIDv7RandomFleetKeys.stream)
    }

    /// Threads, page chains and the run words' chunks change how the work is split, never the
    /// counts, nor the design's expectations.
    @Test(arguments: ["uuid7-counter-fleet", "uuid7-subms-fleet", "uuid6-fleet", "uuid7-subms"])
    func countsDoNotDependOnThreadsOrPages(name: String) throws {
        let generator = try #require(StatsGenerator(rawValue: name))
        func measure(threads: Int, paged: Bool) throws -> GeneratorMeasurement {
            var settings = PipelineSettings(
                count: 70_000, seed: 31, threads: threads, memoryLimit: 1 << 30,
                prefixBits: [16, 40, 48, 52, 56, 60, 64, 80, 100])
            settings.fleetRate = 8
            settings.avoidStaging = paged
            settings.keysPerPage = paged ? 5 : settings.keysPerPage
            return try generator.measure(settings: settings, fleetSize: 30, progress: ProgressCounter(), poll: {})
        }
        let reference = try measure(threads: 1, paged: false)
        for other in [try measure(threads: 3, paged: false), try measure(threads: 2, paged: true)] {
            #expect(other.prefixPairs == reference.prefixPairs && other.exactPairs == reference.exactPairs)
            #expect(other.digitCounts == reference.digitCounts && other.ideal == reference.ideal)
        }
        #expect(reference.ideal != nil)
    }

    /// Every new generator is version 6 or 7 of the RFC variant, in its time range.
    @Test func versionsAndTimes() {
        let generators: [(any GeneratorDefinition.Type, Int)] = [
            (UUIDv6Keys.self, 6), (UUIDv6FleetKeys.self, 6), (UUIDv7CounterKeys.self, 7), (UUIDv7SubMillisecondKeys.self, 7),
            (UUIDv7RandomKeys.self, 7), (UUIDv7CounterFleetKeys.self, 7), (UUIDv7SubMillisecondFleetKeys.self, 7),
            (UUIDv7RandomFleetKeys.self, 7),
        ]
        for (definition, version) in generators {
            func check<D: GeneratorDefinition>(_: D.Type) {
                for key in Self.keys(D(seed: 12, fleetSize: 5, fleetRate: 4), seed: 12, count: 300) {
                    let uuid = RFCUUID(high: key.high, low: key.low)
                    #expect(uuid.version == version && uuid.variant == .rfc9562, "\(D.profile.name)")
                    let year = uuid.timestamp.map { $0.description.prefix(4) }
                    #expect(year == (version == 6 ? "2012" : "2025"), "\(D.profile.name): \(uuid)")
                }
            }
            check(definition)
        }
    }
}

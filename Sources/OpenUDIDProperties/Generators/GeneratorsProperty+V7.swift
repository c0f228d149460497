import FuzzSupport
import OpenUDIDCore

extension GeneratorsProperty {
    /// Milliseconds since 1970 of 2012-01-01, where the v7 scripts start.
    static let v7ScriptEpoch: Int64 = 1_325_376_000_000

    /// v7 script: a method byte (bits 0-1: sub-millisecond, counter of 12 + (bits 2-6) mod 31
    /// bits, random, 42-bit counter; bit 7: a burst of 2100 more UUIDs on a clock that stands
    /// still, which overflows a 12-bit counter), a count byte (mod 48, plus one), a 3-byte
    /// offset in milliseconds from ``v7ScriptEpoch``, and per UUID a signed byte (the step in
    /// milliseconds: back, none or forward) and a byte for the time within the millisecond (in
    /// units of 39 ticks of 100 ns). The random words follow.
    static func checkV7(_ reader: inout FuzzReader) -> PropertyViolation? {
        let methodByte = reader.byte()
        let monotonicity: UUIDv7Generator.Monotonicity
        switch methodByte & 3 {
        case 0: monotonicity = .subMillisecond
        case 1: monotonicity = .counter(try! .init(bits: 12 + Int((methodByte >> 2) & 31) % 31))
        case 2: monotonicity = .random
        default: monotonicity = .counter(.standard)
        }
        if let problem = checkCounterWidths(methodByte, monotonicity) { return fail(problem) }
        let count = Int(reader.byte() % 48) + 1 + (methodByte & 0x80 != 0 ? 2100 : 0)
        var milliseconds = v7ScriptEpoch + Int64(reader.byte()) + Int64(reader.uint16()) << 8
        var readings: [UInt64] = []
        for index in 0..<count {
            if index < 48 {
                milliseconds += Int64(Int8(bitPattern: reader.byte()))
                let ticks = UInt64(reader.byte()) * 39
                readings.append(RFCUUID.Timestamp(unixMilliseconds: milliseconds).gregorianTicks + ticks)
            } else {
                readings.append(readings.last!)
            }
        }

        let clock = ScriptedClock(readings)
        let generator = UUIDv7Generator(monotonicity: monotonicity) { RFCUUID.Timestamp(gregorianTicks: clock.read()) }
        var random = FuzzRandom(reader)
        var modelRandom = FuzzRandom(reader)
        var model = V7Model(monotonicity: monotonicity)
        var previous: RFCUUID? = nil
        for (index, reading) in readings.enumerated() {
            let uuid = generator.next(using: &random)
            let expected = model.next(ticks: reading, using: &modelRandom)
            guard uuid == expected, uuid.version == 7, uuid.variant == .rfc9562 else {
                return fail("v7 \(monotonicity) #\(index) at \(reading) ticks is \(uuid), the model says \(expected)")
            }
            if monotonicity != .random, let previous, !(previous < uuid) {
                return fail("v7 \(monotonicity) #\(index): \(uuid) does not follow \(previous)")
            }
            previous = uuid
        }
        reader = random.reader

        // Bulk with a still clock: the same as consecutive single calls.
        let still = readings.last!
        let bulk = UUIDv7Generator(monotonicity: monotonicity) { RFCUUID.Timestamp(gregorianTicks: still) }
        let single = UUIDv7Generator(monotonicity: monotonicity) { RFCUUID.Timestamp(gregorianTicks: still) }
        var bulkRandom = FuzzRandom(reader), singleRandom = FuzzRandom(reader)
        let size = Int(methodByte % 20)
        let ids = [RFCUUID](unsafeUninitializedCapacity: size) { buffer, initialized in
            bulk.fill(buffer, using: &bulkRandom)
            initialized = size
        }
        let singles = (0..<size).map { _ in single.next(using: &singleRandom) }
        guard ids == singles else { return fail("v7 \(monotonicity) fill(_:using:) gives \(ids), single calls \(singles)") }
        return nil
    }

    /// Counter widths outside 12...42 bits are refused, naming the width; every method names
    /// itself (`counter(N bits)` with its width).
    static func checkCounterWidths(_ methodByte: UInt8, _ monotonicity: UUIDv7Generator.Monotonicity) -> String? {
        for bits in [11 - Int(methodByte % 12), 43 + Int(methodByte)] {
            let width = Result { () throws(UUIDv7CounterWidthError) in try UUIDv7Generator.CounterWidth(bits: bits) }
            guard case let .failure(error) = width, error.bits == bits, error.description.contains("\(bits) bits") else {
                return "a counter of \(bits) bits gives \(width)"
            }
        }
        let expected: String
        switch monotonicity {
        case let .counter(width): expected = "counter(\(width.bits) bits)"
        case .subMillisecond: expected = "subMillisecond"
        case .random: expected = "random"
        }
        return monotonicity.description == expected ? nil : "\(expected) describes itself as \(monotonicity)"
    }

    static func checkV8(_ reader: inout FuzzReader) -> PropertyViolation? {
        let (high, low) = (reader.uint64(), reader.uint64())
        let expected = RFCUUID(high: (high & ~0xF000) | 0x8000, low: (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000)
        let fields = RFCUUID(v8CustomA: high >> 16, customB: UInt16(truncatingIfNeeded: high & 0xFFF), customC: low)
        let bytes = RFCUUID.v8(bytes: RFCUUID(high: high, low: low).bytes)
        guard RFCUUID.v8(high: high, low: low) == expected, fields == expected, bytes == expected,
            expected.version == 8, expected.variant == .rfc9562
        else {
            return fail(
                "v8 of \(high), \(low): \(RFCUUID.v8(high: high, low: low)), fields \(fields), bytes \(bytes); expected \(expected)")
        }
        return nil
    }
}

/// RFC 9562 §6.2 as ``UUIDv7Generator`` documents each method, written out plainly: the state
/// of one generator and the UUID it must give for a clock reading and the random words.
struct V7Model {
    let monotonicity: UUIDv7Generator.Monotonicity
    /// Sub-millisecond: the last 60-bit value. Random: the last millisecond.
    var last: UInt64 = 0
    /// Counter: started, millisecond, counter.
    var counterStarted = false
    var counterMilliseconds: UInt64 = 0
    var counter: UInt64 = 0

    init(monotonicity: UUIDv7Generator.Monotonicity) { self.monotonicity = monotonicity }

    mutating func next(ticks: UInt64, using random: inout FuzzRandom) -> RFCUUID {
        let sinceUnix = ticks - 0x01B2_1DD2_1381_4000  // 100 ns ticks since 1970
        let milliseconds = sinceUnix / 10_000
        let fraction = (sinceUnix % 10_000) * 4096 / 10_000  // 1/4096 ms
        func layout(_ ms: UInt64, _ a: UInt64, _ b: UInt64) -> RFCUUID {
            RFCUUID(high: ms << 16 | 0x7000 | (a & 0xFFF), low: 0x8000_0000_0000_0000 | (b & 0x3FFF_FFFF_FFFF_FFFF))
        }
        switch monotonicity {
        case .subMillisecond:
            last = max(milliseconds << 12 | fraction, last + 1)
            return layout(last >> 12, last & 0xFFF, random.next())
        case .random:
            last = max(last, milliseconds)
            let first = random.next()
            return layout(last, first >> 52, random.next())
        case let .counter(width):
            let bits = UInt64(width.bits)
            let tail = random.next()
            if !counterStarted || milliseconds > counterMilliseconds {
                (counterStarted, counterMilliseconds) = (true, milliseconds)
                counter = random.next() >> (64 - (bits - 1))
            } else if counter + 1 < 1 << bits {
                counter += 1
            } else {
                counterMilliseconds += 1
                counter = random.next() >> (64 - (bits - 1))
            }
            // Counter: top 12 bits in rand_a, the other B − 12 at the top of rand_b, random below.
            let tailBits = 74 - bits
            let randomB = (counter & ((1 << (bits - 12)) - 1)) << tailBits | tail & ((1 << tailBits) - 1)
            return layout(counterMilliseconds, counter >> (bits - 12), randomB)
        }
    }
}

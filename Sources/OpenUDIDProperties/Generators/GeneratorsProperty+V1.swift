import FuzzSupport
import OpenUDIDCore

extension GeneratorsProperty {
    /// Ticks (100 ns since 1582-10-15) of 2012-01-01, where the scripted clocks start, unless
    /// the script asks for the end of the 60-bit range (the year 5236, which only an injected
    /// clock reaches).
    static let scriptEpoch: UInt64 = 0x01E1_4A5C_8B9C_4000

    /// v1 script: a flags byte (bit 0: node given, bit 1: clock sequence given, bit 2: at the
    /// end of the range), the node (8 bytes) and clock sequence (2 bytes) when given, then the
    /// count of UUIDs (mod 48, plus one), a 4-byte offset of the first reading from
    /// ``scriptEpoch``, and one signed byte per further reading: the step from the reading
    /// before (negative: the clock was set back; zero: the same tick). A node or clock
    /// sequence not given is drawn from the next words of the input, as the generator draws
    /// them from its random source. At the end of the range the first reading is the offset
    /// mod 64 below ``TimeBasedUUIDGenerator/maximumTimestamp`` instead, so that readings pass
    /// it (the generator clamps them) and borrowed ticks run out.
    static func checkV1(_ reader: inout FuzzReader) -> PropertyViolation? {
        let flags = reader.byte()
        let givenNode: UInt64? = flags & 1 != 0 ? reader.uint64() : nil
        let givenSequence: UInt16? = flags & 2 != 0 ? reader.uint16() : nil
        let count = Int(reader.byte() % 48) + 1
        let offset = UInt64(reader.byte()) | UInt64(reader.uint16()) << 8 | UInt64(reader.byte()) << 24
        let maximum: UInt64 = 0x0FFF_FFFF_FFFF_FFFF  // 2^60 − 1 ticks: RFC 9562 §5.1's 60 bits
        var readings = [flags & 4 != 0 ? maximum - offset % 64 : scriptEpoch &+ offset]
        for _ in 1..<count { readings.append(readings.last! &+ UInt64(bitPattern: Int64(Int8(bitPattern: reader.byte())))) }

        var random = FuzzRandom(reader)
        let clock = ScriptedClock(readings)
        let generator = TimeBasedUUIDGenerator(
            node: givenNode, clockSequence: givenSequence, clock: { clock.read() }, using: &random)
        reader = random.reader

        // What the generator should have drawn: the sequence first, then the node with the
        // multicast bit set (RFC 9562 §6.10).
        var drawn = random.words[...]
        let sequence = (givenSequence ?? UInt16(truncatingIfNeeded: drawn.popFirst() ?? 0)) & 0x3FFF
        let node = (givenNode ?? ((drawn.popFirst() ?? 0) | 0x0100_0000_0000)) & 0xFFFF_FFFF_FFFF
        guard generator.node == node, generator.clockSequence == sequence else {
            return fail("v1 generator has node \(generator.node) and sequence \(generator.clockSequence), expected \(node) and \(sequence)")
        }

        // Version 6 from a twin generator with the same clock script: RFC 9562 §5.6's
        // reordering of the same fields (checked field by field below).
        let twinClock = ScriptedClock(readings)
        let twin = TimeBasedUUIDGenerator(node: node, clockSequence: sequence, clock: { twinClock.read() })

        // The model: RFC 9562 §6.1-6.2 as the generator documents it.
        var lastReading: UInt64? = nil
        var lastTimestamp: UInt64 = 0
        var clockSequence = sequence
        var seen = Set<RFCUUID>()
        for (index, rawReading) in readings.enumerated() {
            let reading = Swift.min(rawReading, maximum)
            let timestamp: UInt64
            if let last = lastReading, reading < last {
                clockSequence = (clockSequence &+ 1) & 0x3FFF
                timestamp = reading
            } else if lastReading != nil, reading <= lastTimestamp, lastTimestamp == maximum {
                // No tick left to borrow: treated as a step back.
                clockSequence = (clockSequence &+ 1) & 0x3FFF
                timestamp = reading
            } else if lastReading != nil, reading <= lastTimestamp {
                timestamp = lastTimestamp &+ 1
            } else {
                timestamp = reading
            }
            lastReading = reading
            lastTimestamp = timestamp

            let uuid = generator.next()
            // RFC 9562 §5.1 layout, field by field.
            let high = (timestamp & 0xFFFF_FFFF) << 32 | ((timestamp >> 32) & 0xFFFF) << 16 | 0x1000 | (timestamp >> 48) & 0x0FFF
            let low = 0x8000_0000_0000_0000 | UInt64(clockSequence) << 48 | node
            guard uuid == RFCUUID(high: high, low: low), uuid.version == 1, uuid.variant == .rfc9562,
                uuid.timestamp?.gregorianTicks == timestamp, uuid.clockSequence == clockSequence, uuid.node == node
            else {
                return fail(
                    "v1 #\(index) at reading \(reading) is \(uuid), expected timestamp \(timestamp), sequence \(clockSequence); readings \(readings)"
                )
            }
            guard seen.insert(uuid).inserted else {
                return fail("v1 #\(index) repeats \(uuid); readings \(readings)")
            }
            let v6 = twin.nextV6()
            let v6High = (timestamp >> 12) << 16 | 0x6000 | timestamp & 0x0FFF
            guard v6 == RFCUUID(high: v6High, low: low), uuid.reorderedToVersion6 == v6, v6.version == 6,
                v6.timestamp == uuid.timestamp, v6.clockSequence == clockSequence, v6.node == node
            else {
                return fail("v6 #\(index) is \(v6), expected the fields of \(uuid) reordered; readings \(readings)")
            }
        }
        return nil
    }
}

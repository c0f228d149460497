package import FuzzSupport
import OpenUDIDCore

/// The properties of the `generators` fuzz target: fuzz bytes are the random source of the
/// v4, v1 and OpenUDID generators, so the properties hold for every possible random stream,
/// not only likely ones.
///
/// Input layout, read in this order (missing bytes are zero): 4 words for two v4 UUIDs, 6
/// words for two 2012 OpenUDIDs, a length byte and that many bytes of process-unique string
/// plus 2 words for two 2011 OpenUDIDs, then the v1 script (``checkV1(_:)``), the v7 script
/// (``checkV7(_:)``), two words for v8 (``checkV8(_:)``) and two for timestamps
/// (``checkTimestamp(_:)``).
///
/// - v4: version 4, variant RFC 9562, the other 122 bits exactly the random bits.
/// - 2012: 40 lowercase hex digits; the digest is MD5 (``ReferenceMD5``) of the UPPERCASE
///   canonical v4 string and the suffix the low 32 bits of the third word.
/// - 2011: the digest is MD5 of the string; the suffix is `r % 4294967295`, never `ffffffff`.
/// - v1: version 1, variant RFC 9562, the node and clock sequence as configured, timestamps
///   following the generator's three rules, and no UUID repeated; v6 from a twin generator is
///   the same fields reordered (RFC 9562 §5.6).
/// - v7: for each method, from a clock script that steps, stalls and goes back, and bursts past
///   a 12-bit counter's capacity: exactly the UUIDs of a plain model of RFC 9562 §6.2 as
///   ``UUIDv7Generator`` documents it, strictly increasing (counter and sub-millisecond), and
///   the bulk path equal to single calls.
/// - v8: the caller's 122 bits kept, version 8 and the RFC variant, whichever entry point.
/// - Timestamps: ISO 8601 text, Unix milliseconds and time, the conversions from milliseconds,
///   seconds and `Date` against plain calendar arithmetic (``checkTimestamp(_:)``).
/// - Bulk: `v4(into:using:)` and `generate(into:using:)` (the whole input is their random
///   source, byte 0 mod 20 the count) equal consecutive single calls.
/// - Distinct random input gives distinct values and equal input equal values, for each pair;
///   the single exception is quirk Q2 of the 2011 suffix, where random words 0 and `ffffffff`
///   both give suffix 0.
package enum GeneratorsProperty {
    /// Checks every property for one input; `nil` when all hold.
    package static func check(_ bytes: UnsafeRawBufferPointer) -> PropertyViolation? {
        var random = FuzzRandom(FuzzReader(bytes))
        if let violation = checkV4(&random) { return violation }
        if let violation = checkOpenUDID(&random) { return violation }
        if let violation = checkLegacy(&random) { return violation }
        if let violation = checkV1(&random.reader) { return violation }
        if let violation = checkV7(&random.reader) { return violation }
        if let violation = checkV8(&random.reader) { return violation }
        if let violation = checkTimestamp(&random.reader) { return violation }
        return checkBulk(bytes)
    }

    static func fail(_ message: String) -> PropertyViolation { PropertyViolation("generators", message) }

    /// The bits of a v4 UUID that come from the random words (all but version and variant).
    static let v4HighMask: UInt64 = ~0xF000
    static let v4LowMask: UInt64 = 0x3FFF_FFFF_FFFF_FFFF

    static func checkV4(_ random: inout FuzzRandom) -> PropertyViolation? {
        var made: [(RFCUUID, [UInt64])] = []
        for _ in 0..<2 {
            random.clearRecord()
            let uuid = RFCUUID.v4(using: &random)
            let words = random.words
            guard words.count == 2, uuid.version == 4, uuid.variant == .rfc9562,
                uuid.high & v4HighMask == words[0] & v4HighMask, uuid.low & v4LowMask == words[1] & v4LowMask
            else { return fail("v4 from \(words) is \(uuid) (version \(uuid.version), variant \(uuid.variant))") }
            made.append((uuid, [words[0] & v4HighMask, words[1] & v4LowMask]))
        }
        guard (made[0].0 == made[1].0) == (made[0].1 == made[1].1) else {
            return fail("v4: random bits \(made[0].1) and \(made[1].1) gave \(made[0].0) and \(made[1].0)")
        }
        return nil
    }

    static func checkOpenUDID(_ random: inout FuzzRandom) -> PropertyViolation? {
        var made: [(OpenUDID, [UInt64])] = []
        for _ in 0..<2 {
            random.clearRecord()
            let value = OpenUDID.generate(using: &random)
            let words = random.words
            guard words.count == 3 else { return fail("OpenUDID.generate used \(words.count) words, not 3") }
            let uuid = RFCUUID(high: (words[0] & v4HighMask) | 0x4000, low: (words[1] & v4LowMask) | 0x8000_0000_0000_0000)
            let digest = ReferenceMD5.hash(ReferenceUUIDText.format(uuid, .canonical, .upper))
            let expected = digest.flatMap { ASCII.hex(UInt64($0), digits: 2) } + ASCII.hex(words[2] & 0xFFFF_FFFF, digits: 8)
            let text = value.description
            guard text.utf8.elementsEqual(expected), text.utf8.count == 40,
                text.utf8.allSatisfy({ ASCII.isHexDigit($0) && !(UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) })
            else { return fail("OpenUDID from \(words) is \(text), expected \(show(expected))") }
            made.append((value, [words[0] & v4HighMask, words[1] & v4LowMask, words[2] & 0xFFFF_FFFF]))
        }
        guard (made[0].0 == made[1].0) == (made[0].1 == made[1].1) else {
            return fail("OpenUDID: random bits \(made[0].1) and \(made[1].1) gave \(made[0].0) and \(made[1].0)")
        }
        return nil
    }

    static func checkLegacy(_ random: inout FuzzRandom) -> PropertyViolation? {
        let length = Int(random.reader.byte() % 64)
        let stringBytes = (0..<length).map { _ in random.reader.byte() }
        let unique = String(decoding: stringBytes, as: UTF8.self)
        let digest = ReferenceMD5.hash(Array(unique.utf8))
        var made: [(OpenUDID, UInt32)] = []
        for _ in 0..<2 {
            random.clearRecord()
            let value = OpenUDID.generateLegacy(processUniqueString: unique, using: &random)
            let word = UInt32(truncatingIfNeeded: random.words.last ?? 0)
            let text = value.description
            let expected = digest.flatMap { ASCII.hex(UInt64($0), digits: 2) } + ASCII.hex(UInt64(word % 4_294_967_295), digits: 8)
            guard random.words.count == 1, text.utf8.elementsEqual(expected), value.suffix != 0xFFFF_FFFF else {
                return fail("2011 OpenUDID of \(show(unique)) and \(word) is \(text), expected \(show(expected))")
            }
            made.append((value, word))
        }
        let (first, second) = (made[0], made[1])
        let q2 = Set([first.1, second.1]) == [0, 0xFFFF_FFFF]
        guard (first.0 == second.0) == (first.1 == second.1 || q2) else {
            return fail("2011: random words \(first.1) and \(second.1) gave \(first.0) and \(second.0)")
        }
        return nil
    }
}

extension GeneratorsProperty {
    /// The bulk entry points with a generator: element i of ``RFCUUID/v4(into:using:)`` and
    /// ``OpenUDID/generate(into:using:)`` is what the i-th consecutive single call gives (the
    /// lane-by-lane MD5 behind the latter is checked further by the `md5` target).
    static func checkBulk(_ bytes: UnsafeRawBufferPointer) -> PropertyViolation? {
        let count = bytes.isEmpty ? 0 : Int(bytes[0] % 20)
        var bulkRandom = FuzzRandom(FuzzReader(bytes))
        var singleRandom = FuzzRandom(FuzzReader(bytes))
        let uuids = [RFCUUID](unsafeUninitializedCapacity: count) { buffer, initialized in
            RFCUUID.v4(into: buffer, using: &bulkRandom)
            initialized = count
        }
        let singles = (0..<count).map { _ in RFCUUID.v4(using: &singleRandom) }
        guard uuids == singles else { return fail("v4(into:using:) gives \(uuids), single calls \(singles)") }
        let ids = [OpenUDID](unsafeUninitializedCapacity: count) { buffer, initialized in
            OpenUDID.generate(into: buffer, using: &bulkRandom)
            initialized = count
        }
        let singleIDs = (0..<count).map { _ in OpenUDID.generate(using: &singleRandom) }
        guard ids == singleIDs else { return fail("generate(into:using:) gives \(ids), single calls \(singleIDs)") }
        return nil
    }
}

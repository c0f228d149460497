import CollisionStatistics
internal import OpenUDIDCore

/// OpenUDID 2011: the MD5 of a process-unique string, plus the biased
/// ``OpenUDIDCore/OpenUDID/legacySuffix(_:)``.
///
/// Each index stands for one device running the app for the first time. Its string has the
/// core's ``OpenUDIDCore/ProcessUniqueString`` shape, `<host>_<pid>_<nanoseconds>_<counter>`,
/// with host `dev<index>` (devices have distinct names, which keeps the inputs distinct, as
/// `globallyUniqueString` promises), a random pid, a random launch time within a day, and
/// counter 0 (the first call in the process). The string is written into raw memory rather
/// than built as a `String`.
///
/// The process-unique inputs differ, so two MD5 parts agree with probability 2^−128; the biased
/// suffixes agree with probability Σ p_i² = (2^32 − 2 + 4)/2^64 (see ``SuffixBias``).
struct OpenUDID2011Keys: GeneratorDefinition {
    static let profile = GeneratorProfile(
        name: "openudid2011", title: "OpenUDID 2011", format: .openUDID, pinnedStream: 2,
        pairCollisionProbability: 0x1p-128 * SuffixBias.legacyPairAgreement,
        collisionModel: "an MD5 collision on distinct inputs (2^-128), and equal biased suffixes ((2^32+2)/2^64)",
        suffixLaw: .legacyModulo)

    /// The start of the simulated day, in nanoseconds since 1970.
    let dayStart: UInt64

    init(setup: inout GeneratorSetup) {
        dayStart = (1_325_376_000 + setup.random.next() % (365 * 86_400)) * 1_000_000_000
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        var text = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        let digest = withUnsafeMutableBytes(of: &text) { buffer -> MD5Digest in
            let length = writeMessage(index: index, random: &random, to: buffer.baseAddress!)
            return MD5.hash(bufferPointer: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: length))
        }
        let suffix = OpenUDID.legacySuffix(UInt32(truncatingIfNeeded: random.next()))
        return GeneratedKey(key: StatsKey(high: digest.high, low: digest.low), suffix: suffix)
    }

    /// The same identifiers as `make`, hashed eight at a time by the core's multi-lane MD5
    /// (``OpenUDIDCore/MD5/hash(batch:into:)``). The strings are at most 38 bytes
    /// (`dev` + 10 digits + `_` + 5 + `_` + 16 + `_0`), inside the 55-byte lane limit. The
    /// random words are drawn in `make`'s order, index by index (pid, time, suffix), so the
    /// stream stays the one that `make` would consume.
    @inline(__always)
    func makeBatch(start: Int, count: Int, random: inout ChaCha20Random, into destination: UnsafeMutablePointer<GeneratedKey>) {
        LaneMessages.withBatch(count: count) { text, messages, digests in
            for offset in 0..<count {
                let base = text + offset &* LaneMessages.stride
                let length = writeMessage(index: start &+ offset, random: &random, to: base)
                messages[offset] = UnsafeRawBufferPointer(start: base, count: length)
                destination[offset].suffix = OpenUDID.legacySuffix(UInt32(truncatingIfNeeded: random.next()))
            }
            MD5.hash(
                batch: UnsafeBufferPointer(start: messages, count: count),
                into: UnsafeMutableBufferPointer(start: digests, count: count))
            for offset in 0..<count {
                destination[offset].key = StatsKey(high: digests[offset].high, low: digests[offset].low)
            }
        }
    }

    /// Draws the pid and launch time of identifier `index` and writes its string at `base`
    /// (room for 40 bytes); returns the length.
    @inline(__always)
    func writeMessage(index: Int, random: inout ChaCha20Random, to base: UnsafeMutableRawPointer) -> Int {
        let processID = 100 + Int(random.next() % 99_900)
        let nanoseconds = dayStart + random.next() % 86_400_000_000_000
        base.storeBytes(of: UInt32(0x0076_6564).littleEndian, as: UInt32.self)  // "dev\0"
        var length = 3
        length += TextDigits.writeDecimal(UInt64(index), to: base + length)
        base.storeBytes(of: UInt8(ascii: "_"), toByteOffset: length, as: UInt8.self)
        length += 1
        length += TextDigits.writeDecimal(UInt64(processID), to: base + length)
        base.storeBytes(of: UInt8(ascii: "_"), toByteOffset: length, as: UInt8.self)
        length += 1
        length += TextDigits.writeHex(nanoseconds, to: base + length)
        base.storeBytes(of: UInt16(0x305F).littleEndian, toByteOffset: length, as: UInt16.self)  // "_0"
        return length + 2
    }

    /// The string identifier `index` hashes, for tests: the same bytes as `make` writes.
    static func processUniqueString(index: Int, processID: Int, nanoseconds: UInt64) -> String {
        ProcessUniqueString.make(host: "dev\(index)", processID: processID, nanoseconds: nanoseconds, counter: 0)
    }
}

package import FuzzSupport
package import OpenUDIDCore

/// The properties of the `md5` fuzz target.
///
/// Input layout: byte 0 gives the number of split points k (its value mod 8), the next 2k
/// bytes give the split points (little-endian, each taken mod the message length + 1, then
/// sorted), and everything after them is the message. Missing bytes read as zero.
///
/// 1. The message streamed in the chunks between the split points (empty chunks included)
///    gives the same digest as the one-shot ``MD5/hash(bufferPointer:)``, which gives the same
///    digest as ``ReferenceMD5``.
/// 2. ``MD5/finalize()`` after every chunk equals the one-shot digest of the prefix so far and
///    leaves the hasher able to go on.
/// 3. The `Sequence` entry point (contiguous and not), the `String` entry point (for UTF-8
///    input) and ``RFCUUID/v3(namespace:nameBytes:)`` agree with the same digests.
/// 4. The multi-lane MD5 equals the one-shot in every lane: ``MD5/hash(batch:into:)`` and
///    ``MD5/hash(batch:)`` (``batch(message:splits:oneShot:)``), and the lanes behind
///    ``OpenUDID/generate(into:using:)`` (``lanes(message:oneShot:)``).
/// 5. OpenSSL's `MD5()` gives the one-shot's digest (``LibCryptoOracle``; skipped with a note
///    where libcrypto is missing).
package enum MD5Property {
    /// One-shot hashing under test, replaceable so that tests can show a wrong one is caught.
    package typealias OneShot = @Sendable (UnsafeRawBufferPointer) -> MD5Digest

    /// The core's one-shot hash.
    package static let coreOneShot: OneShot = { MD5.hash(bufferPointer: $0) }

    /// Checks every property for one input; `nil` when all hold.
    package static func check(_ bytes: UnsafeRawBufferPointer, oneShot: OneShot = coreOneShot) -> PropertyViolation? {
        let (message, splits) = DigestStreamingCheck.read(bytes)
        return check(message: message, splits: splits, oneShot: oneShot)
    }

    /// Checks `message` streamed with chunk boundaries at `splits` (sorted offsets).
    package static func check(message: UnsafeRawBufferPointer, splits: [Int], oneShot: OneShot = coreOneShot) -> PropertyViolation? {
        func fail(_ text: String) -> PropertyViolation {
            PropertyViolation("md5", "\(text); message of \(message.count) bytes \(show(message.prefix(64)))…, splits \(splits)")
        }

        // Properties 1 to 3, against the RFC 1321 reference.
        let expected = MD5Digest(bytes: tuple16(ReferenceMD5.hash(message)))
        if let problem = DigestStreamingCheck.check(
            MD5.self, message: message, splits: splits, expected: expected,
            oneShot: oneShot)
        {
            return fail(problem)
        }
        let prefix = UnsafeRawBufferPointer(rebasing: message[..<(message.count / 2)])
        let prefixBytes = ReferenceMD5.hash(prefix)
        if let problem = TextFormCheck.digest(
            expected, bytes: ReferenceMD5.hash(message), stored: expected.withUnsafeBytes { Array($0) },
            uppercase: expected.formatted(case: .upper), other: MD5Digest(bytes: tuple16(prefixBytes)), otherBytes: prefixBytes,
            write: { expected.write(case: $0, to: &$1) })
        {
            return fail(problem)
        }
        if let oracle = LibCryptoOracle.md5,
            let problem = LibCryptoOracle.check(
                message, digest: oneShot(message).withUnsafeBytes { Array($0) }, oracle: oracle, name: "MD5")
        {
            return fail(problem)
        }
        let array = Array(message)
        let v3 = RFCUUID.v3(namespace: .dns, nameBytes: message)
        let v3Digest = MD5Digest(bytes: tuple16(ReferenceMD5.hash(Array(referenceBytes(RFCUUID.dns)) + array)))
        let v3Expected = RFCUUID(
            high: (v3Digest.high & ~0xF000) | 0x3000,
            low: (v3Digest.low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000)
        guard v3 == v3Expected else { return fail("v3 UUID \(v3), expected \(v3Expected)") }
        if let name = String(validating: message, as: UTF8.self), RFCUUID.v3(namespace: .dns, name: name) != v3 {
            return fail("v3 of the name as a String is \(RFCUUID.v3(namespace: .dns, name: name)), of its bytes \(v3)")
        }

        if let problem = batch(message: message, splits: splits, oneShot: oneShot) { return fail(problem) }
        return lanes(message: message, oneShot: oneShot).map { fail($0) }
    }

    /// The batch check. The lanes are the chunks between the split points (any length, so a
    /// group of lanes may or may not take the lane path), followed by up to 32 slices cut from
    /// the front of the message, each as long as its first byte says (mod 56: at most the 55
    /// bytes a lane holds), so that whole groups of short messages occur. Every digest of the
    /// batch must equal the one-shot digest of its message.
    static func batch(message: UnsafeRawBufferPointer, splits: [Int], oneShot: OneShot) -> String? {
        var pieces: [UnsafeRawBufferPointer] = []
        var start = 0
        for end in splits + [message.count] {
            pieces.append(UnsafeRawBufferPointer(rebasing: message[start..<end]))
            start = end
        }
        var offset = 0
        while pieces.count < splits.count + 33, offset < message.count {
            let length = Swift.min(Int(message[offset] % 56), message.count - offset)
            pieces.append(UnsafeRawBufferPointer(rebasing: message[offset..<offset + length]))
            offset += Swift.max(length, 1)
        }
        let digests = [MD5Digest](unsafeUninitializedCapacity: pieces.count) { buffer, initialized in
            pieces.withUnsafeBufferPointer { MD5.hash(batch: $0, into: buffer) }
            initialized = pieces.count
        }
        for (lane, piece) in pieces.enumerated() where digests[lane] != oneShot(piece) {
            return "batch lane \(lane) of \(pieces.count) (\(piece.count) bytes): \(digests[lane]), one-shot \(oneShot(piece))"
        }
        let texts = pieces.compactMap { String(validating: $0, as: UTF8.self) }
        let viaStrings = MD5.hash(batch: texts)
        for (text, digest) in zip(texts, viaStrings) where digest != MD5.hash(text) {
            return "hash(batch: [String]) gives \(digest) for \(show(text)), one-shot \(MD5.hash(text))"
        }
        return viaStrings.count == texts.count ? nil : "hash(batch: [String]) returned \(viaStrings.count) digests for \(texts.count)"
    }

    /// The multi-lane check. The core's multi-lane MD5 (eight messages per instruction
    /// stream) is reached through ``OpenUDID/generate(into:using:)``, which hashes one UUID
    /// string per lane. With the message as the random source, 1 to 40 IDs are made in bulk
    /// (full groups of lanes and a tail), and every lane must equal what consecutive
    /// ``OpenUDID/generate(using:)`` calls give, and its digest the one-shot MD5 of the UPPERCASE
    /// UUID string.
    static func lanes(message: UnsafeRawBufferPointer, oneShot: OneShot) -> String? {
        // 1 to 40 IDs: whole groups of 8 or 16 lanes (whichever the core uses) and tails.
        let count = 1 + message.count % 40
        var bulkRandom = FuzzRandom(FuzzReader(message))
        let bulk = [OpenUDID](unsafeUninitializedCapacity: count) { buffer, initialized in
            OpenUDID.generate(into: buffer, using: &bulkRandom)
            initialized = count
        }
        var random = FuzzRandom(FuzzReader(message))
        for lane in 0..<count {
            random.clearRecord()
            let single = OpenUDID.generate(using: &random)
            let uuid = RFCUUID(
                high: (random.words[0] & ~0xF000) | 0x4000,
                low: (random.words[1] & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000)
            let text = Array(uuid.formatted(case: .upper).utf8)
            let digest = text.withUnsafeBytes { oneShot($0) }
            guard bulk[lane] == single, single.digest == digest else {
                return "lane \(lane) of \(count): bulk \(bulk[lane]), single \(single), one-shot digest of \(uuid) \(digest)"
            }
        }
        return bulkRandom.words.count == 3 * count
            ? nil : "bulk generation drew \(bulkRandom.words.count) random words for \(count) IDs, not 3 each"
    }

    /// The 16 bytes of `uuid`, big-endian, as the RFC 9562 namespace is hashed.
    static func referenceBytes(_ uuid: RFCUUID) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: uuid.high >> UInt64($0 * 8)) }
            + (0..<8).reversed().map { UInt8(truncatingIfNeeded: uuid.low >> UInt64($0 * 8)) }
    }

    static func tuple16(_ b: [UInt8]) -> (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
    ) {
        (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15])
    }
}

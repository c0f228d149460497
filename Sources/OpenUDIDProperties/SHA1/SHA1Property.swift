package import FuzzSupport
package import OpenUDIDCore

/// The properties of the `sha1` fuzz target: the input layout of the `md5` target (byte 0 the
/// number of split points mod 8, then that many little-endian 16-bit split points, then the
/// message; see ``DigestStreamingCheck``).
///
/// 1. The message streamed in the chunks between the split points (empty chunks included)
///    gives the one-shot ``SHA1/hash(bufferPointer:)`` digest, which is ``ReferenceSHA1``'s.
///    The one-shot compresses messages below 128 bytes in one call and longer ones in two, and
///    the streamed hasher feeds the compression function one or many blocks at a time, so
///    every block count, group of four and tail of the vectorised schedule is reached.
/// 2. ``SHA1/finalize()`` after every chunk equals the one-shot digest of the prefix and leaves
///    the hasher able to go on.
/// 3. The `Sequence` (contiguous and not) and `String` entry points agree, and
///    ``RFCUUID/v5(namespace:nameBytes:)`` of the message is the reference's SHA-1 of the DNS
///    namespace and the message, first 16 bytes, with version 5 and the RFC variant.
/// 4. OpenSSL's `SHA1()` gives the one-shot's digest (``LibCryptoOracle``; skipped with a note
///    where libcrypto is missing).
package enum SHA1Property {
    /// One-shot hashing under test, replaceable so that tests can show a wrong one is caught.
    package typealias OneShot = @Sendable (UnsafeRawBufferPointer) -> SHA1Digest

    /// The core's one-shot hash.
    package static let coreOneShot: OneShot = { SHA1.hash(bufferPointer: $0) }

    /// Checks every property for one input; `nil` when all hold.
    package static func check(_ bytes: UnsafeRawBufferPointer, oneShot: OneShot = coreOneShot) -> PropertyViolation? {
        let (message, splits) = DigestStreamingCheck.read(bytes)
        return check(message: message, splits: splits, oneShot: oneShot)
    }

    /// Checks `message` streamed with chunk boundaries at `splits` (sorted offsets).
    package static func check(message: UnsafeRawBufferPointer, splits: [Int], oneShot: OneShot = coreOneShot) -> PropertyViolation? {
        func fail(_ text: String) -> PropertyViolation {
            PropertyViolation("sha1", "\(text); message of \(message.count) bytes \(show(message.prefix(64)))…, splits \(splits)")
        }
        let expected = digest(ReferenceSHA1.hash(message))
        if let problem = DigestStreamingCheck.check(
            SHA1.self, message: message, splits: splits, expected: expected,
            oneShot: oneShot)
        {
            return fail(problem)
        }
        if let oracle = LibCryptoOracle.sha1,
            let problem = LibCryptoOracle.check(
                message, digest: oneShot(message).withUnsafeBytes { Array($0) }, oracle: oracle, name: "SHA1")
        {
            return fail(problem)
        }
        let prefixBytes = ReferenceSHA1.hash(message[..<(message.count / 2)])
        if let problem = TextFormCheck.digest(
            expected, bytes: ReferenceSHA1.hash(message), stored: expected.withUnsafeBytes { Array($0) },
            uppercase: expected.formatted(case: .upper), other: digest(prefixBytes), otherBytes: prefixBytes,
            write: { expected.write(case: $0, to: &$1) })
        {
            return fail(problem)
        }
        let name = digest(ReferenceSHA1.hash(MD5Property.referenceBytes(RFCUUID.dns) + Array(message)))
        let v5Expected = RFCUUID(
            high: (name.high & ~0xF000) | 0x5000,
            low: (name.middle & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000)
        let v5 = RFCUUID.v5(namespace: .dns, nameBytes: message)
        if let name = String(validating: message, as: UTF8.self), RFCUUID.v5(namespace: .dns, name: name) != v5 {
            return fail("v5 of the name as a String is \(RFCUUID.v5(namespace: .dns, name: name)), of its bytes \(v5)")
        }
        return v5 == v5Expected ? nil : fail("v5 UUID \(v5), expected \(v5Expected)")
    }

    /// The digest value of 20 bytes.
    static func digest(_ bytes: [UInt8]) -> SHA1Digest {
        SHA1Digest(bytes: bytes)!
    }
}

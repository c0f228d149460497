import OpenUDIDCore

/// Values from the input replaced by tokens, so that a report can be shared without the data
/// (as data-quality tools keep samples out of their reports): `--redact`.
///
/// A token is a keyed hash of the value's canonical form, HMAC-SHA1 (RFC 2104) under a key of
/// 32 bytes drawn for the run from the system's random source and never written anywhere: equal
/// values get equal tokens within a report, so counts, copies and places stay usable, while no
/// one without the key can test a guess against a token (a plain hash of a UUID could be
/// matched against a list of known UUIDs). Tokens of two runs differ.
package struct Redaction: Sendable {
    /// How every token starts, then ``digits`` hexadecimal digits.
    package static let prefix = "redacted-"
    /// 80 bits of the hash: among 10^9 distinct values, two share a token with a chance of
    /// about 4 · 10^-7.
    package static let digits = 20

    /// SHA-1 after absorbing the key XOR ipad and XOR opad (RFC 2104): each token hashes only
    /// its value on top of them.
    private let inner: SHA1
    private let outer: SHA1

    /// A redaction under a key drawn now.
    package init() {
        var random = SecureRandom()
        var key = [UInt8](repeating: 0, count: 32)
        key.withUnsafeMutableBytes { random.fill($0) }
        self.init(key: key)
    }

    /// A redaction under `key` (at most 64 bytes), for tests that need the same tokens twice.
    package init(key: [UInt8]) {
        precondition(key.count <= SHA1.blockSize, "the key is at most one block")
        let padded = key + [UInt8](repeating: 0, count: SHA1.blockSize - key.count)
        var inner = SHA1(), outer = SHA1()
        padded.map { $0 ^ 0x36 }.withUnsafeBytes { inner.update(bufferPointer: $0) }
        padded.map { $0 ^ 0x5C }.withUnsafeBytes { outer.update(bufferPointer: $0) }
        (self.inner, self.outer) = (inner, outer)
    }

    /// The token of `value`.
    package func token(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendToken(of: Array(value.utf8), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the token of the value whose text is `value` to `bytes`.
    package func appendToken(of value: [UInt8], to bytes: inout [UInt8]) {
        var first = inner
        value.withUnsafeBytes { first.update(bufferPointer: $0) }
        var second = outer
        first.finalize().withUnsafeBytes { second.update(bufferPointer: $0) }
        bytes += Redaction.prefix.utf8
        let hex = Array("0123456789abcdef".utf8)
        second.finalize().withUnsafeBytes { digest in
            for index in 0..<Redaction.digits / 2 {
                bytes.append(hex[Int(digest[index] >> 4)])
                bytes.append(hex[Int(digest[index] & 0x0F)])
            }
        }
    }
}

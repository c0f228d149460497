import OpenUDIDCore
import Testing

/// SHA-1 against the standards' own vectors (Fixtures/sha1-vectors.json, each checked against
/// hashlib by Scripts/generate-sha1-vectors.py): the FIPS 180 examples, RFC 3174 §7.3's four
/// tests, and NIST's CAVP byte-oriented short and long messages.
@Suite struct SHA1VectorTests {
    /// The text repeated `count` times, fed the way RFC 3174's test driver does (one `update`
    /// per repetition), and as one buffer.
    @Test func fips180AndRFC3174() {
        let repeated = Fixtures.sha1Standards.fips180 + Fixtures.sha1Standards.rfc3174
        #expect(repeated.count == 7)
        for vector in repeated {
            var hasher = SHA1()
            for _ in 0..<vector.count { hasher.update(vector.text) }
            #expect(hasher.finalize().description == vector.digest, "\(vector.text) × \(vector.count)")
            let whole = Array(String(repeating: vector.text, count: vector.count).utf8)
            #expect(SHA1.hash(whole).description == vector.digest, "one-shot \(vector.text) × \(vector.count)")
        }
    }

    @Test func cavpShortAndLongMessages() {
        for vector in Fixtures.sha1Standards.cavpShort + Fixtures.sha1Standards.cavpLong {
            let message = Fixtures.bytes(hex: vector.message)
            #expect(message.count * 8 == vector.bits)
            #expect(message.withUnsafeBytes { SHA1.hash(bufferPointer: $0) }.description == vector.digest, "\(vector.bits) bits")
            // Streamed in 13-byte pieces, which fall across every block offset.
            var hasher = SHA1()
            for start in stride(from: 0, to: message.count, by: 13) {
                hasher.update(message[start..<min(start + 13, message.count)])
            }
            #expect(hasher.finalize().description == vector.digest, "\(vector.bits) bits streamed")
        }
    }

    @Test func blockAndDigestSizes() {
        #expect(SHA1.blockSize == 64)
        #expect(SHA1.digestSize == 20)
    }
}

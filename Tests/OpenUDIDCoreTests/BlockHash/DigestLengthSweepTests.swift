import OpenUDIDCore
import Testing

/// Every message length 0...300 (each padding case several times over: the length field in the
/// last block or in one more), and longer messages, through every one-shot and streaming entry
/// point of both hash functions, against hashlib (Fixtures/md5-vectors.json, sha1-vectors.json).
@Suite struct DigestLengthSweepTests {
    @Test(arguments: DigestAlgorithm.allCases)
    func patternMessageEveryLength(algorithm: DigestAlgorithm) {
        func check<H: DigestFunction>(_: H.Type) {
            for length in 0...300 {
                let message = Fixtures.patternMessage(length)
                let expected = algorithm.vectors.pattern[length]
                #expect(message.withUnsafeBytes { H.hash(bufferPointer: $0) }.description == expected, "length \(length)")
                #expect(H.hash(message).description == expected, "[UInt8], length \(length)")
                #expect(H.hash(message.lazy.map { $0 }).description == expected, "non-contiguous, length \(length)")
                #expect(H.hash(message[...]).description == expected, "ArraySlice, length \(length)")
                var hasher = H()
                hasher.update(bufferPointer: UnsafeRawBufferPointer(start: nil, count: 0))
                message.withUnsafeBytes { hasher.update(bufferPointer: $0) }
                #expect(hasher.finalize().description == expected, "streaming, one update, length \(length)")
            }
        }
        check(algorithm.type)
    }

    @Test(arguments: DigestAlgorithm.allCases)
    func allAEveryLength(algorithm: DigestAlgorithm) {
        func check<H: DigestFunction>(_: H.Type) {
            for length in 0...300 {
                let message = String(repeating: "a", count: length)
                let expected = algorithm.vectors.a[length]
                #expect(H.hash(message).description == expected, "length \(length)")
                #expect(H.hash(message[...]).description == expected, "Substring, length \(length)")
                #expect(H.hash(message.utf8.lazy.map { $0 }).description == expected, "lazy, length \(length)")
            }
        }
        check(algorithm.type)
    }

    @Test(arguments: DigestAlgorithm.allCases)
    func longMessagesThroughEveryOverload(algorithm: DigestAlgorithm) throws {
        func check<H: DigestFunction>(_: H.Type, _ length: Int, _ expected: String) {
            let message = Fixtures.patternMessage(length)
            #expect(H.hash(message).description == expected, "length \(length)")
            // Non-contiguous: goes through the 4096-byte staging chunk.
            #expect(H.hash(message.lazy.map { $0 }).description == expected, "lazy, length \(length)")
            var hasher = H()
            hasher.update(message.lazy.map { $0 })
            #expect(hasher.finalize().description == expected, "update(lazy), length \(length)")
        }
        for (key, expected) in algorithm.vectors.patternLong.sorted(by: { $0.key < $1.key }) {
            check(algorithm.type, try #require(Int(key)), expected)
        }
    }
}

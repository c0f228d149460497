import Testing
import OpenUDIDCore

/// `MD5.hash(batch:)` runs its own multi-lane rounds; every digest must equal the scalar
/// one-shot's, which the fixture tests pin against hashlib.
@Suite struct MD5BatchTests {
    /// Messages of every length from 0 to 70 (so groups with and without messages longer than
    /// the 55-byte lane limit), in several orders.
    @Test(arguments: [0, 1, 2, 3])
    func batchEqualsOneShot(rotation: Int) {
        var random = SplitMix64(seed: UInt64(rotation))
        var messages = (0...70).map { length in
            String(decoding: (0..<length).map { _ in UInt8(0x20 + random.next() % 0x5F) }, as: UTF8.self)
        }
        messages = Array(messages[(rotation * 9 % messages.count)...] + messages[..<(rotation * 9 % messages.count)])
        #expect(MD5.hash(batch: messages) == messages.map { MD5.hash($0) })
    }

    /// Only short messages, so every group goes through the lanes, with every byte value.
    @Test func allShortMessagesGoThroughTheLanes() {
        let messages = (0..<256).map { seed -> String in
            let length = seed % (MD5.maximumLaneMessageLength + 1)
            return String(decoding: (0..<length).map { UInt8(truncatingIfNeeded: seed &* 31 &+ $0 &* 7) }, as: UTF8.self)
        }.filter { $0.utf8.count <= MD5.maximumLaneMessageLength }
        #expect(messages.count >= 64)
        #expect(MD5.hash(batch: messages) == messages.map { MD5.hash($0) })
    }

    @Test func emptyBatch() {
        #expect(MD5.hash(batch: []) == [])
    }
}

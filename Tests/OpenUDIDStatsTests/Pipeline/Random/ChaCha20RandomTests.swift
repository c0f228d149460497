import Testing
@testable import OpenUDIDStats

@Suite struct ChaCha20RandomTests {
    /// RFC 8439 §2.3.2: key 00 01 … 1f, nonce 00 00 00 09 00 00 00 4a 00 00 00 00, counter 1.
    @Test func rfc8439BlockFunctionVector() {
        var key: [UInt64] = []
        for word in 0..<4 {
            var value: UInt64 = 0
            for byte in 0..<8 { value |= UInt64(word * 8 + byte) << (8 * UInt64(byte)) }
            key.append(value)
        }
        var random = ChaCha20Random(key: (key[0], key[1], key[2], key[3]), nonce: (0x0900_0000, 0x4A00_0000, 0), counter: 1)
        let expected: [UInt32] = [
            0xE4E7_F110, 0x1559_3BD1, 0x1FDD_0F50, 0xC471_20A3, 0xC7F4_D1C7, 0x0368_C033, 0x9AAA_2204, 0x4E6C_D4C3,
            0x4664_82D2, 0x09AA_9F07, 0x05D7_C214, 0xA202_8BD9, 0xD19C_12B5, 0xB94E_16DE, 0xE883_D0CB, 0x4E3C_50A2,
        ]
        var words: [UInt32] = []
        for _ in 0..<8 {
            let value = random.next()
            words.append(UInt32(truncatingIfNeeded: value))
            words.append(UInt32(truncatingIfNeeded: value >> 32))
        }
        #expect(words == expected)
    }

    @Test func sameSeedAndBlockReplayTheSameStream() {
        var a = ChaCha20Random(seed: 7, stream: 3, block: 11)
        var b = ChaCha20Random(seed: 7, stream: 3, block: 11)
        let first = (0..<20).map { _ in a.next() }
        #expect(first == (0..<20).map { _ in b.next() })
    }

    @Test(arguments: [(7, 3, 12), (7, 4, 11), (8, 3, 11)] as [(UInt64, UInt32, UInt64)])
    func anotherSeedStreamOrBlockGivesAnotherStream(seed: UInt64, stream: UInt32, block: UInt64) {
        var reference = ChaCha20Random(seed: 7, stream: 3, block: 11)
        var other = ChaCha20Random(seed: seed, stream: stream, block: block)
        #expect((0..<4).map { _ in reference.next() } != (0..<4).map { _ in other.next() })
    }

    /// The counter advances across blocks: words 8-15 are block counter+1.
    @Test func streamContinuesIntoTheNextBlock() {
        var running = ChaCha20Random(key: (1, 2, 3, 4), nonce: (5, 6, 7), counter: 0)
        for _ in 0..<8 { _ = running.next() }
        var second = ChaCha20Random(key: (1, 2, 3, 4), nonce: (5, 6, 7), counter: 1)
        #expect(running.next() == second.next())
    }
}

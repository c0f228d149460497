import Testing
@testable import OpenUDIDCore

/// RFC 8439 test vectors for the block function behind ``SecureRandom``.
@Suite struct ChaCha20Tests {
    /// Key 00 01 02 … 1f as little-endian words.
    static let sequentialKey: [UInt32] = (0..<8).map { (word: Int) -> UInt32 in
        var value: UInt32 = 0
        for byte in 0..<4 { value |= UInt32(word * 4 + byte) << UInt32(8 * byte) }
        return value
    }

    func keystream(key: [UInt32], nonce: (UInt32, UInt32, UInt32), counter: UInt32) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: ChaCha20.lanes * 64)
        key.withUnsafeBufferPointer { key in
            output.withUnsafeMutableBytes { out in
                ChaCha20.blocks(key: key.baseAddress!, nonce: nonce, counter: counter, to: out.baseAddress!)
            }
        }
        return ChaCha20.deinterleave(output)
    }

    func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// RFC 8439 §2.3.2: key 00..1f, nonce 00:00:00:09:00:00:00:4a:00:00:00:00, counter 1.
    @Test func blockFunctionVector() {
        let stream = keystream(key: Self.sequentialKey, nonce: (0x0900_0000, 0x4A00_0000, 0), counter: 1)
        #expect(
            hex(stream.prefix(64)) == """
                10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e\
                d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e
                """)
    }

    /// RFC 8439 §2.4.2: the keystream of counters 1 and 2 with nonce 00:00:00:00:00:00:00:4a:
    /// 00:00:00:00 XORed with the "Ladies and Gentlemen" plaintext gives the published
    /// ciphertext; this checks consecutive lanes carry consecutive counters.
    @Test func encryptionVector() {
        let plaintext = Array(
            "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.".utf8)
        let stream = keystream(key: Self.sequentialKey, nonce: (0, 0x4A00_0000, 0), counter: 1)
        let ciphertext = zip(plaintext, stream).map { $0 ^ $1 }
        #expect(
            hex(ciphertext) == """
                6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b\
                f91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8\
                07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736\
                5af90bbf74a35be6b40b8eedf2785e42874d
                """)
    }

    /// RFC 8439 §A.1 test vector 1: all-zero key and nonce, counter 0.
    @Test func zeroKeyVector() {
        let stream = keystream(key: [UInt32](repeating: 0, count: 8), nonce: (0, 0, 0), counter: 0)
        #expect(
            hex(stream.prefix(64)) == """
                76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7\
                da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586
                """)
        // §A.1 test vector 2: the same key and nonce, counter 1 (lane 1 of the same call).
        #expect(
            hex(stream[64..<128]) == """
                9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed\
                29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f
                """)
    }
}

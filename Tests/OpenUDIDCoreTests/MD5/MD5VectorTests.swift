import OpenUDIDCore
import Testing

/// The test suite printed in RFC 1321, appendix A.5 (the length sweeps against hashlib are in
/// `DigestLengthSweepTests`, shared with SHA-1).
@Suite struct MD5VectorTests {
    /// RFC 1321 A.5, copied from the RFC text.
    static let rfc1321Suite: [(String, String)] = [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        (
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
            "d174ab98d277d9f5a5611c2c9f419d9f"
        ),
        (
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a"
        ),
    ]

    @Test(arguments: rfc1321Suite)
    func rfc1321AppendixA5(message: String, expected: String) {
        #expect(MD5.hash(message).description == expected)
        #expect(MD5.hash(Array(message.utf8)).description == expected)
        #expect(MD5.hash(message[...]).description == expected, "Substring overload")
        var hasher = MD5()
        hasher.update(message)
        #expect(hasher.finalize().description == expected)
    }

    @Test func blockAndDigestSizes() {
        #expect(MD5.blockSize == 64)
        #expect(MD5.digestSize == 16)
    }
}

/// OpenSSL libcrypto's one-shot `MD5()` and `SHA1()` as oracles for the `md5` and `sha1`
/// targets: the digest of every message the fuzzer makes must be the core's one-shot digest.
/// (Deprecated in OpenSSL 3 in favour of EVP, still exported by `libcrypto.so.3`.)
package enum LibCryptoOracle {
    /// A one-shot hash: the digest's bytes of a message.
    package typealias Hash = @Sendable (UnsafeRawBufferPointer) -> [UInt8]

    /// `MD5()`, or `nil` (with a note) where libcrypto cannot be opened.
    package static let md5: Hash? = loadOracle("libcrypto MD5") { oneShot("MD5", digestSize: 16) }
    /// `SHA1()`, likewise.
    package static let sha1: Hash? = loadOracle("libcrypto SHA1") { oneShot("SHA1", digestSize: 20) }

    /// `symbol(bytes, count, digest)` of libcrypto.
    static func oneShot(_ symbol: String, digestSize: Int) -> Result<Hash, OracleUnavailable> {
        typealias COneShot = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
        return CLibrary.open(["libcrypto.so.3", "libcrypto.so"]).flatMap { $0.function(symbol, as: COneShot.self) }.map { hash in
            { bytes in
                var digest = [UInt8](repeating: 0, count: digestSize)
                // MD5() and SHA1() read nothing through a null pointer when the count is 0, but
                // an address is handed over anyway.
                withUnsafeBytes(of: 0) { empty in
                    _ = digest.withUnsafeMutableBytes { hash(bytes.baseAddress ?? empty.baseAddress, bytes.count, $0.baseAddress) }
                }
                return digest
            }
        }
    }

    /// The core's digest bytes against `oracle`'s for `message`; the difference described, `nil`
    /// when they agree.
    package static func check(_ message: UnsafeRawBufferPointer, digest: [UInt8], oracle: Hash, name: String) -> String? {
        let theirs = oracle(message)
        return theirs == digest ? nil : "libcrypto's \(name)() gives \(ASCII.hex(bytes: theirs)), the core \(ASCII.hex(bytes: digest))"
    }
}

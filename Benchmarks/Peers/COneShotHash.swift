/// A C hash function of the shape `unsigned char *F(const void *data, size_t count,
/// unsigned char *digest)` (OpenSSL's `MD5()` and `SHA1()`), looked up in an opened library.
package struct COneShotHash: @unchecked Sendable {
    typealias Function = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?

    private let function: Function
    /// The digest's size in bytes.
    package let digestSize: Int
    /// The library file that was opened (and whether it is a private copy).
    package let libraryName: String

    /// Where the function's code is: two copies of a library have two addresses.
    package var address: UInt { UInt(bitPattern: unsafeBitCast(function, to: Int.self)) }

    /// Looks up `symbol` in `library`.
    init(_ library: DynamicLibrary, symbol: String, digestSize: Int) throws(PeerUnavailable) {
        function = try library.function(symbol, as: Function.self)
        self.digestSize = digestSize
        libraryName = library.name
    }

    /// Writes the digest of `bytes` at `digest`, which must have room for ``digestSize`` bytes.
    package func hash(_ bytes: UnsafeRawBufferPointer, into digest: UnsafeMutableRawPointer) {
        _ = function(bytes.baseAddress, bytes.count, digest)
    }

    /// The digest of `bytes` as a value, for comparing with other implementations.
    package func digest(of bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: digestSize)
        digest.withUnsafeMutableBytes { hash(bytes, into: $0.baseAddress!) }
        return digest
    }
}

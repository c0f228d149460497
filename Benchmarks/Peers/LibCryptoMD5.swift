/// OpenSSL's MD5, the C implementation most programs on Linux would call, loaded from
/// `libcrypto.so.3` (or `libcrypto.so`) at run time.
///
/// ```swift
/// switch LibCryptoMD5.load() {
/// case let .success(libcrypto): print(libcrypto.oneShot.digest(of: bytes))
/// case let .failure(reason): print("peer unavailable: \(reason)")
/// }
/// ```
package struct LibCryptoMD5: @unchecked Sendable {
    // OpenSSL 3 prototypes (`openssl/md5.h`); deprecated in favour of EVP, still exported.
    typealias Initialize = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    typealias Update = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int32
    typealias Finalize = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32

    /// `MD5(bytes, count, digest)`.
    package let oneShot: COneShotHash
    private let initialize: Initialize
    private let update: Update
    private let finalize: Finalize
    /// The library file that was opened.
    package let libraryName: String

    /// Opens libcrypto and looks up `MD5`, `MD5_Init`, `MD5_Update` and `MD5_Final`.
    package static func load() -> Result<LibCryptoMD5, PeerUnavailable> {
        Result { () throws(PeerUnavailable) in
            let library = try DynamicLibrary.open(["libcrypto.so.3", "libcrypto.so"]).get()
            return LibCryptoMD5(
                oneShot: try COneShotHash(library, symbol: "MD5", digestSize: 16),
                initialize: try library.function("MD5_Init", as: Initialize.self),
                update: try library.function("MD5_Update", as: Update.self),
                finalize: try library.function("MD5_Final", as: Finalize.self),
                libraryName: library.name)
        }
    }

    /// A streaming hasher (`MD5_Init`, then `MD5_Update` per chunk, then `MD5_Final`).
    package func makeStream() -> Stream {
        Stream(initialize: initialize, update: update, finalize: finalize)
    }

    /// An `MD5_CTX` and the three calls on it.
    package final class Stream {
        // `MD5_CTX` is 92 bytes in OpenSSL 3; 256 leaves room for any layout change.
        private let context = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        private let initialize: Initialize
        private let update: Update
        private let finalize: Finalize

        init(initialize: Initialize, update: Update, finalize: Finalize) {
            self.initialize = initialize
            self.update = update
            self.finalize = finalize
            reset()
        }

        deinit { context.deallocate() }

        /// Starts a new message (`MD5_Init`).
        package func reset() { _ = initialize(context) }

        /// Adds `bytes` to the message (`MD5_Update`).
        package func update(_ bytes: UnsafeRawBufferPointer) { _ = update(context, bytes.baseAddress, bytes.count) }

        /// Writes the digest at `digest` (`MD5_Final`); call ``reset()`` before the next message.
        package func finalize(into digest: UnsafeMutableRawPointer) { _ = finalize(digest, context) }
    }
}

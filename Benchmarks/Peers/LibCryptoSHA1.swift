/// OpenSSL's SHA-1, `SHA1()`, loaded from `libcrypto.so.3` (or `libcrypto.so`) at run time,
/// either as the process's ordinary copy of libcrypto or as a second copy initialised with the
/// SHA extensions (SHA-NI) masked out.
///
/// OpenSSL picks its SHA-1 code path from the CPU's features, read once when the library is
/// initialised, after masking them with the `OPENSSL_ia32cap` environment variable (see
/// `OPENSSL_ia32cap(3)`): on a CPU with SHA-NI it uses those instructions, and with
/// `OPENSSL_ia32cap=":~0x20000000"` (bit 29 of CPUID leaf 7's EBX, the SHA extensions, cleared)
/// it falls back to its best code without them (AVX2, AVX or SSSE3 message scheduling with
/// scalar rounds, or plain x86-64). ``loadMaskingSHAExtensions()`` opens a private copy of
/// libcrypto while that variable is set (``DynamicLibrary/openPrivateCopy(locatedBy:environment:)``),
/// so both paths run in one process, timed interleaved with ours, without a child process.
///
/// ```swift
/// let scalar = try LibCryptoSHA1.loadMaskingSHAExtensions().get()
/// scalar.digest(of: bytes)   // the same digest, computed without SHA-NI
/// ```
package enum LibCryptoSHA1 {
    static let candidates = ["libcrypto.so.3", "libcrypto.so"]

    /// The `OPENSSL_ia32cap` value that clears the SHA extensions bit (CPUID.(EAX=7,ECX=0):EBX
    /// bit 29) from the second capability word and leaves every other feature as detected.
    package static let maskSHAExtensions = ":~0x20000000"

    /// libcrypto as the process has it: its SHA-NI path where the CPU has one (and the
    /// environment does not mask it).
    package static func load() -> Result<COneShotHash, PeerUnavailable> {
        Result { () throws(PeerUnavailable) in
            try sha1(in: try DynamicLibrary.open(candidates).get())
        }
    }

    /// A private copy of libcrypto initialised with ``maskSHAExtensions``: its fastest SHA-1
    /// without the SHA extensions.
    package static func loadMaskingSHAExtensions() -> Result<COneShotHash, PeerUnavailable> {
        Result { () throws(PeerUnavailable) in
            let library = try DynamicLibrary.open(candidates).get()
            let copy = try library.openPrivateCopy(
                locatedBy: "SHA1", environment: ["OPENSSL_ia32cap": maskSHAExtensions]).get()
            return try sha1(in: copy)
        }
    }

    /// `SHA1(bytes, count, digest)` (`openssl/sha.h`; deprecated in favour of EVP in OpenSSL 3,
    /// still exported).
    private static func sha1(in library: DynamicLibrary) throws(PeerUnavailable) -> COneShotHash {
        try COneShotHash(library, symbol: "SHA1", digestSize: 20)
    }

    /// Whether this CPU has the SHA extensions, from the `sha_ni` flag of `/proc/cpuinfo`
    /// (Linux); `false` where that cannot be read. Labels the unmasked peer honestly.
    package static var cpuHasSHAExtensions: Bool {
        guard let file = fopen("/proc/cpuinfo", "r") else { return false }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0 {
            let text = String(cString: line!)
            if text.hasPrefix("flags") { return text.split(separator: " ").contains { $0.hasPrefix("sha_ni") } }
        }
        return false
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

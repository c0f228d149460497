import Platform

/// OpenSSL's SHA-1, `SHA1()`, loaded from `libcrypto.so.3` (or `libcrypto.so`) at run time,
/// either as the process's ordinary copy of libcrypto or as a second copy initialised with some
/// of the CPU's features masked, so that it takes another of its code paths.
///
/// OpenSSL picks its SHA-1 code from the CPU's features, read once when the library is
/// initialised, after masking them with the `OPENSSL_ia32cap` environment variable (see
/// `OPENSSL_ia32cap(3)`: the first 64-bit value masks CPUID.1 EDX (low half) and ECX (high
/// half), the one after the colon CPUID.7 EBX (low) and ECX (high)). The dispatch at the top of
/// `sha1_block_data_order` (OpenSSL's `crypto/sha/asm/sha1-x86_64.pl`; the same instructions in
/// the installed 3.0.19, read with `objdump`) tests, in this order:
/// 1. SSSE3 (CPUID.1 ECX bit 9): when clear, the **integer-only** code (`.Lialu`: the message
///    schedule in general-purpose registers, 16 words on the stack), whatever else is set;
/// 2. the SHA extensions (CPUID.7 EBX bit 29): the SHA-NI code;
/// 3. AVX2, BMI1 and BMI2 (CPUID.7 EBX bits 5, 3, 8), all three: the AVX2 code;
/// 4. AVX (CPUID.1 ECX bit 28) on a CPU that OpenSSL marks as Intel: the AVX code;
/// 5. otherwise the SSSE3 code.
/// The AVX2, AVX and SSSE3 paths compute the message schedule in vector registers and run the
/// rounds in scalar ones; only the first is scalar throughout. On an AMD EPYC each mask gives a
/// slower path (SHA-NI, then AVX2, then SSSE3, since the CPU is not Intel, then the scalar
/// code), as `openssl speed -bytes 16384 sha1` shows (the figures are in
/// Benchmarks/records/choices-in-the-code.md, "OpenSSL's SHA-1 paths").
///
/// ``loadMasking(_:)`` opens a private copy of libcrypto while the variable is set
/// (``DynamicLibrary/openPrivateCopy(locatedBy:environment:)``), so every path runs in one
/// process, timed interleaved with ours, without a child process.
///
/// ```swift
/// let scalar = try LibCryptoSHA1.loadMasking(LibCryptoSHA1.integerOnly).get()
/// scalar.digest(of: bytes)   // the same digest, computed by the integer-only code
/// ```
package enum LibCryptoSHA1 {
    static let candidates = ["libcrypto.so.3", "libcrypto.so"]

    /// The `OPENSSL_ia32cap` value that clears the SHA extensions bit (CPUID.(EAX=7,ECX=0):EBX
    /// bit 29) from the second capability word and leaves every other feature as detected:
    /// OpenSSL's fastest SHA-1 without SHA-NI, which computes the schedule in vector registers
    /// (AVX2 on the benchmark VM).
    package static let maskSHAExtensions = ":~0x20000000"

    /// The `OPENSSL_ia32cap` value that leaves OpenSSL only its integer-only SHA-1: SSSE3
    /// (bit 41 of the first value: CPUID.1 ECX bit 9) cleared, which alone selects it, and with
    /// it AVX (bit 60: ECX bit 28), AVX2 (CPUID.7 EBX bit 5) and the SHA extensions (EBX bit
    /// 29), so the label can say so and no later test in the dispatch could pick another path.
    package static let integerOnly = "~0x1000020000000000:~0x20000020"

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
        loadMasking(maskSHAExtensions)
    }

    /// A private copy of libcrypto initialised with `OPENSSL_ia32cap` set to `capabilities`
    /// (``maskSHAExtensions``, ``integerOnly``).
    package static func loadMasking(_ capabilities: String) -> Result<COneShotHash, PeerUnavailable> {
        Result { () throws(PeerUnavailable) in
            let library = try DynamicLibrary.open(candidates).get()
            let copy = try library.openPrivateCopy(
                locatedBy: "SHA1", environment: ["OPENSSL_ia32cap": capabilities]
            ).get()
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

import BenchmarkHarness
import BenchmarkPeers
import OpenUDIDCore

/// SHA-1 one-shot over 64 B (one block and the padding block) and 1 MiB; peers: OpenSSL's
/// `SHA1()` in three private copies or as loaded: with only its integer code left (SHA-NI, AVX2,
/// AVX and SSSE3 masked with `OPENSSL_ia32cap`), with SHA-NI masked (its best path without them:
/// a vector message schedule), and as the process loads it (its SHA-NI path on a CPU that has
/// one). See `LibCryptoSHA1` for how OpenSSL picks its path.
func sha1Benchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [("64B", 64), ("1MiB", 1 << 20)].map { size in
        Benchmark("sha1/oneshot/\(size.0)") { try sha1OneShot(count: size.1) }
    }
}

private func sha1OneShot(count: Int) throws -> BenchmarkSubjects {
    let input = InputBuffer(count: count)
    let expected = SHA1.hash(bufferPointer: input.view).withUnsafeBytes { Array($0) }
    let ours = Workload(id: "ours", label: "SHA1.hash(bufferPointer:)") { iterations in
        let bytes = input.view
        for _ in 0..<iterations { blackHole(SHA1.hash(bufferPointer: identity(bytes))) }
    }
    // The scalar peer first: the target is measured against it, and the JSON's `ratio`
    // names the first measured peer.
    let scalar = try cOneShotPeer(
        id: "libcrypto-scalar", label: "OpenSSL SHA1() scalar: SHA-NI, AVX2, AVX and SSSE3 masked",
        LibCryptoSHA1.loadMasking(LibCryptoSHA1.integerOnly), input: input, expected: expected)
    let masked = try cOneShotPeer(
        id: "libcrypto-no-shani", label: "OpenSSL SHA1(), SHA-NI masked (vector schedule)",
        LibCryptoSHA1.loadMaskingSHAExtensions(), input: input, expected: expected)
    let nativeLabel = LibCryptoSHA1.cpuHasSHAExtensions ? "OpenSSL SHA1(), SHA-NI" : "OpenSSL SHA1() (no SHA-NI on this CPU)"
    let native = try cOneShotPeer(
        id: "libcrypto", label: nativeLabel, LibCryptoSHA1.load(),
        input: input, expected: expected)
    return BenchmarkSubjects(ours: ours, peers: [scalar, masked, native], bytesPerOperation: count)
}

import BenchmarkHarness
import OpenUDIDCore

/// The block function behind ``SecureRandom``: one refill's sixteen ChaCha20 blocks (1 KiB),
/// computed by the kernel this process selected (`ChaCha20Kernel.selected`: the fastest the
/// processor runs), against every other kernel it can run, the portable Swift one included. The
/// ratio is how much the run-time choice saves on each refill; `uuid/generate/v4` spends 16 bytes
/// of a refill per UUID.
func randomBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [Benchmark("random/chacha20/1KiB") { try chaCha20Blocks() }]
}

private func chaCha20Blocks() throws -> BenchmarkSubjects {
    let key = UnsafeMutablePointer<UInt32>.allocate(capacity: 8)
    let nonce = UnsafeMutablePointer<UInt32>.allocate(capacity: 3)
    key.initialize(from: (0..<8).map { 0x0302_0100 &+ 0x0404_0404 &* UInt32($0) }, count: 8)
    nonce.initialize(from: [0x0900_0000, 0x4A00_0000, 0], count: 3)
    let output = UnsafeMutableRawPointer.allocate(byteCount: 1024, alignment: 64)
    func workload(_ kernel: ChaCha20Kernel, id: String, label: String) -> Workload {
        Workload(id: id, label: label) { iterations in
            for index in 0..<iterations {
                kernel.blocks(
                    key: key, nonce: nonce, counter: UInt32(truncatingIfNeeded: index), firstWordTo: output,
                    otherWordsTo: output + 64)
                blackHole(output)
            }
        }
    }
    // Every kernel must write the portable kernel's bytes (RFC 8439's, which the tests check).
    func bytes(_ kernel: ChaCha20Kernel) -> [UInt8] {
        kernel.blocks(key: key, nonce: nonce, counter: 0xFFFF_FFF8, firstWordTo: output, otherWordsTo: output + 64)
        return Array(UnsafeRawBufferPointer(start: output, count: 1024))
    }
    let reference = bytes(.portable)
    for kernel in ChaCha20Kernel.supported where bytes(kernel) != reference {
        throw BenchmarkError("the \(kernel) ChaCha20 kernel disagrees with the portable one")
    }
    let selected = ChaCha20Kernel.selected
    let labels: [ChaCha20Kernel: String] = [
        .portable: "portable kernel (Swift SIMD, SSE2)", .avx2: "AVX2 kernel (C)", .avx512: "AVX-512 kernel (C)",
    ]
    let others = ChaCha20Kernel.supported.reversed().filter { $0 != selected }.map { kernel in
        Peer.available(workload(kernel, id: kernel.rawValue, label: labels[kernel]!))
    }
    return BenchmarkSubjects(
        ours: workload(selected, id: "ours", label: "selected: " + labels[selected]!), peers: others,
        bytesPerOperation: 1024,
        note: "kernels here: " + ChaCha20Kernel.supported.map(\.rawValue).joined(separator: ", "))
}

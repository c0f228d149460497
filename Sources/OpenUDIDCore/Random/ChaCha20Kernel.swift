import ChaCha20Kernels
import Platform

/// The implementations of the sixteen-block ChaCha20 function behind ``SecureRandom``, and the
/// one this process uses.
///
/// - `portable`: ``ChaCha20`` in Swift's SIMD types, which a portable build lowers to SSE2. It
///   runs on every processor and is the reference the others are tested against.
/// - `avx2`, `avx512`: the C kernels of the `ChaCha20Kernels` target, each compiled for those
///   instructions alone and run only where CPUID and XGETBV say that the processor has them and
///   the system saves their registers. On the development VM (AMD EPYC, Zen 5) a refill of 1 KiB
///   took about 520 ns in the portable kernel, 330 in AVX2 and 118 in AVX-512
///   (openudid-bench's `random/chacha20/1KiB`, the kernels interleaved, on a machine shared
///   with other builds); a version 4 UUID takes 16 bytes of a refill.
///
/// All three write the same bytes in the same word-interleaved layout
/// (``ChaCha20/blocks(key:nonce:counter:firstWordTo:otherWordsTo:)``), so the choice changes
/// the speed of the stream and nothing else. The process uses ``selected``: the fastest kernel
/// it can run, unless the environment variable `OPENUDID_CHACHA20_KERNEL` names a slower one
/// (`portable` or `avx2`), read once, as OpenSSL reads `OPENSSL_ia32cap`: a way to measure or
/// rule out a kernel without rebuilding. A name this processor cannot run is ignored.
package enum ChaCha20Kernel: String, CaseIterable, Sendable {
    case portable, avx2, avx512

    /// The kernels this processor and system can run, slowest first; `portable` always.
    package static let supported: [ChaCha20Kernel] = {
        let available = openudid_chacha20_kernels()
        return [.portable] + (available & 1 != 0 ? [.avx2] : []) + (available & 2 != 0 ? [.avx512] : [])
    }()

    /// The kernel ``SecureRandom`` refills with in this process (see the type's documentation).
    package static let selected: ChaCha20Kernel = choose(
        from: supported, override: getenv("OPENUDID_CHACHA20_KERNEL").map { String(cString: $0) })

    /// The last (fastest) of `supported`, or the kernel `override` names when it is one of them.
    package static func choose(from supported: [ChaCha20Kernel], override: String?) -> ChaCha20Kernel {
        if let override, let named = ChaCha20Kernel(rawValue: override), supported.contains(named) { return named }
        return supported.last ?? .portable
    }

    /// Sixteen blocks of keystream, counters `counter` to `counter + 15`, word-interleaved as
    /// ``ChaCha20/blocks(key:nonce:counter:firstWordTo:otherWordsTo:)`` writes them. The key (8
    /// words) and nonce (3 words) are read where they are, so that no copy of them is left
    /// behind in a frame of ours. Only a kernel of ``supported`` may be called: another one
    /// would stop the process on an instruction its processor lacks.
    package func blocks(
        key: UnsafePointer<UInt32>, nonce: UnsafePointer<UInt32>, counter: UInt32,
        firstWordTo first: UnsafeMutableRawPointer, otherWordsTo rest: UnsafeMutableRawPointer
    ) {
        switch self {
        case .portable:
            ChaCha20.blocks(key: key, nonce: (nonce[0], nonce[1], nonce[2]), counter: counter, firstWordTo: first, otherWordsTo: rest)
        case .avx2:
            openudid_chacha20_blocks_avx2(key, nonce, counter, first, rest)
        case .avx512:
            openudid_chacha20_blocks_avx512(key, nonce, counter, first, rest)
        }
    }
}

extension ChaCha20Keystream {
    /// ``write(key:nonce:counter:to:)`` computed by `kernel`, one of ``ChaCha20Kernel/supported``:
    /// for the tests and the fuzz target that hold every kernel to RFC 8439.
    package static func write(
        key: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
        nonce: (UInt32, UInt32, UInt32), counter: UInt32, kernel: ChaCha20Kernel,
        to output: UnsafeMutableRawPointer
    ) {
        precondition(ChaCha20Kernel.supported.contains(kernel), "the \(kernel) kernel cannot run on this processor")
        var key = key, nonce = nonce
        withUnsafeTemporaryAllocation(byteCount: bytesPerCall, alignment: 64) { interleaved in
            withUnsafePointer(to: &key) { keyTuple in
                withUnsafePointer(to: &nonce) { nonceTuple in
                    kernel.blocks(
                        key: UnsafeRawPointer(keyTuple).assumingMemoryBound(to: UInt32.self),
                        nonce: UnsafeRawPointer(nonceTuple).assumingMemoryBound(to: UInt32.self), counter: counter,
                        firstWordTo: interleaved.baseAddress!,
                        otherWordsTo: interleaved.baseAddress! + ChaCha20.lanes * 4)
                }
            }
            ChaCha20.transposeToStreamOrder(from: interleaved.baseAddress!, to: output)
        }
    }
}

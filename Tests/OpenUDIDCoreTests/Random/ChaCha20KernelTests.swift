import Foundation
import Testing
@testable import OpenUDIDCore

/// The kernels chosen at run time (``ChaCha20Kernel``) against the portable block function:
/// every kernel this processor runs must write exactly its bytes, word-interleaved, for any key,
/// nonce and counter, the 32-bit counter's wrap included; and the choice must follow the
/// processor and the environment's override as documented. On a processor without AVX2 or
/// AVX-512 the differential tests have only the portable kernel to compare, and say so.
@Suite struct ChaCha20KernelTests {
    /// The sixteen blocks of `kernel`, word-interleaved, first word and the rest in one buffer.
    static func blocks(_ kernel: ChaCha20Kernel, key: [UInt32], nonce: [UInt32], counter: UInt32) -> [UInt8] {
        var output = [UInt8](repeating: 0xEE, count: 1024)
        key.withUnsafeBufferPointer { key in
            nonce.withUnsafeBufferPointer { nonce in
                output.withUnsafeMutableBytes { out in
                    kernel.blocks(
                        key: key.baseAddress!, nonce: nonce.baseAddress!, counter: counter, firstWordTo: out.baseAddress!,
                        otherWordsTo: out.baseAddress! + 64)
                }
            }
        }
        return output
    }

    /// A reproducible stream of words for keys, nonces and counters (SplitMix64).
    struct Words {
        var state: UInt64
        mutating func next() -> UInt32 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt32(truncatingIfNeeded: z ^ (z >> 31))
        }
    }

    /// Counters at the edges: from 0, across 2^31, and the last sixteen before the wrap and
    /// across it (lane j of counter 0xFFFF_FFF8 + j wraps from lane 8 on).
    static let edgeCounters: [UInt32] = [0, 1, 0x7FFF_FFF8, 0x8000_0000, 0xFFFF_FFF0, 0xFFFF_FFF8, 0xFFFF_FFFF]

    @Test func everyKernelWritesThePortableBytes() {
        var words = Words(state: 40)
        var compared = 0
        for round in 0..<200 {
            let key = (0..<8).map { _ in words.next() }, nonce = (0..<3).map { _ in words.next() }
            let counter = round < Self.edgeCounters.count ? Self.edgeCounters[round] : words.next()
            let reference = Self.blocks(.portable, key: key, nonce: nonce, counter: counter)
            for kernel in ChaCha20Kernel.supported where kernel != .portable {
                let written = Self.blocks(kernel, key: key, nonce: nonce, counter: counter)
                #expect(written == reference, "\(kernel), key \(key), nonce \(nonce), counter \(counter)")
                compared += 1
            }
        }
        // Which kernels were compared, for the test log: none but the portable one on a
        // processor without AVX2.
        print(
            "ChaCha20 kernels compared with the portable one: \(ChaCha20Kernel.supported.dropFirst().map(\.rawValue)) (\(compared) cases)")
    }

    /// RFC 8439 §2.3.2's block, through every kernel and the stream-order writer.
    @Test(arguments: ChaCha20Kernel.supported)
    func rfcVector(_ kernel: ChaCha20Kernel) {
        let key = ChaCha20Tests.sequentialKey
        var stream = [UInt8](repeating: 0, count: ChaCha20Keystream.bytesPerCall)
        stream.withUnsafeMutableBytes { out in
            ChaCha20Keystream.write(
                key: (key[0], key[1], key[2], key[3], key[4], key[5], key[6], key[7]), nonce: (0x0900_0000, 0x4A00_0000, 0),
                counter: 1, kernel: kernel, to: out.baseAddress!)
        }
        let hex = stream.prefix(64).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(
            hex == """
                10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e\
                d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e
                """)
    }

    /// The kernels write their 1 KiB and not a byte more or less: the guard bytes on either side
    /// of each part keep their values, and every byte inside is written.
    @Test(arguments: ChaCha20Kernel.supported)
    func writesExactlyItsOutput(_ kernel: ChaCha20Kernel) {
        for offset in 0..<8 {
            // Two fills of the same blocks, over bytes of 0x00 and of 0xFF: a byte left
            // unwritten would keep its fill in one of them.
            var outputs: [[UInt8]] = []
            for fill: UInt8 in [0x00, 0xFF] {
                var first = [UInt8](repeating: fill, count: 64 + 2 * 16 + offset)
                var rest = [UInt8](repeating: fill, count: 960 + 2 * 16 + offset)
                first.withUnsafeMutableBytes { first in
                    rest.withUnsafeMutableBytes { rest in
                        [UInt32](repeating: 7, count: 8).withUnsafeBufferPointer { key in
                            [UInt32(1), 2, 3].withUnsafeBufferPointer { nonce in
                                kernel.blocks(
                                    key: key.baseAddress!, nonce: nonce.baseAddress!, counter: 5,
                                    firstWordTo: first.baseAddress! + 16 + offset, otherWordsTo: rest.baseAddress! + 16 + offset)
                            }
                        }
                    }
                }
                #expect(first.prefix(16 + offset).allSatisfy { $0 == fill } && first.suffix(16).allSatisfy { $0 == fill })
                #expect(rest.prefix(16 + offset).allSatisfy { $0 == fill } && rest.suffix(16).allSatisfy { $0 == fill })
                outputs.append(Array(first[(16 + offset)..<(80 + offset)]) + Array(rest[(16 + offset)..<(976 + offset)]))
            }
            #expect(outputs[0] == outputs[1], "\(kernel) at offset \(offset) left bytes unwritten")
        }
    }

    @Test func choiceFollowsTheProcessorAndTheOverride() {
        let all: [ChaCha20Kernel] = [.portable, .avx2, .avx512]
        #expect(ChaCha20Kernel.choose(from: all, override: nil) == .avx512)
        #expect(ChaCha20Kernel.choose(from: [.portable, .avx2], override: nil) == .avx2)
        #expect(ChaCha20Kernel.choose(from: [.portable], override: nil) == .portable)
        #expect(ChaCha20Kernel.choose(from: all, override: "portable") == .portable)
        #expect(ChaCha20Kernel.choose(from: all, override: "avx2") == .avx2)
        // A kernel the processor cannot run, or a name that is none, is ignored.
        #expect(ChaCha20Kernel.choose(from: [.portable, .avx2], override: "avx512") == .avx2)
        #expect(ChaCha20Kernel.choose(from: all, override: "AVX2") == .avx512)
        #expect(ChaCha20Kernel.choose(from: all, override: "") == .avx512)
        // This process: the portable kernel always; the selected one among those it supports.
        #expect(ChaCha20Kernel.supported.first == .portable)
        #expect(ChaCha20Kernel.supported.contains(ChaCha20Kernel.selected))
    }

    /// The CPUID check agrees with the kernel's view of the processor (`/proc/cpuinfo`'s flags,
    /// which Linux clears for instructions whose registers it does not save).
    @Test func detectionAgreesWithTheSystem() throws {
        #if os(Linux) && arch(x86_64)
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = Set(
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }?.split(separator: " ").map(String.init) ?? [])
        #expect(ChaCha20Kernel.supported.contains(.avx2) == flags.contains("avx2"))
        #expect(ChaCha20Kernel.supported.contains(.avx512) == flags.contains("avx512f"))
        #endif
    }
}

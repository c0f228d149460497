import OpenUDIDCore
@testable import OpenUDIDProperties
import Testing

/// The `random` checker: its reference is RFC 8439's, and wrong keystreams and fills are caught.
@Suite("Random checker")
struct RandomCheckerTests {
    static let rfcKey = Array(UInt8(0)...31)
    static let rfcNonce: [UInt8] = [0, 0, 0, 9, 0, 0, 0, 0x4A, 0, 0, 0, 0]

    /// An input: RFC 8439 §2.3.2's key and nonce, `counter`, then the script.
    static func input(counter: UInt32 = 1, script: [UInt8] = []) -> [UInt8] {
        rfcKey + rfcNonce + (0..<4).map { UInt8(truncatingIfNeeded: counter >> UInt32($0 * 8)) } + script
    }

    static func hex(_ bytes: [UInt8]) -> String { ASCII.hex(bytes: bytes) }

    @Test("the reference block function gives RFC 8439's test vectors")
    func referenceVectors() {
        // §2.3.2.
        #expect(
            Self.hex(ReferenceChaCha20.block(key: Self.rfcKey, nonce: Self.rfcNonce, counter: 1)) == """
                10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e\
                d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e
                """)
        // §A.1, test vector 2: zero key and nonce, counter 1.
        #expect(
            Self.hex(ReferenceChaCha20.block(key: [UInt8](repeating: 0, count: 32), nonce: [UInt8](repeating: 0, count: 12), counter: 1))
                == """
                9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed\
                29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f
                """)
    }

    @Test("the core passes a script of every step")
    func corePasses() {
        let script: [UInt8] = [0, 8, 1, 200, 2, 0xD4, 0x07, 0x41, 30, 4 + 8 * 16, 5 + 8 * 17, 6, 7 + 8 * 3]
        #expect(Self.input(counter: 0xFFFF_FFFA, script: script).withUnsafeBytes { RandomProperty.check($0) } == nil)
    }

    @Test("a keystream without the per-lane block counter is caught")
    func keystreamWithoutLaneCounter() {
        let keystream: RandomProperty.Keystream = { key, nonce, counter in
            (0..<ChaCha20Keystream.blocksPerCall).flatMap { _ in ReferenceChaCha20.block(key: key, nonce: nonce, counter: counter) }
        }
        #expect(Self.input().withUnsafeBytes { RandomProperty.check($0, keystream: keystream) } != nil)
    }

    @Test("a keystream whose counter does not wrap at 2^32 is caught")
    func keystreamThatSaturates() {
        let keystream: RandomProperty.Keystream = { key, nonce, counter in
            (0..<UInt32(ChaCha20Keystream.blocksPerCall)).flatMap { block in
                ReferenceChaCha20.block(
                    key: key, nonce: nonce, counter: counter.addingReportingOverflow(block).overflow ? .max : counter + block)
            }
        }
        #expect(Self.input(counter: 0xFFFF_FFF8).withUnsafeBytes { RandomProperty.check($0, keystream: keystream) } != nil)
        #expect(Self.input(counter: 7).withUnsafeBytes { RandomProperty.check($0, keystream: keystream) } == nil)
    }

    @Test("a kernel whose second half of lanes repeats the first half's counters is caught, and named")
    func kernelWithHalvesSwapped() {
        // What an eight-lane kernel computing sixteen blocks in two halves gets wrong when it
        // forgets to advance the counter for the second half.
        let halves: RandomProperty.Keystream = { key, nonce, counter in
            (0..<UInt32(ChaCha20Keystream.blocksPerCall)).flatMap { block in
                ReferenceChaCha20.block(key: key, nonce: nonce, counter: counter &+ block % 8)
            }
        }
        let violation = Self.input().withUnsafeBytes { RandomProperty.check($0, kernels: [("avx2", halves)]) }
        #expect(violation?.message.hasPrefix("the avx2 kernel: block 8 ") == true, "\(String(describing: violation))")
        // The core's kernels are all held to the property: one per kernel this processor runs.
        #expect(RandomProperty.coreKernels.map(\.name) == ChaCha20Kernel.supported.map(\.rawValue))
    }

    @Test("a fill that leaves bytes unwritten is caught")
    func fillWithAHole() {
        let fill: RandomProperty.Fill = { buffer in
            RandomProperty.coreFill(buffer)
            if buffer.count >= 40 {
                UnsafeMutableRawBufferPointer(rebasing: buffer[20..<36]).copyBytes(
                    from: [UInt8](repeating: RandomProperty.untouched, count: 16))
            }
        }
        #expect(Self.input(script: [1, 100]).withUnsafeBytes { RandomProperty.check($0, fill: fill) } != nil)
    }

    @Test("a fill that writes past its buffer is caught")
    func fillPastTheEnd() {
        let fill: RandomProperty.Fill = { buffer in
            RandomProperty.coreFill(buffer)
            // One byte too many, into the guard bytes the checker put there.
            if let base = buffer.baseAddress { base.storeBytes(of: 0, toByteOffset: buffer.count, as: UInt8.self) }
        }
        #expect(Self.input(script: [1, 10]).withUnsafeBytes { RandomProperty.check($0, fill: fill) } != nil)
    }

    @Test("a fill that hands the same bytes out twice is caught")
    func fillThatRepeats() {
        // Every call starts the same stream again: what a generator that forgot its key update
        // after a refill would do.
        let fill: RandomProperty.Fill = { buffer in
            let stream = ReferenceChaCha20.block(key: Self.rfcKey, nonce: Self.rfcNonce, counter: 9)
            for index in buffer.indices { buffer[index] = stream[index % 64] }
        }
        #expect(Self.input(script: [1, 40, 1, 40]).withUnsafeBytes { RandomProperty.check($0, fill: fill) } != nil)
        // Within one fill, too, once it is longer than a block.
        #expect(Self.input(script: [1, 100]).withUnsafeBytes { RandomProperty.check($0, fill: fill) } != nil)
    }

    @Test("a fill that hands out zeros is caught")
    func fillOfZeros() {
        let fill: RandomProperty.Fill = { buffer in buffer.initializeMemory(as: UInt8.self, repeating: 0) }
        #expect(Self.input(script: [1, 8]).withUnsafeBytes { RandomProperty.check($0, fill: fill) } != nil)
    }
}

import Testing
@testable import OpenUDIDCore

/// The direct path of ``SecureRandom/fill(_:)``: whole refills written straight into the
/// caller's memory (``ChaChaRandomState/refill(_:handingOutTo:)``) must hand out exactly the
/// bytes, and leave exactly the state, of taking everything through the buffer.
@Suite struct DirectFillTests {
    /// A keyed state with a fixed key and nonce, so both paths are reproducible (no kernel
    /// entropy is drawn until a reseed is due).
    static func makeState(
        keySeed: UInt32 = 7, sinceReseed: Int = 0,
        forkGeneration: UInt32 = ForkGeneration.current
    ) -> UnsafeMutablePointer<ChaChaRandomState> {
        let state = UnsafeMutablePointer<ChaChaRandomState>.allocate(capacity: 1)
        UnsafeMutableRawPointer(state).initializeMemory(
            as: UInt8.self, repeating: 0,
            count: MemoryLayout<ChaChaRandomState>.size)
        state.pointee.ready = 1
        state.pointee.forkGeneration = forkGeneration
        state.pointee.sinceReseed = sinceReseed
        let k = keySeed &* 0x9E37_79B9
        state.pointee.key = (k, k &+ 1, k &+ 2, k &+ 3, k &+ 4, k &+ 5, k &+ 6, k &+ 7)
        state.pointee.nonce = (k ^ 0xA5A5, k ^ 0x5A5A, k ^ 0xFFFF)
        return state
    }

    /// The plain path, as `fill` was before the direct path: everything through the buffer,
    /// each byte copied out and wiped.
    static func bufferedFill(_ state: UnsafeMutablePointer<ChaChaRandomState>, count: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: count)
        output.withUnsafeMutableBytes { out in
            var position = 0
            while position < count {
                if state.pointee.available == 0 { ChaChaRandomState.refill(state) }
                let take = min(count - position, state.pointee.available)
                let offset = ChaChaRandomState.bufferSize - state.pointee.available
                withUnsafeMutableBytes(of: &state.pointee.buffer) { buffer in
                    (out.baseAddress! + position).copyMemory(from: buffer.baseAddress! + offset, byteCount: take)
                    (buffer.baseAddress! + offset).initializeMemory(as: UInt8.self, repeating: 0, count: take)
                }
                state.pointee.available -= take
                position += take
            }
        }
        return output
    }

    static func fastFill(_ state: UnsafeMutablePointer<ChaChaRandomState>, count: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0xEE, count: count)
        output.withUnsafeMutableBytes { ChaChaRandomState.fill(state, $0.baseAddress!, count: count) }
        return output
    }

    /// Everything the rules care about in a state: keys, counters and the buffer.
    static func snapshot(_ state: UnsafeMutablePointer<ChaChaRandomState>) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: state, count: MemoryLayout<ChaChaRandomState>.size))
    }

    /// Sizes around the refill size (980), from an empty buffer and after a partial read, so
    /// the direct path starts both at a refill boundary and in the middle of a buffer.
    @Test(arguments: [0, 1, 979, 980, 981, 1960, 2000, 16_000, 100_003], [0, 1, 44, 979])
    func directFillMatchesBufferedFill(count: Int, alreadyRead: Int) {
        let plain = Self.makeState(), fast = Self.makeState()
        defer { plain.deallocate(); fast.deallocate() }
        #expect(Self.bufferedFill(plain, count: alreadyRead) == Self.fastFill(fast, count: alreadyRead))
        #expect(Self.bufferedFill(plain, count: count) == Self.fastFill(fast, count: count))
        let sameState = Self.snapshot(plain) == Self.snapshot(fast)
        #expect(sameState, "key, nonce, counters or buffer differ after \(count) bytes")
        // Bytes already handed out are wiped: the buffer holds nothing but what is available.
        let wiped = withUnsafeBytes(of: &fast.pointee.buffer) {
            $0[..<(ChaChaRandomState.bufferSize - fast.pointee.available)].allSatisfy { $0 == 0 }
        }
        #expect(wiped)
        // Both paths carry on identically.
        #expect(Self.bufferedFill(plain, count: 3000) == Self.fastFill(fast, count: 3000))
    }

    /// The bytes are RFC 8439's keystream: refill n computes blocks 0-15 under the key and
    /// nonce that the first 44 bytes of refill n - 1 became, stores them word-interleaved
    /// (word w of block j at (16w + j) * 4), and hands out bytes 44..<1024 of that.
    @Test func directFillIsTheDocumentedKeystream() {
        let state = Self.makeState(keySeed: 3)
        defer { state.deallocate() }
        var key = state.pointee.key, nonce = state.pointee.nonce
        let refills = 5
        let output = Self.fastFill(state, count: refills * 980)
        var expected: [UInt8] = []
        for _ in 0..<refills {
            var streamOrder = [UInt8](repeating: 0, count: 1024)
            streamOrder.withUnsafeMutableBytes {
                ChaCha20Keystream.write(key: key, nonce: nonce, counter: 0, to: $0.baseAddress!)
            }
            var interleaved = [UInt8](repeating: 0, count: 1024)
            for block in 0..<16 {
                for word in 0..<16 {
                    for byte in 0..<4 {
                        interleaved[(word * 16 + block) * 4 + byte] = streamOrder[block * 64 + word * 4 + byte]
                    }
                }
            }
            expected += interleaved[44...]
            interleaved.withUnsafeBytes { raw in
                withUnsafeMutableBytes(of: &key) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[..<32])) }
                withUnsafeMutableBytes(of: &nonce) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[32..<44])) }
            }
        }
        #expect(output == expected)
        // The state holds the key from the last refill's first 44 bytes, and nothing else.
        #expect(withUnsafeBytes(of: &state.pointee.key) { Array($0) } == withUnsafeBytes(of: &key) { Array($0) })
        #expect(withUnsafeBytes(of: &state.pointee.nonce) { Array($0) } == withUnsafeBytes(of: &nonce) { Array($0) })
        #expect(state.pointee.available == 0)
        #expect(state.pointee.sinceReseed == refills * 980)
        #expect(withUnsafeBytes(of: &state.pointee.buffer) { $0.allSatisfy { $0 == 0 } })
    }

    /// A reseed falls due on the same refill on both paths: the bytes before it agree, the
    /// counter restarts, and the bytes after it come from a key with fresh kernel entropy.
    @Test func directFillReseedsOnSchedule() {
        let start = ChaChaRandomState.reseedInterval - 2 * 980
        let plain = Self.makeState(sinceReseed: start), fast = Self.makeState(sinceReseed: start)
        let unseeded = Self.makeState(sinceReseed: 0)
        defer { plain.deallocate(); fast.deallocate(); unseeded.deallocate() }
        let count = 5 * 980
        let plainBytes = Self.bufferedFill(plain, count: count)
        let fastBytes = Self.fastFill(fast, count: count)
        let noReseed = Self.fastFill(unseeded, count: count)
        // Two refills before the reseed; the third starts after it.
        #expect(fastBytes[..<1960] == plainBytes[..<1960])
        #expect(fastBytes[..<1960] == noReseed[..<1960])
        #expect(fastBytes[1960...] != noReseed[1960...])
        #expect(fastBytes[1960...] != plainBytes[1960...])  // each drew its own entropy
        #expect(fast.pointee.sinceReseed == 3 * 980)
        #expect(plain.pointee.sinceReseed == 3 * 980)
    }

    /// A state keyed before a fork (stale generation, the `pthread_atfork` fallback) is
    /// reseeded before the direct path hands out anything.
    @Test func directFillReseedsAfterFork() {
        let stale = Self.makeState(forkGeneration: ForkGeneration.current &- 1)
        let current = Self.makeState()
        defer { stale.deallocate(); current.deallocate() }
        let staleBytes = Self.fastFill(stale, count: 4 * 980)
        let currentBytes = Self.fastFill(current, count: 4 * 980)
        #expect(staleBytes[..<980] != currentBytes[..<980])
        #expect(stale.pointee.forkGeneration == ForkGeneration.current)
        #expect(stale.pointee.sinceReseed == 4 * 980)
    }
}

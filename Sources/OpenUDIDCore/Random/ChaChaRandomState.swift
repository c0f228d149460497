import Platform

/// The per-thread state of ``SecureRandom``: a ChaCha20 key, and keystream not yet handed out.
///
/// The design follows OpenBSD's `arc4random`:
/// - The key comes from the kernel (`getentropy`) when a thread first asks for randomness.
/// - **Key erasure.** Each refill computes 16 blocks (1 KiB) of keystream; its first 44 bytes
///   immediately become the next key and nonce and are wiped from the buffer. Whoever reads
///   this memory later cannot recompute bytes already handed out.
/// - Every byte handed out is wiped from the buffer as it leaves. A large `fill` has whole
///   refills written straight into the caller's memory, never into the buffer (see
///   ``refill(_:handingOutTo:)``): the same bytes, in the same order, under the same rules.
/// - **Reseeding.** After ``reseedInterval`` bytes, 44 fresh bytes from the kernel are mixed
///   (XOR) into the key and nonce before the next refill.
/// - **Fork safety.** The state lives in its own page marked `MADV_WIPEONFORK`: a child process
///   sees the page zeroed, finds `ready == 0`, and reseeds from the kernel, so parent and child
///   never share a stream. Where `madvise` refuses (Linux before 4.14) or has no such advice
///   (every other system), a `pthread_atfork` child handler does the same by hand
///   (``ForkGeneration``).
@usableFromInline
struct ChaChaRandomState {
    /// Non-zero once keyed; a page wiped by fork reads 0 here.
    var ready: UInt32
    /// The fork generation this state was keyed in (fallback fork detection).
    var forkGeneration: UInt32
    /// Unread bytes at the end of `buffer`.
    @usableFromInline var available: Int
    /// Bytes handed out since the last reseed from the kernel.
    var sinceReseed: Int
    /// Key (8 words) and nonce (3 words).
    var key: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    var nonce: (UInt32, UInt32, UInt32)
    /// Keystream: 16 blocks.
    @usableFromInline var buffer:
        (
            SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
            SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
            SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
            SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>
        )

    /// Size of `buffer`.
    @usableFromInline static let bufferSize = 1024
    /// Key and nonce bytes taken from each refill.
    static let keyMaterialSize = 44
    /// Output between reseeds from the kernel (1.5 MiB, in the range `arc4random` uses).
    static let reseedInterval = 1_572_864
}

extension ChaChaRandomState {
    /// Bytes one refill hands out: the buffer less the key material (980).
    static let handedOutPerRefill = bufferSize - keyMaterialSize
    /// Bytes of word 0 of the sixteen blocks, the part of the buffer that holds the key material
    /// (64 with 16 lanes: 44 become the next key and nonce, 20 are handed out).
    static let firstWordSize = ChaCha20.lanes * 4

    /// Refills the buffer with fresh keystream (980 bytes available), reseeding first when due.
    @usableFromInline
    static func refill(_ state: UnsafeMutablePointer<ChaChaRandomState>) {
        withUnsafeMutableBytes(of: &state.pointee.buffer) { buffer in
            let base = buffer.baseAddress!
            generate(state, firstWordTo: base, otherWordsTo: base + firstWordSize)
        }
        state.pointee.available = handedOutPerRefill
    }

    /// A refill whose 980 bytes go straight to `destination` instead of through the buffer:
    /// exactly the bytes, in the same order, that ``refill(_:)`` followed by reading the whole
    /// buffer would hand out, and the same state afterwards, without copying them or wiping
    /// them from the buffer. Only word 0 of the blocks (the key material and the first 20
    /// bytes handed out) passes through the buffer, which is wiped again before returning.
    ///
    /// The buffer must be empty (`available == 0`, and so all zero).
    static func refill(_ state: UnsafeMutablePointer<ChaChaRandomState>, handingOutTo destination: UnsafeMutableRawPointer) {
        let handedOutOfFirstWord = firstWordSize - keyMaterialSize
        withUnsafeMutableBytes(of: &state.pointee.buffer) { buffer in
            let base = buffer.baseAddress!
            generate(state, firstWordTo: base, otherWordsTo: destination + handedOutOfFirstWord)
            destination.copyMemory(from: base + keyMaterialSize, byteCount: handedOutOfFirstWord)
            (base + keyMaterialSize).initializeMemory(as: UInt8.self, repeating: 0, count: handedOutOfFirstWord)
        }
    }

    /// One refill's keystream: reseeds when due, computes the 16 blocks (word 0 of each at
    /// `first`, words 1-15 at `rest`), turns the first 44 bytes into the next key and nonce and
    /// wipes them (key erasure), and counts the 980 bytes handed out towards the next reseed.
    @inline(__always)
    static func generate(
        _ state: UnsafeMutablePointer<ChaChaRandomState>,
        firstWordTo first: UnsafeMutableRawPointer, otherWordsTo rest: UnsafeMutableRawPointer
    ) {
        if state.pointee.ready == 0 || state.pointee.forkGeneration != ForkGeneration.current
            || state.pointee.sinceReseed >= reseedInterval
        {
            reseed(state)
        }
        assert(ChaCha20.lanes * ChaCha20.blockSize == bufferSize, "one block call fills the buffer")
        // The key and nonce are read where they live in the state page: passing the tuples by
        // value would leave copies of them on the stack after they have been replaced. The
        // block function is the fastest kernel this processor runs (ChaCha20Kernel.selected).
        withUnsafeMutablePointer(to: &state.pointee.key) { keyTuple in
            withUnsafeMutablePointer(to: &state.pointee.nonce) { nonceTuple in
                ChaCha20Kernel.selected.blocks(
                    key: UnsafeRawPointer(keyTuple).assumingMemoryBound(to: UInt32.self),
                    nonce: UnsafeRawPointer(nonceTuple).assumingMemoryBound(to: UInt32.self), counter: 0,
                    firstWordTo: first, otherWordsTo: rest)
            }
        }
        // Key erasure: the first 44 bytes become the next key and nonce, then vanish.
        withUnsafeMutableBytes(of: &state.pointee.key) { $0.copyMemory(from: UnsafeRawBufferPointer(start: first, count: 32)) }
        withUnsafeMutableBytes(of: &state.pointee.nonce) { $0.copyMemory(from: UnsafeRawBufferPointer(start: first + 32, count: 12)) }
        first.initializeMemory(as: UInt8.self, repeating: 0, count: keyMaterialSize)
        state.pointee.sinceReseed += handedOutPerRefill
    }

    /// Fills `count` bytes at `destination`: first what is left in the buffer, then whole
    /// refills straight into the destination while at least 980 bytes remain, then the rest
    /// through the buffer. The bytes and the final state are exactly those of taking everything
    /// through the buffer (``refill(_:handingOutTo:)``); only the copying and wiping are saved.
    static func fill(_ state: UnsafeMutablePointer<ChaChaRandomState>, _ destination: UnsafeMutableRawPointer, count: Int) {
        var destination = destination
        var remaining = count
        while remaining > 0 {
            if state.pointee.available == 0 {
                if remaining >= handedOutPerRefill {
                    refill(state, handingOutTo: destination)
                    destination += handedOutPerRefill
                    remaining -= handedOutPerRefill
                    continue
                }
                refill(state)
            }
            let take = Swift.min(remaining, state.pointee.available)
            let offset = bufferSize - state.pointee.available
            withUnsafeMutableBytes(of: &state.pointee.buffer) { stream in
                destination.copyMemory(from: stream.baseAddress! + offset, byteCount: take)
                // Wipe what leaves, so the buffer never holds output already used.
                (stream.baseAddress! + offset).initializeMemory(as: UInt8.self, repeating: 0, count: take)
            }
            state.pointee.available -= take
            destination += take
            remaining -= take
        }
    }

    /// Mixes 44 bytes from the kernel into the key and nonce (a fresh state has zeros there,
    /// so the first reseed simply sets them).
    static func reseed(_ state: UnsafeMutablePointer<ChaChaRandomState>) {
        var fresh = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &fresh) { SystemEntropy.fill(UnsafeMutableRawBufferPointer(rebasing: $0[..<keyMaterialSize])) }
        if state.pointee.ready == 0 || state.pointee.forkGeneration != ForkGeneration.current {
            state.pointee.key = (0, 0, 0, 0, 0, 0, 0, 0)
            state.pointee.nonce = (0, 0, 0)
        }
        withUnsafeBytes(of: &fresh) { entropy in
            withUnsafeMutableBytes(of: &state.pointee.key) { key in
                for i in 0..<32 { key[i] ^= entropy[i] }
            }
            withUnsafeMutableBytes(of: &state.pointee.nonce) { nonce in
                for i in 0..<12 { nonce[i] ^= entropy[32 + i] }
            }
        }
        _ = withUnsafeMutableBytes(of: &fresh) { $0.initializeMemory(as: UInt8.self, repeating: 0) }
        state.pointee.ready = 1
        state.pointee.forkGeneration = ForkGeneration.current
        state.pointee.sinceReseed = 0
        state.pointee.available = 0
    }
}

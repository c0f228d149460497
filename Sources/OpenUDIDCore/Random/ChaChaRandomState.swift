#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-thread state of ``SecureRandom``: a ChaCha20 key, and keystream not yet handed out.
///
/// The design follows OpenBSD's `arc4random`:
/// - The key comes from the kernel (`getentropy`) when a thread first asks for randomness.
/// - **Key erasure.** Each refill computes 16 blocks (1 KiB) of keystream; its first 44 bytes
///   immediately become the next key and nonce and are wiped from the buffer. Whoever reads
///   this memory later cannot recompute bytes already handed out.
/// - Every byte handed out is wiped from the buffer as it leaves.
/// - **Reseeding.** After ``reseedInterval`` bytes, 44 fresh bytes from the kernel are mixed
///   (XOR) into the key and nonce before the next refill.
/// - **Fork safety.** The state lives in its own page marked `MADV_WIPEONFORK`: a child process
///   sees the page zeroed, finds `ready == 0`, and reseeds from the kernel, so parent and child
///   never share a stream. Where `madvise` refuses, a `pthread_atfork` handler bumps a global
///   generation that every state compares against instead.
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
    @usableFromInline var buffer: (SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
                                   SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
                                   SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
                                   SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>)

    /// Size of `buffer`.
    @usableFromInline static let bufferSize = 1024
    /// Key and nonce bytes taken from each refill.
    static let keyMaterialSize = 44
    /// Output between reseeds from the kernel (1.5 MiB, in the range `arc4random` uses).
    static let reseedInterval = 1_572_864
}

extension ChaChaRandomState {
    /// Makes `count` (≤ 980) bytes available, reseeding and rekeying as needed.
    @usableFromInline
    static func refill(_ state: UnsafeMutablePointer<ChaChaRandomState>) {
        if state.pointee.ready == 0 || state.pointee.forkGeneration != ForkGeneration.current
            || state.pointee.sinceReseed >= reseedInterval {
            reseed(state)
        }
        withUnsafeMutableBytes(of: &state.pointee.buffer) { buffer in
            let base = buffer.baseAddress!
            // The key is read where it lives in the state page: passing the tuple by value would
            // leave a copy of it on the stack after it has been replaced.
            withUnsafeMutablePointer(to: &state.pointee.key) { keyTuple in
                let key = UnsafeRawPointer(keyTuple).assumingMemoryBound(to: UInt32.self)
                var block = 0
                while block < 16 {
                    ChaCha20.blocks(key: key, nonce: state.pointee.nonce, counter: UInt32(block),
                                    to: base + block * 64)
                    block += ChaCha20.lanes
                }
            }
            // Key erasure: the first 44 bytes become the next key and nonce, then vanish.
            withUnsafeMutableBytes(of: &state.pointee.key) { $0.copyMemory(from: UnsafeRawBufferPointer(start: base, count: 32)) }
            withUnsafeMutableBytes(of: &state.pointee.nonce) { $0.copyMemory(from: UnsafeRawBufferPointer(start: base + 32, count: 12)) }
            base.initializeMemory(as: UInt8.self, repeating: 0, count: keyMaterialSize)
        }
        state.pointee.available = bufferSize - keyMaterialSize
        state.pointee.sinceReseed += bufferSize - keyMaterialSize
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

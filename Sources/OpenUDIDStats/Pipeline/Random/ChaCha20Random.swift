internal import OpenUDIDCore

/// A deterministic stream of random numbers: the ChaCha20 keystream of RFC 8439 §2.3, read as
/// little-endian 64-bit words.
///
/// This is the harness randomness of the statistics report, not an identifier source. The
/// report needs two things from it that ``OpenUDIDCore/SecureRandom`` does not offer: the same
/// seed must replay the same identifiers (so a surprising result can be reproduced, and so the
/// memory-limited mode can generate the same identifiers again in a later pass), and each block
/// of identifiers must have its own independent stream, so that threads can make blocks in any
/// order. ChaCha20 is the cipher behind `arc4random` on Apple platforms, so the statistical
/// quality matches what the original OpenUDID drew from.
///
/// Each stream is keyed by a 256-bit key and selected by a 96-bit nonce; the 32-bit block
/// counter starts at 0, so one stream yields at most 2^32 blocks (256 GiB) before repeating.
/// The blocks come from the core's ``OpenUDIDCore/ChaCha20Keystream``, sixteen per refill.
///
/// ```swift
/// var random = ChaCha20Random(seed: 42, stream: 1, block: 0)
/// let id = RFCUUID.v4(using: &random)   // the same UUID on every run
/// ```
@frozen
package struct ChaCha20Random: RandomNumberGenerator, Sendable {
    /// The eight key words.
    @usableFromInline var key: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    /// The three nonce words.
    @usableFromInline var nonce: (UInt32, UInt32, UInt32)
    /// The block counter of the next refill's first block.
    @usableFromInline var counter: UInt32
    /// One refill of keystream in stream order.
    @usableFromInline var buffer: ChaCha20Buffer
    /// The next unread 64-bit word of `buffer` (0...32; 32 means "refill first").
    @usableFromInline var position: Int

    /// Creates the stream for a 256-bit key (`key.0` holds key bytes 0-7, little-endian) and a
    /// 96-bit nonce, starting at block counter `counter`.
    package init(key: (UInt64, UInt64, UInt64, UInt64), nonce: (UInt32, UInt32, UInt32), counter: UInt32 = 0) {
        @inline(__always) func low(_ word: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: word) }
        @inline(__always) func high(_ word: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: word &>> 32) }
        self.key = (low(key.0), high(key.0), low(key.1), high(key.1), low(key.2), high(key.2), low(key.3), high(key.3))
        self.nonce = nonce
        self.counter = counter
        buffer = ChaCha20Buffer()
        position = ChaCha20Buffer.words
    }

    /// The stream for `block` of sub-stream `stream` under a 64-bit `seed`.
    ///
    /// The seed is stretched into the 256-bit key with SplitMix64 (Steele, Lea and Flood,
    /// "Fast splittable pseudorandom number generators", OOPSLA 2014), whose outputs for
    /// consecutive states are distinct; `stream` and `block` fill the nonce, so every
    /// (stream, block) pair reads its own part of the keystream and blocks can be generated in
    /// any order, on any number of threads, with the same result.
    package init(seed: UInt64, stream: UInt32, block: UInt64) {
        var state = seed
        @inline(__always) func splitMix() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z &>> 31)
        }
        let key = (splitMix(), splitMix(), splitMix(), splitMix())
        self.init(
            key: key,
            nonce: (stream, UInt32(truncatingIfNeeded: block), UInt32(truncatingIfNeeded: block &>> 32)))
    }

    /// The next 64 bits of keystream: keystream bytes 8i...8i+7 read little-endian.
    package mutating func next() -> UInt64 {
        if position == ChaCha20Buffer.words { refill() }
        let p = position
        position &+= 1
        return withUnsafeBytes(of: &buffer.storage) {
            UInt64(littleEndian: $0.load(fromByteOffset: p &* 8, as: UInt64.self))
        }
    }

    /// Computes the next blocks and advances the counter past them.
    mutating func refill() {
        let (key, nonce, counter) = (self.key, self.nonce, self.counter)
        withUnsafeMutableBytes(of: &buffer.storage) {
            ChaCha20Keystream.write(key: key, nonce: nonce, counter: counter, to: $0.baseAddress!)
        }
        self.counter &+= UInt32(ChaCha20Keystream.blocksPerCall)
        position = 0
    }
}

/// One refill of keystream (``OpenUDIDCore/ChaCha20Keystream/bytesPerCall`` bytes) held inline.
@frozen @usableFromInline
struct ChaCha20Buffer: Sendable {
    @usableFromInline static let words = 128
    @usableFromInline var storage:
        (
            SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
            SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
            SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
            SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>
        )
    @inlinable init() {
        storage = (
            .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero,
            .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero
        )
    }
}

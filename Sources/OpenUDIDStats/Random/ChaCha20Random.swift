/// A deterministic stream of random numbers: the ChaCha20 keystream of RFC 8439 §2.3, read as
/// little-endian 64-bit words.
///
/// This is the harness randomness of the statistics report, not an identifier source. The
/// report needs two things from it that ``OpenUDIDCore/SecureRandom`` cannot give: the same
/// seed must replay the same identifiers (so a surprising result can be reproduced, and so the
/// memory-limited mode can generate the same identifiers again in a later pass), and a billion
/// identifiers need billions of draws, far too many for one system call each. ChaCha20 is the
/// cipher behind `arc4random` on Apple platforms, so the statistical quality matches what the
/// original OpenUDID drew from.
///
/// Each stream is keyed by a 256-bit key and selected by a 96-bit nonce; the 32-bit block
/// counter starts at 0, so one stream yields at most 2^32 blocks (256 GiB) before repeating.
///
/// ```swift
/// var random = ChaCha20Random(seed: 42, stream: 1, block: 0)
/// let id = RFCUUID.v4(using: &random)   // the same UUID on every run
/// ```
@frozen
public struct ChaCha20Random: RandomNumberGenerator, Sendable {
    /// Rows 1 and 2 of the initial state: the key.
    @usableFromInline var key0: SIMD4<UInt32>
    @usableFromInline var key1: SIMD4<UInt32>
    /// Row 3: block counter (lane 0) and nonce (lanes 1-3).
    @usableFromInline var counterAndNonce: SIMD4<UInt32>
    /// The current keystream block, as four rows of four words.
    @usableFromInline var block: (SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>)
    /// The next unread 64-bit word of `block` (0...8; 8 means "refill first").
    @usableFromInline var position: Int

    /// Creates the stream for a 256-bit key (`key.0` holds key bytes 0-7, little-endian) and a
    /// 96-bit nonce, starting at block counter `counter`.
    @inlinable
    public init(key: (UInt64, UInt64, UInt64, UInt64), nonce: (UInt32, UInt32, UInt32), counter: UInt32 = 0) {
        @inline(__always) func split(_ a: UInt64, _ b: UInt64) -> SIMD4<UInt32> {
            SIMD4(UInt32(truncatingIfNeeded: a), UInt32(truncatingIfNeeded: a &>> 32),
                  UInt32(truncatingIfNeeded: b), UInt32(truncatingIfNeeded: b &>> 32))
        }
        key0 = split(key.0, key.1)
        key1 = split(key.2, key.3)
        counterAndNonce = SIMD4(counter, nonce.0, nonce.1, nonce.2)
        block = (.zero, .zero, .zero, .zero)
        position = 8
    }

    /// The stream for `block` of sub-stream `stream` under a 64-bit `seed`.
    ///
    /// The seed is stretched into the 256-bit key with SplitMix64 (Steele, Lea and Flood,
    /// "Fast splittable pseudorandom number generators", OOPSLA 2014), whose outputs for
    /// consecutive states are distinct; `stream` and `block` fill the nonce, so every
    /// (stream, block) pair reads its own part of the keystream and blocks can be generated in
    /// any order, on any number of threads, with the same result.
    @inlinable
    public init(seed: UInt64, stream: UInt32, block: UInt64) {
        var state = seed
        @inline(__always) func splitMix() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z &>> 31)
        }
        let key = (splitMix(), splitMix(), splitMix(), splitMix())
        self.init(key: key,
                  nonce: (stream, UInt32(truncatingIfNeeded: block), UInt32(truncatingIfNeeded: block &>> 32)))
    }

    /// The next 64 bits of keystream: keystream bytes 8i...8i+7 read little-endian.
    @inlinable
    public mutating func next() -> UInt64 {
        if position == 8 { refill() }
        let p = position
        position &+= 1
        let row: SIMD4<UInt32>
        switch p &>> 1 {
        case 0: row = block.0
        case 1: row = block.1
        case 2: row = block.2
        default: row = block.3
        }
        let lane = (p & 1) &<< 1
        return UInt64(row[lane]) | UInt64(row[lane &+ 1]) &<< 32
    }

    /// Computes the block at the current counter and advances the counter.
    @inlinable
    mutating func refill() {
        block = ChaCha20Random.block(key0: key0, key1: key1, counterAndNonce: counterAndNonce)
        counterAndNonce[0] &+= 1
        position = 0
    }
}

internal import OpenUDIDCore

/// Produces the identifiers of one generator as fixed-width keys, one index at a time.
///
/// Identifiers are made in blocks of ``blockSize`` consecutive indices. Each block draws from
/// its own ChaCha20 stream (``ChaCha20Random/init(seed:stream:block:)``), and everything a
/// source needs besides that stream is fixed when the source is made, so identifier `i` is the
/// same whichever thread makes it and however often it is made again. The memory-limited mode
/// relies on that: it generates the same identifiers once per pass.
protocol KeySource: Sendable {
    /// Identifier number `index`. Calls for the indices of one block come in increasing order
    /// with that block's stream.
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey

    /// Identifiers `start ..< start + count` (at most ``batchSize``), written at `destination`:
    /// exactly what `make` returns for each index in turn. A source overrides this when the
    /// core can make several identifiers at once faster (OpenUDID 2012 hashes one per SIMD
    /// lane).
    func makeBatch(start: Int, count: Int, random: inout ChaCha20Random, into destination: UnsafeMutablePointer<GeneratedKey>)
}

/// The most identifiers one `makeBatch` call makes.
let batchSize = 64

extension KeySource {
    @inline(__always)
    func makeBatch(start: Int, count: Int, random: inout ChaCha20Random, into destination: UnsafeMutablePointer<GeneratedKey>) {
        for offset in 0..<count {
            destination[offset] = make(index: start &+ offset, random: &random)
        }
    }
}

/// How many consecutive indices share one random stream.
let blockSize = 1 << 16

extension StatsKey {
    /// The key of a UUID: all 128 bits.
    @inline(__always)
    init(_ uuid: RFCUUID) { self.init(high: uuid.high, low: uuid.low) }
}

/// One random word per run (a device's identifiers in one millisecond) of a simulated fleet,
/// readable in any order.
///
/// The identifiers of one run are spread over the indices of their millisecond (device after
/// device, round after round), so a block stream, read in index order, cannot hand them a
/// shared word. Run `q`'s word is instead word `q % 128` of chunk `q / 128`: one refill (16
/// ChaCha20 blocks, 128 words) of the stream for block `q / 128` under the generator's own
/// run seed, drawn from its setup stream. A batch of consecutive indices needs one or two
/// chunks.
struct RunWords: Sendable {
    /// Drawn once per run of the report from the generator's setup stream.
    let seed: UInt64

    /// Words per chunk: one refill of ``ChaCha20Random``.
    static let chunkSize = 128

    /// The stream number of the run words (any constant: the key, from ``seed``, sets them
    /// apart from every identifier block).
    static let stream: UInt32 = 0x5255_4E53  // "RUNS"

    /// Writes the 128 words of `chunk` at `words`.
    func fill(chunk: Int, into words: UnsafeMutablePointer<UInt64>) {
        var random = ChaCha20Random(seed: seed, stream: Self.stream, block: UInt64(chunk))
        for index in 0..<Self.chunkSize { words[index] = random.next() }
    }

    /// The word of run `run` alone (tests, and single identifiers).
    func word(_ run: Int) -> UInt64 {
        var random = ChaCha20Random(seed: seed, stream: Self.stream, block: UInt64(run / Self.chunkSize))
        for _ in 0..<run % Self.chunkSize { _ = random.next() }
        return random.next()
    }
}

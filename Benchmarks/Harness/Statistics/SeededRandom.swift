/// A small deterministic random number generator (SplitMix64: Steele, Lea and Flood, "Fast
/// Splittable Pseudorandom Number Generators", OOPSLA 2014), for the bootstrap: the same seed
/// gives the same resamples, so an interval printed today is printed again tomorrow from the
/// same samples, and tests are reproducible.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded from text (FNV-1a of its UTF-8), e.g. a benchmark and peer name, so
    /// that each ratio has its own stream whatever the order the rows run in.
    package init(seedText: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seedText.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        self.init(seed: hash)
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A random index in `0..<count` (count > 0), by multiplying and keeping the high word
    /// (Lemire's method without the rejection step: the bias, below count / 2⁶⁴, is far under
    /// anything a bootstrap of at most thousands of samples could show).
    @inline(__always)
    package mutating func index(below count: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(count)).high)
    }
}

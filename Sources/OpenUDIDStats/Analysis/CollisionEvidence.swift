import CollisionStatistics

/// The identifiers behind an `excess` verdict: pairs that agree on the longest flagged prefix,
/// written out so that a reader can check them.
///
/// The pairs are the first of their runs, those with the smallest values (at most five), and
/// each identifier carries its index: identifier `index` of the generator under the report's
/// seed, which `openudid stats --seed` makes again.
package struct CollisionEvidence: Sendable, Hashable {
    /// The prefix length, in bits, the pairs agree on: the longest one flagged `excess`.
    package var bits: Int
    /// The pairs, smallest first; empty only when every such pair straddles two 16-bit slices
    /// (possible for `bits` ≤ 16 only), where the sorted scan does not see it.
    package var pairs: [CollidingPair]
}

/// Two identifiers that agree on a prefix.
package struct CollidingPair: Sendable, Hashable {
    /// The identifier with the smaller key.
    package var first: CollidingIdentifier
    /// The other identifier (the same value again for an exact duplicate).
    package var second: CollidingIdentifier
    /// How many leading bits of their keys agree: at least ``CollisionEvidence/bits``, 128 for
    /// equal keys (for an OpenUDID the key is the MD5 part; the suffixes may differ).
    package var commonBits: Int
}

/// One generated identifier, located.
package struct CollidingIdentifier: Sendable, Hashable {
    /// Its index among the N identifiers of its generator, from 0.
    package var index: Int
    /// The identifier as written: a canonical UUID, 40 OpenUDID digits or 32 hex digits (see
    /// ``IdentifierFormat/Spelling``).
    package var text: String
}

extension CollisionEvidence {
    /// The evidence at `bits` from sampled key pairs and where their keys were made; a pair
    /// whose keys were not located is left out (it cannot happen with a deterministic
    /// generator).
    init(bits: Int, samples: [KeyPair], located: [StatsKey: [LocatedKey]], format: IdentifierFormat) {
        self.bits = bits
        pairs = samples.compactMap { sample in
            let firstPlaces = located[sample.first] ?? [], secondPlaces = located[sample.second] ?? []
            // An exact duplicate is one key made twice: its two smallest indices.
            let second = sample.first == sample.second ? secondPlaces.dropFirst().first : secondPlaces.first
            guard let first = firstPlaces.first, let second else { return nil }
            func identifier(_ place: LocatedKey, _ key: StatsKey) -> CollidingIdentifier {
                CollidingIdentifier(index: place.index, text: format.text(key: key, suffix: place.suffix))
            }
            return CollidingPair(
                first: identifier(first, sample.first), second: identifier(second, sample.second),
                commonBits: sample.first.commonPrefixLength(with: sample.second))
        }
    }
}

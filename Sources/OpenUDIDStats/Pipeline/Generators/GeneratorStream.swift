/// How a generator's random sub-stream follows from its name.
///
/// A stream is the 32-bit word of the ChaCha20 nonce that sets a generator's identifiers apart
/// from every other generator's under the same seed. Deriving it from the name means a new
/// generator chooses no number: two names share a stream only if their 32-bit hashes agree, and
/// the registry test would catch that. The first seven generators keep the numbers 1-7 they
/// were given by hand before this derivation, so that their reports for a given seed do not
/// change; derived streams have the top bit set and never meet those.
///
/// The name is the stream's identity: renaming a generator changes its identifiers, unless the
/// old stream is pinned in the renamed type.
enum GeneratorStream {
    /// FNV-1a (Fowler, Noll and Vo; 32-bit offset basis 2166136261, prime 16777619) of the
    /// name's UTF-8 bytes, with the top bit set.
    static func derived(from name: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash | 0x8000_0000
    }
}

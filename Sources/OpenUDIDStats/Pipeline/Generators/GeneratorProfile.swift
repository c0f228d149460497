import CollisionStatistics

/// What a generator is, apart from how it makes keys: its names, the written form it is judged
/// against, its random sub-stream and its collision model.
struct GeneratorProfile: Sendable {
    /// The name `--generators` accepts: lowercase, unique in the registry (checked by a test).
    let name: String
    /// A short human-readable name for tables and legends.
    let title: String
    /// The written form whose ideal generator this one is compared with.
    let format: IdentifierFormat
    /// The sub-stream of the seeded random stream the generator draws from, so that adding,
    /// removing or reordering generators does not change what the others produce: derived
    /// from ``name`` (``GeneratorStream/derived(from:)``) unless pinned. A test checks that
    /// the registry's streams are distinct.
    let stream: UInt32
    /// The probability that two identifiers, made independently on two devices, are equal, as
    /// the construction implies; it feeds the analytical collision table.
    let pairCollisionProbability: Double
    /// One sentence on where ``pairCollisionProbability`` comes from.
    let collisionModel: String
    /// The law of the 32-bit suffix, for formats that have one.
    let suffixLaw: SuffixLaw

    /// - Parameter pinnedStream: a stream number kept from before streams were derived from
    ///   names (the first seven generators have 1-7); `nil` for every new generator.
    init(
        name: String, title: String, format: IdentifierFormat, pinnedStream: UInt32? = nil,
        pairCollisionProbability: Double, collisionModel: String, suffixLaw: SuffixLaw = .uniform
    ) {
        self.name = name
        self.title = title
        self.format = format
        self.stream = pinnedStream ?? GeneratorStream.derived(from: name)
        self.pairCollisionProbability = pairCollisionProbability
        self.collisionModel = collisionModel
        self.suffixLaw = suffixLaw
    }
}

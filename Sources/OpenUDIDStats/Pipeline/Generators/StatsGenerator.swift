package import CollisionStatistics

/// One of the identifier generators the report compares.
///
/// A generator is named by its ``rawValue`` (the names `--generators` accepts) and described by
/// its ``title``, the ``format`` its identifiers are judged against and its collision model.
/// ``allCases`` lists them in report order.
///
/// ```swift
/// let v4 = StatsGenerator(rawValue: "uuid4")!   // == .uuidV4
/// print(v4.title, v4.format.freeBits(inPrefix: 128))   // UUID v4 122
/// ```
package struct StatsGenerator: Sendable, Hashable, RawRepresentable, CaseIterable, Codable, CustomStringConvertible {
    /// The definition: everything about the generator, in one type.
    let definition: any GeneratorDefinition.Type

    /// Names, written form, stream and collision model.
    var profile: GeneratorProfile { definition.profile }

    /// The generator that `definition` defines.
    init(_ definition: any GeneratorDefinition.Type) {
        self.definition = definition
    }

    /// The generator named `rawValue`, or `nil` when no generator has that name.
    package init?(rawValue: String) {
        guard let definition = Self.registry.first(where: { $0.profile.name == rawValue }) else { return nil }
        self.init(definition)
    }

    /// Every generator, in report order.
    package static var allCases: [StatsGenerator] { registry.map(StatsGenerator.init) }

    /// The name `--generators` accepts, such as `uuid4`.
    package var rawValue: String { profile.name }

    /// The name, as ``rawValue``.
    package var description: String { rawValue }

    /// A short human-readable name for tables and legends.
    package var title: String { profile.title }

    /// The written form whose ideal generator this one is compared with.
    package var format: IdentifierFormat { profile.format }

    /// The probability that two identifiers, made independently on two devices, are equal, as
    /// the generator's construction implies. It feeds the analytical collision table.
    package var pairCollisionProbability: Double { profile.pairCollisionProbability }

    /// One sentence on where ``pairCollisionProbability`` comes from.
    package var collisionModel: String { profile.collisionModel }

    /// The sub-stream of the seeded random stream this generator draws from.
    var stream: UInt32 { profile.stream }

    /// Generators are equal when their names are (names are unique in the registry).
    package static func == (lhs: StatsGenerator, rhs: StatsGenerator) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Parses a comma-separated list of names (`all` selects every generator).
    ///
    /// - Returns: the generators in the order given, without repeats; `nil` when a name is
    ///   unknown or the list is empty.
    package static func parseList(_ text: String) -> [StatsGenerator]? {
        var result: [StatsGenerator] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part.filter { $0 != " " }).lowercased()
            if name == "all" {
                for kind in allCases where !result.contains(kind) { result.append(kind) }
                continue
            }
            guard let kind = StatsGenerator(rawValue: name) else { return nil }
            if !result.contains(kind) { result.append(kind) }
        }
        return result.isEmpty ? nil : result
    }
}

/// The identifier generators the report compares.
///
/// Each case names a way of producing identifiers; ``KeySource`` implementations turn the case
/// into fast fixed-width keys. The raw values are the names `--generators` accepts.
public enum StatsGenerator: String, CaseIterable, Sendable, Hashable, Codable {
    /// OpenUDID 2012: MD5 of an UPPERCASE version 4 UUID string, plus a uniform 32-bit suffix.
    case openUDID2012 = "openudid2012"
    /// OpenUDID 2011: MD5 of a process-unique string, plus `arc4random() % 4294967295`.
    case openUDID2011 = "openudid2011"
    /// UUID version 4: 122 random bits.
    case uuidV4 = "uuid4"
    /// UUID version 3 (MD5, name-based) over distinct names.
    case uuidV3 = "uuid3"
    /// UUID version 1 from a single generator issuing consecutive timestamps.
    case uuidV1 = "uuid1"
    /// UUID version 1 from a fleet of independent generators (simulated devices) that all start
    /// in the same 100 ns tick, each with a random node and clock sequence.
    case uuidV1Fleet = "uuid1-fleet"
    /// A deliberately weak control: 32 random bits followed by 96 zero bits, posing as a 128-bit
    /// identifier. The detector must flag it.
    case weak32 = "weak32"

    /// A short human-readable name for tables and legends.
    public var title: String {
        switch self {
        case .openUDID2012: return "OpenUDID 2012"
        case .openUDID2011: return "OpenUDID 2011"
        case .uuidV4: return "UUID v4"
        case .uuidV3: return "UUID v3"
        case .uuidV1: return "UUID v1 (1 generator)"
        case .uuidV1Fleet: return "UUID v1 (fleet)"
        case .weak32: return "Weak control (32 bits)"
        }
    }

    /// The written form whose ideal generator this one is compared with.
    public var format: IdentifierFormat {
        switch self {
        case .openUDID2012, .openUDID2011: return .openUDID
        case .uuidV4, .uuidV3, .uuidV1, .uuidV1Fleet: return .uuid
        case .weak32: return .free128
        }
    }

    /// The sub-stream of the seeded random stream this generator draws from, so that adding or
    /// removing a generator does not change what the others produce.
    var stream: UInt32 {
        switch self {
        case .openUDID2012: return 1
        case .openUDID2011: return 2
        case .uuidV4: return 3
        case .uuidV3: return 4
        case .uuidV1: return 5
        case .uuidV1Fleet: return 6
        case .weak32: return 7
        }
    }

    /// Parses a comma-separated list of raw values (`all` selects every generator).
    ///
    /// - Returns: the generators in the order given, without repeats; `nil` when a name is
    ///   unknown or the list is empty.
    public static func parseList(_ text: String) -> [StatsGenerator]? {
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

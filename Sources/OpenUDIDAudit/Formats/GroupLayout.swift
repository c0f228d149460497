package import CollisionStatistics

/// What one group of identifiers is, declared once by its format (``UUIDFormat``,
/// ``OpenUDIDFormat``): its names, how its ideal generator makes it, which bits its written form
/// fixes, where its time is, how the report's inventory counts it. Everything the audit tests
/// of the group follows from this declaration: the free bits of the duplicate test, the digits
/// the uniformity test judges, whether prefixes are compared with the birthday bound, the time
/// and file-order checks, the method inference, and how its values are written.
package struct GroupLayout: Sendable, Hashable {
    /// How the group's identifiers are made, and so which tests apply.
    package enum Kind: Sendable, Hashable {
        /// Every free bit random: v3 and v5 (hashes), v4, OpenUDIDs.
        case random
        /// A timestamp, then counter or random bits (v1, v6, v7): judged by the method the data
        /// show (``TimeOrderedDesign``), the file order read for clocks that step back.
        case timeOrdered(TimeOrderedLayout)
        /// One fixed value (Nil, Max, the opted-out OpenUDID): not generated at all.
        case placeholder
        /// A layout the standard leaves to the maker (v8, the other variants, unassigned
        /// versions): tested as if random, but a departure is a warning, not a fault.
        case unknown
        /// Values a working generator makes once each by construction (Snowflake ids: a time,
        /// a worker of its own, a sequence), in a layout whose fields are the maker's: every
        /// copy is a fault, and nothing else is judged.
        case unique
    }

    /// Where the report's inventory counts the group.
    package struct Inventory: Sendable, Hashable {
        /// The kind of identifier in `report.json`'s `kinds`: `uuid`, `openudid`, `ulid`,
        /// `ksuid`, `snowflake`.
        package var kind: String
        /// The key in `versions` (`"4"`, `"nil"`), for UUIDs.
        package var version: String?
        /// The key in `variants` (`rfc9562`, `ncs`, `microsoft`, `future`), for UUIDs.
        package var variant: String?
        /// Counted among the opted-out OpenUDIDs.
        package var optedOut = false

        package init(kind: String, version: String? = nil, variant: String? = nil, optedOut: Bool = false) {
            (self.kind, self.version, self.variant, self.optedOut) = (kind, version, variant, optedOut)
        }
    }

    /// The name in `report.json`: `uuid-v4`, `nil`, `openudid`, `ulid`, ….
    package var name: String
    /// The title in `report.md`.
    package var title: String
    package var kind: Kind
    /// The bits the written form fixes (version and variant), whether there is a 32-bit suffix
    /// after the 128-bit key, and how values are written in the report.
    package var format: IdentifierFormat
    package var inventory: Inventory
    /// For a UUID group whose variant is not RFC 9562's, or that is RFC 9562's: its version
    /// nibble and variant class (0 NCS, 1 RFC 9562, 2 Microsoft, 3 reserved), for the test that
    /// tells random 128-bit values from UUIDs (``UnversionedTest``); `version` is `nil` when
    /// the nibble is not the group's (the other variants).
    package var uuidCell: (version: Int?, variantClass: Int)?
    /// OpenUDIDs: whether the suffix is tested for the 2011 generator's bias.
    package var suffixBiasTest = false

    package init(
        name: String, title: String, kind: Kind, format: IdentifierFormat, inventory: Inventory,
        uuidCell: (version: Int?, variantClass: Int)? = nil, suffixBiasTest: Bool = false
    ) {
        (self.name, self.title, self.kind, self.format, self.inventory) = (name, title, kind, format, inventory)
        (self.uuidCell, self.suffixBiasTest) = (uuidCell, suffixBiasTest)
    }

    package static func == (lhs: GroupLayout, rhs: GroupLayout) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// True for Nil, Max and the opted-out OpenUDID.
    package var isPlaceholder: Bool { kind == .placeholder }

    /// The time layout of a time-ordered group.
    package var timeLayout: TimeOrderedLayout? {
        if case let .timeOrdered(layout) = kind { return layout }
        return nil
    }

    /// The design assumed before the data tell its method: for a time-ordered group, its
    /// layout's assumed method (``TimeOrderedLayout/assumedMethod``).
    package var assumedDesign: TimeOrderedDesign? { timeLayout.map { TimeOrderedDesign($0, $0.assumedMethod) } }

    /// Bits that tell two independent identifiers apart, for the duplicate expectation: every
    /// free bit (a suffix's 32 too) when random; for time-ordered groups, the bits two
    /// generators in the same tick still differ by (the worst case, everyone in one tick).
    /// For a group whose values are unique by construction, the bits its format leaves free
    /// (the report names them; the expectation is no copy at all).
    package var duplicateBits: Int {
        switch kind {
        case .random, .unknown, .unique: return format.freeBits(inPrefix: 128) + (format.hasSuffix ? 32 : 0)
        case .timeOrdered: return assumedDesign!.duplicateBits
        case .placeholder: return 0
        }
    }

    /// Hex-digit positions tested for uniformity (0-31 of the value, 32-39 a suffix): those the
    /// format leaves free; for time-ordered groups, those the assumed design leaves free.
    package var testedDigits: [Int] {
        switch kind {
        case .random, .unknown: return format.uniformPositions
        case .timeOrdered: return assumedDesign!.freeDigits
        case .placeholder, .unique: return []
        }
    }

    /// True when prefix collisions are compared with the birthday bound (not for timestamps).
    package var prefixTests: Bool {
        switch kind {
        case .random, .unknown: return true
        case .timeOrdered, .placeholder, .unique: return false
        }
    }

    /// True for a group whose copies are faults by construction (``Kind/unique``).
    package var isUnique: Bool { kind == .unique }

    /// True when the digits are tested on the values that do not continue a counter (a ULID's
    /// millisecond seeds): a monotonic ULID generator counts every one of its 80 bits up from a
    /// seed, so its later values of a millisecond repeat the seed's high digits and spread its
    /// low ones evenly, and only the seeds are independent draws. A random generator's values
    /// continue no counter (but with probability 2⁻⁸⁰), so all of them are tested.
    package var testsSeedDigits: Bool {
        if case .timeOrdered(.ulid) = kind { return true }
        return false
    }

    /// Hex digits counted per value: the key's 32, and a suffix's 8.
    package var digitCount: Int { format.hasSuffix ? 40 : 32 }
}

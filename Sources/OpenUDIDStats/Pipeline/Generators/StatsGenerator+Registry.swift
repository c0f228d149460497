extension StatsGenerator {
    /// Every generator, one line each, in report order (the order of `--generators all`, of the
    /// tables and of the chart colours). A new generator is a file in `Pipeline/Generators/Catalog/` and
    /// a line here.
    static let registry: [any GeneratorDefinition.Type] = [
        OpenUDID2012Keys.self,
        OpenUDID2011Keys.self,
        UUIDv4Keys.self,
        UUIDv3Keys.self,
        UUIDv1Keys.self,
        UUIDv1FleetKeys.self,
        UUIDv6Keys.self,
        UUIDv6FleetKeys.self,
        UUIDv7CounterKeys.self,
        UUIDv7SubMillisecondKeys.self,
        UUIDv7RandomKeys.self,
        UUIDv7CounterFleetKeys.self,
        UUIDv7SubMillisecondFleetKeys.self,
        UUIDv7RandomFleetKeys.self,
        WeakControlKeys.self,
    ]

    // Names for the generators the report started with, kept for callers of the library; a
    // newer generator is reached by its name, `StatsGenerator(rawValue:)`.

    /// OpenUDID 2012: MD5 of an UPPERCASE version 4 UUID string, plus a uniform 32-bit suffix.
    package static let openUDID2012 = StatsGenerator(OpenUDID2012Keys.self)
    /// OpenUDID 2011: MD5 of a process-unique string, plus `arc4random() % 4294967295`.
    package static let openUDID2011 = StatsGenerator(OpenUDID2011Keys.self)
    /// UUID version 4: 122 random bits.
    package static let uuidV4 = StatsGenerator(UUIDv4Keys.self)
    /// UUID version 3 (MD5, name-based) over distinct names.
    package static let uuidV3 = StatsGenerator(UUIDv3Keys.self)
    /// UUID version 1 from a single generator issuing consecutive timestamps.
    package static let uuidV1 = StatsGenerator(UUIDv1Keys.self)
    /// UUID version 1 from a fleet of independent generators (simulated devices) that all start
    /// in the same 100 ns tick, each with a random node and clock sequence.
    package static let uuidV1Fleet = StatsGenerator(UUIDv1FleetKeys.self)
    /// A deliberately weak control: 32 random bits followed by 96 zero bits, posing as a 128-bit
    /// identifier. The detector must flag it.
    package static let weak32 = StatsGenerator(WeakControlKeys.self)
}

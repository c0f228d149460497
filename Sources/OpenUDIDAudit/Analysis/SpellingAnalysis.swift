import AuditInput

/// The copies of values stored again in other spellings (``GroupTally/spelledValues``), as the
/// report gives them: per group, and over every group.
enum SpellingAnalysis {
    /// How many example values the report lists.
    static let examples = GroupTally.keptPairs

    /// What `tallies` (one group, or every group for the summary) counted, under `group(tally)`
    /// as each example's group name; `nil` when no value was stored in two spellings.
    static func copies(
        _ tallies: [GroupTally], locations: LocationTable, group: (GroupTally) -> String
    ) -> AuditReport.SpellingCopies? {
        let values = tallies.reduce(0) { $0 + $1.spelledValues }
        guard values > 0 else { return nil }
        var sets: [UInt64: Int] = [:]
        for tally in tallies { for (set, count) in tally.spellingSets { sets[set, default: 0] += count } }
        let ordered = sets.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { set, count in
            AuditReport.SpellingSet(spellings: (0..<64).filter { set & (1 << UInt64($0)) != 0 }.map(Spelling.name), values: count)
        }
        let examples = tallies.flatMap { tally in tally.firstSpelled.map { (value: $0, group: group(tally)) } }.prefix(Self.examples)
        return AuditReport.SpellingCopies(
            values: values, extraCopies: tallies.reduce(0) { $0 + $1.spelledCopies }, sets: ordered,
            examples: examples.map { example in
                AuditReport.TopValue(
                    value: ValueText.of(example.value.first), group: example.group, count: example.value.count, verdict: .spelling,
                    locations: example.value.locations.map { location in
                        let place = locations.resolve(location)
                        return AuditReport.Place(file: locations.inputNames[place.input], line: place.line)
                    })
            })
    }
}

import AuditInput

/// `duplicates.csv`: every value seen more than once, as `sort | uniq -cd` would list it but
/// compared by value: `value,count,group,file,line` (the first copy's place), by group and
/// value. Past a million values per group and thread the list is cut, and its last line says so.
/// The groups named in `foldedAsRandom` are listed as `random-128`, as the report has them.
enum DuplicateList {
    static func csv(_ tallies: [GroupTally], locations: LocationTable, foldedAsRandom: Set<String> = []) -> String {
        var text = "value,count,group,file,line\n"
        for tally in tallies where !tally.listed.isEmpty {
            let own = IdentifierGroup(rawValue: tally.group).name
            let name = foldedAsRandom.contains(own) ? UnversionedTest.groupName : own
            for (first, count) in tally.listed {
                let place = locations.resolve(first.location)
                text += "\(ValueText.of(first)),\(count),\(name),\(quoted(locations.inputNames[place.input])),\(place.line)\n"
            }
            if tally.listTruncated { text += "# \(name): list cut at \(GroupTally.listedValues) values per thread\n" }
        }
        return text
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

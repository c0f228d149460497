import AuditInput

/// `duplicates.csv`: every value seen more than once, as `sort | uniq -cd` would list it but
/// compared by value: `value,count,group,file,line` (the first copy's place), by group and
/// value. Past a million values per group and thread the list is cut, and its last line says so.
/// The groups named in `foldedAsRandom` are listed as `random-128`, as the report has them.
enum DuplicateList {
    /// The file's bytes. Written byte by byte rather than by `String` interpolation: a list of
    /// 10^5 values took a third of a second that way, as long as a tenth of the audit.
    /// With `redaction`, each value is its token (``Redaction``).
    static func csv(
        _ tallies: [GroupTally], locations: LocationTable, foldedAsRandom: Set<String> = [], redaction: Redaction? = nil
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + tallies.reduce(0) { $0 + $1.listed.count } * 96)
        bytes += "value,count,group,file,line\n".utf8
        let files = locations.inputNames.map { Array(quoted($0).utf8) }
        for tally in tallies where !tally.listed.isEmpty {
            let own = IdentifierGroup(rawValue: tally.group).name
            let name = foldedAsRandom.contains(own) ? UnversionedTest.groupName : own
            let nameBytes = Array(name.utf8)
            // Redacted rows are in the order of their first places: in value order, the rows
            // would still tell how the hidden values compare (for v7, which came first).
            var rows: [(place: (Int, Int), start: Int)] = []
            let groupStart = bytes.count
            for (first, count) in tally.listed {
                let place = locations.resolve(first.location)
                if let redaction {
                    var value: [UInt8] = []
                    ValueText.append(first, to: &value)
                    rows.append(((place.input, place.line), bytes.count))
                    redaction.appendToken(of: value, to: &bytes)
                } else {
                    ValueText.append(first, to: &bytes)
                }
                bytes.append(UInt8(ascii: ","))
                bytes += String(count).utf8
                bytes.append(UInt8(ascii: ","))
                bytes += nameBytes
                bytes.append(UInt8(ascii: ","))
                bytes += files[place.input]
                bytes.append(UInt8(ascii: ","))
                bytes += String(place.line).utf8
                bytes.append(UInt8(ascii: "\n"))
            }
            if !rows.isEmpty {
                let lines = rows.indices.map { index in
                    (rows[index].place, bytes[rows[index].start..<(index + 1 < rows.count ? rows[index + 1].start : bytes.count)])
                }
                bytes.removeSubrange(groupStart...)
                for line in lines.sorted(by: { $0.0 < $1.0 }) { bytes += line.1 }
            }
            if tally.listTruncated { bytes += "# \(name): list cut at \(GroupTally.listedValues) values per thread\n".utf8 }
        }
        return bytes
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

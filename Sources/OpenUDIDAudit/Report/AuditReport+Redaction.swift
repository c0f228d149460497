extension AuditReport {
    /// `about` of a report that holds values from the input.
    package static let aboutValues =
        "This report holds values copied from the input: duplicated identifiers (duplicates.top, duplicates.csv, "
        + "the examples of duplicates.spellings), "
        + "colliding pairs (groups[].collisions) and the first invalid lines (invalidExamples). Keep it as private as "
        + "the input, or write it with --redact."
    /// `about` of a redacted report.
    package static let aboutRedacted =
        "Values from the input are replaced by tokens (\(Redaction.prefix)…): keyed hashes under a key drawn for this "
        + "run and not kept, equal for equal values within this report. Invalid lines are described by their shape "
        + "(length and character classes), never their text."

    /// Replaces every value taken from the input by its token: the most repeated values, the
    /// colliding pairs, and the last line of an input that ends inside a record where a finding
    /// quotes it (given as `ends`: its escaped text and its shape). The invalid lines were kept
    /// by their shape when they were read.
    mutating func redact(_ redaction: Redaction, ends: [(escaped: String, shape: String)]) {
        // Lists come by count, then place, not in value order: in value order, a list of tokens
        // would still tell how the hidden values compare (for v7, which was made first). The
        // places are in the report anyway, and do not depend on the key.
        let inputOrder = Dictionary(inputs.enumerated().map { ($1.file, $0) }, uniquingKeysWith: { first, _ in first })
        func place(_ value: PlacedValue, _ order: [String: Int]) -> (Int, Int) { (order[value.file] ?? 0, value.line) }
        func firstPlace(_ value: TopValue) -> (Int, Int) {
            value.locations.first.map { (inputOrder[$0.file] ?? 0, $0.line) } ?? (0, 0)
        }
        for index in duplicates.top.indices { duplicates.top[index].value = redaction.token(duplicates.top[index].value) }
        duplicates.top.sort { ($1.count, firstPlace($0).0, firstPlace($0).1) < ($0.count, firstPlace($1).0, firstPlace($1).1) }
        // The examples of values stored again in other spellings, by place.
        func redacted(_ spellings: SpellingCopies?) -> SpellingCopies? {
            guard var spellings else { return nil }
            for index in spellings.examples.indices { spellings.examples[index].value = redaction.token(spellings.examples[index].value) }
            spellings.examples.sort { firstPlace($0) < firstPlace($1) }
            return spellings
        }
        duplicates.spellings = redacted(duplicates.spellings)
        for group in groups.indices { groups[group].duplicates.spellings = redacted(groups[group].duplicates.spellings) }
        for group in groups.indices {
            guard var collisions = groups[group].collisions else { continue }
            for pair in collisions.pairs.indices {
                collisions.pairs[pair].first.value = redaction.token(collisions.pairs[pair].first.value)
                collisions.pairs[pair].second.value = redaction.token(collisions.pairs[pair].second.value)
                // Each pair, and the pairs, in the order of their places.
                let (a, b) = (collisions.pairs[pair].first, collisions.pairs[pair].second)
                if place(b, inputOrder) < place(a, inputOrder) { (collisions.pairs[pair].first, collisions.pairs[pair].second) = (b, a) }
            }
            collisions.pairs.sort { place($0.first, inputOrder) < place($1.first, inputOrder) }
            groups[group].collisions = collisions
        }
        for end in ends {
            for index in findings.indices {
                findings[index].evidence = findings[index].evidence.replacingOccurrences(
                    of: "its last line, \(end.escaped), has", with: "its last line, \(end.shape), has")
            }
        }
        about = AuditReport.aboutRedacted
    }
}

import ShardedRun

/// A group's tally in a reduce partial: every count ``GroupTally/merge(_:)`` adds, none of the
/// state of a run in progress (a reduce closes its runs before it writes).
extension GroupTally: PartialRecord {
    static let partialFields: [PartialField<GroupTally>] = [
        .field("records", \.records), .field("distinct", \.distinct), .field("repeatedValues", \.repeatedValues),
        .field("extraCopies", \.extraCopies), .field("duplicatePairs", \.duplicatePairs), .field("multiplicity", \.multiplicity),
        .field("top", \.top),
        .custom(
            "listed",
            write: { tally, writer in
                writer.append(tally.listed) {
                    $1.first.write(to: &$0); $0.append($1.count)
                }
            },
            read: { (tally: inout GroupTally, reader: inout ByteReader) throws(ByteReader.Failure) in
                tally.listed = try reader.readArray(elementSize: AuditRecord.encodedSize + 8) { (r) throws(ByteReader.Failure) in
                    (try AuditRecord.read(from: &r), try r.readInt())
                }
            }),
        .field("listTruncated", \.listTruncated), .field("spelledValues", \.spelledValues),
        .field("spelledCopies", \.spelledCopies), .field("spellingSets", \.spellingSets), .field("firstSpelled", \.firstSpelled),
        .custom(
            "pairs", write: { tally, writer in tally.prefixPairs.write(to: &writer) },
            read: { (tally: inout GroupTally, reader: inout ByteReader) throws(ByteReader.Failure) in
                let pairs = try [UInt64].read(from: &reader)
                guard pairs.count == tally.prefixCount else {
                    throw ByteReader.Failure(reason: "\(pairs.count) prefix counts for group \(tally.group), not \(tally.prefixCount)")
                }
                for (j, value) in pairs.enumerated() { tally.pairs[j] = value }
            }),
        .field("examples", \.examples),
        .custom(
            "digitBytes",
            write: { tally, writer in
                (tally.digitBytes.map { Array(UnsafeBufferPointer(start: $0, count: tally.countedBytes * 256)) } ?? []).write(to: &writer)
            },
            read: { (tally: inout GroupTally, reader: inout ByteReader) throws(ByteReader.Failure) in
                let digits = try [UInt64].read(from: &reader)
                guard digits.count == (tally.digitBytes == nil ? 0 : tally.countedBytes * 256) else {
                    throw ByteReader.Failure(reason: "the digit counts of group \(tally.group) have the wrong size")
                }
                if let bytes = tally.digitBytes { for (i, value) in digits.enumerated() { bytes[i] = value } }
            }),
        .field("zeroSuffixes", \.zeroSuffixes), .field("allOnesSuffixes", \.allOnesSuffixes),
        .custom(
            "time", write: { tally, writer in tally.time.writeFields(to: &writer) },
            read: { (tally: inout GroupTally, reader: inout ByteReader) throws(ByteReader.Failure) in
                try tally.time.readFields(from: &reader, group: tally.group)
            }),
        .custom(
            "method", write: { tally, writer in tally.method.writeFields(to: &writer) },
            read: { (tally: inout GroupTally, reader: inout ByteReader) throws(ByteReader.Failure) in
                try tally.method.readFields(from: &reader, group: tally.group)
            }),
    ]

    static let transientFields = [
        "group": "given by the tally's place in the partial", "layout": "the group's", "prefixBits": "the audit's",
        "prefixCount": "the audit's", "countedBytes": "the layout's", "timed": "the layout's", "suffixBiasTest": "the layout's",
        "seedDigitsOnly": "the layout's", "linksCopies": "the layout's",
        "previous": "a run in progress", "hasPrevious": "a run in progress", "runCount": "a run in progress",
        "runFirst": "a run in progress", "runLocations": "a run in progress", "runStarts": "a run in progress",
        "restartIndex": "a run in progress", "restartNoted": "a run in progress", "covered": "the audit's prefix lengths",
        "fullExamples": "a run in progress", "runSpelling": "a run in progress", "runSame": "a run in progress",
        "runMostSame": "a run in progress", "runSpellings": "a run in progress",
    ]

    func checkDecoded() throws(ByteReader.Failure) {
        guard examples.count == prefixCount else {
            throw ByteReader.Failure(reason: "the prefix samples of group \(group) have the wrong size")
        }
    }

    /// Reads the tally of `group` (with the audit's prefix lengths); the caller releases it.
    init(group: Int, from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init(group: group, prefixBits: Audit.prefixBits)
        do throws(ByteReader.Failure) {
            try readFields(from: &reader)
        } catch {
            release()
            throw error
        }
    }
}

extension Optional where Wrapped: PartialRecord {
    /// A tally the group may have (times, method evidence): whether it has one, then its fields.
    func writeFields(to writer: inout ByteWriter) {
        writer.append(self != nil)
        self?.writeFields(to: &writer)
    }

    /// Reads what ``writeFields(to:)`` wrote into the tally the group's layout made (which
    /// knows its time layout), failing when the partial and the layout disagree.
    mutating func readFields(from reader: inout ByteReader, group: Int) throws(ByteReader.Failure) {
        guard try reader.readBool() == (self != nil) else {
            throw ByteReader.Failure(reason: "group \(group) has the wrong time tally")
        }
        try self?.readFields(from: &reader)
    }
}

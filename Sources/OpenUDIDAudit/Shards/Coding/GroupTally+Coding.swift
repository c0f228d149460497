import ShardedRun

/// A group's tally in a reduce partial: every count `merge(_:)` adds, none of the state of a
/// run in progress (a reduce closes its runs before it writes).
extension GroupTally {
    func encode(into writer: inout ByteWriter) {
        writer.append(records)
        writer.append(distinct)
        writer.append(repeatedValues)
        writer.append(extraCopies)
        writer.append(duplicatePairs)
        writer.append(multiplicity.sorted { $0.key < $1.key }) {
            $0.append($1.key); $0.append($1.value)
        }
        writer.append(top) { writer, value in
            value.first.encode(into: &writer)
            writer.append(value.count)
            writer.append(array: value.locations)
        }
        writer.append(listed) { writer, value in
            value.first.encode(into: &writer)
            writer.append(value.count)
        }
        writer.append(listTruncated)
        writer.append(array: (0..<prefixCount).map { pairs[$0] })
        writer.append(examples) { writer, pairs in
            writer.append(pairs) { writer, pair in
                pair.first.encode(into: &writer)
                pair.second.encode(into: &writer)
            }
        }
        writer.append(array: digitBytes.map { Array(UnsafeBufferPointer(start: $0, count: countedBytes * 256)) } ?? [])
        writer.append(zeroSuffixes)
        writer.append(allOnesSuffixes)
        writer.append(time != nil)
        time?.encode(into: &writer)
        method?.encode(into: &writer)
    }

    /// Reads the tally of `group` (with the audit's prefix lengths); the caller releases it.
    init(group: Int, from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init(group: group, prefixBits: Audit.prefixBits)
        do throws(ByteReader.Failure) {
            try read(from: &reader)
        } catch {
            release()
            throw error
        }
    }

    private mutating func read(from reader: inout ByteReader) throws(ByteReader.Failure) {
        records = try reader.readInt()
        distinct = try reader.readInt()
        repeatedValues = try reader.readInt()
        extraCopies = try reader.readInt()
        duplicatePairs = try reader.readDouble()
        let counts = try reader.readArray(elementSize: 16) { (r) throws(ByteReader.Failure) in (try r.readInt(), try r.readInt()) }
        multiplicity = Dictionary(counts, uniquingKeysWith: +)
        top = try reader.readArray(elementSize: 48) { (r) throws(ByteReader.Failure) in
            RepeatedValue(first: try AuditRecord(from: &r), count: try r.readInt(), locations: try r.readArray(of: UInt64.self))
        }
        listed = try reader.readArray(elementSize: 40) { (r) throws(ByteReader.Failure) in (try AuditRecord(from: &r), try r.readInt()) }
        listTruncated = try reader.readBool()
        let prefixPairs = try reader.readArray(of: UInt64.self)
        guard prefixPairs.count == prefixCount else {
            throw ByteReader.Failure(reason: "\(prefixPairs.count) prefix counts for group \(group), not \(prefixCount)")
        }
        for (j, value) in prefixPairs.enumerated() { pairs[j] = value }
        examples = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in
            try r.readArray(elementSize: 64) { (r) throws(ByteReader.Failure) in
                CollidingPair(first: try AuditRecord(from: &r), second: try AuditRecord(from: &r))
            }
        }
        let digits = try reader.readArray(of: UInt64.self)
        guard examples.count == prefixCount, digits.count == (digitBytes == nil ? 0 : countedBytes * 256) else {
            throw ByteReader.Failure(reason: "the prefix samples or digit counts of group \(group) have the wrong size")
        }
        if let digitBytes { for (i, value) in digits.enumerated() { digitBytes[i] = value } }
        zeroSuffixes = try reader.readInt()
        allOnesSuffixes = try reader.readInt()
        let timed = try reader.readBool()
        guard timed == (time != nil) else { throw ByteReader.Failure(reason: "group \(group) has the wrong time tally") }
        if let layout = time?.layout { time = try TimeTally(layout: layout, from: &reader) }
        if let layout = method?.layout { method = try MethodTally(layout: layout, from: &reader) }
    }
}

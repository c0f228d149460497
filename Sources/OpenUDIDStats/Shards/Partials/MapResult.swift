internal import ShardedRun

/// What a map shard reports for one generator: the tallies of the identifiers it made (all
/// additive) and what it wrote into each reduce's shuffle file.
struct MapResult: PartialEntry {
    var name: String
    /// Identifiers made.
    var count: Int
    /// Key and suffix byte counts; the slice counts are left at zero (the reduces report
    /// them, from the shuffle files).
    var tallies: TallyTotals
    var files: [ShuffleSummary]
    var seconds: Double

    func encode(into writer: inout ByteWriter) {
        writer.append(name)
        writer.append(count)
        writer.append(tallies.keyBytes) { $0.append(array: $1) }
        writer.append(tallies.suffixBytes) { $0.append(array: $1) }
        writer.append(tallies.suffixZero)
        writer.append(tallies.suffixAllOnes)
        writer.append(files) { $1.encode(into: &$0) }
        writer.append(seconds)
    }
}

extension MapResult {
    static let kind = PartialKind.statsMap

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        let name = try reader.readString()
        let count = try reader.readInt()
        let keyBytes = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in try r.readArray(of: UInt64.self) }
        let suffixBytes = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in try r.readArray(of: UInt64.self) }
        guard keyBytes.count == 16, suffixBytes.count == 0 || suffixBytes.count == 4,
            (keyBytes + suffixBytes).allSatisfy({ $0.count == 256 })
        else {
            throw ByteReader.Failure(reason: "byte counts of \(name) have the wrong shape")
        }
        let tallies = TallyTotals(
            slices: [], keyBytes: keyBytes, suffixBytes: suffixBytes,
            suffixZero: try reader.read(), suffixAllOnes: try reader.read())
        let files = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in try ShuffleSummary(from: &r) }
        self.init(name: name, count: count, tallies: tallies, files: files, seconds: try reader.readDouble())
    }
}

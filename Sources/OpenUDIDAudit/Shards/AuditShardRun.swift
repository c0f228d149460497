package import ShardedRun
import AuditInput

/// What makes the shards of one sharded audit belong together (see ``ShardRun``): the inputs,
/// by name and size in bytes, and everything that changes what is counted (the record layout,
/// the longest record held, the family-wise rate). Threads and memory are left out: they change
/// how a shard works, never what it counts.
package struct AuditShardRun: ShardRun {
    package var files: [String]
    /// Bytes per file; −1 for standard input and for a file that is not a regular file or
    /// cannot be examined (it is read whole, by one map).
    package var sizes: [Int]
    /// ``RecordLayout`` as text (`lines`, or the delimiter and column).
    package var layout: String
    package var maximumRecordBytes: Int
    package var familyWiseRate: Double
    package var shards: Int
    /// The clock-regression tolerance (ms), which the merge judges the steps back at (the maps
    /// keep what every tolerance needs, and never read it).
    package var clockTolerance: Int64
    /// `--redact`: the maps keep invalid lines by their shape, and the merge writes tokens for
    /// values (under a key it draws: no shard renders a value, so none needs the key).
    package var redact: Bool
    /// `--byte-order`: a map reads in the order given; with `auto` it reads RFC 9562 order and
    /// the merge judges the evidence of GUID order (a sharded run cannot read its files again).
    package var byteOrder: String

    /// The run of `options` split into `shards` shards; examines every input file.
    package init(options: AuditOptions, shards: Int) {
        files = options.inputs.map(\.name)
        sizes = options.inputs.map { $0.name == "-" ? -1 : FileRangeSource.regularFileSize($0.name) ?? -1 }
        layout = String(describing: options.reader.layout) + (options.reader.timeColumn.map { " time \($0)" } ?? "")
        maximumRecordBytes = options.reader.maximumRecordBytes
        familyWiseRate = options.familyWiseRate
        self.shards = shards
        clockTolerance = options.clockToleranceMilliseconds
        redact = options.redact
        byteOrder = options.byteOrder.rawValue
    }

    package func encode(into writer: inout ByteWriter) {
        writer.append(files) { $0.append($1) }
        writer.append(array: sizes.map(Int64.init))
        writer.append(layout)
        writer.append(maximumRecordBytes)
        writer.append(familyWiseRate)
        writer.append(shards)
        writer.append(clockTolerance)
        writer.append(redact ? 1 : 0)
        writer.append(byteOrder)
    }

    package init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        files = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in try r.readString() }
        sizes = try reader.readArray(of: Int64.self).map(Int.init)
        layout = try reader.readString()
        maximumRecordBytes = try reader.readInt()
        familyWiseRate = try reader.readDouble()
        shards = try reader.readInt()
        clockTolerance = try reader.read(Int64.self)
        redact = try reader.readInt() != 0
        byteOrder = try reader.readString()
        guard sizes.count == files.count, UUIDByteOrder(rawValue: byteOrder) != nil, (1...AuditRecord.sliceCount).contains(shards) else {
            throw ByteReader.Failure(reason: "implausible run: \(files.count) files, \(sizes.count) sizes, \(shards) shards")
        }
    }

    package func difference(from other: AuditShardRun) -> String? {
        if other.files != files {
            return "inputs \(other.files.joined(separator: " ")), not \(files.joined(separator: " "))"
        }
        if let index = files.indices.first(where: { other.sizes[$0] != sizes[$0] }) {
            return "\(files[index]) of \(other.sizes[index]) bytes, not \(sizes[index]) (the input changed)"
        }
        if other.layout != layout { return "layout \(other.layout), not \(layout)" }
        if other.maximumRecordBytes != maximumRecordBytes { return "longest record \(other.maximumRecordBytes), not \(maximumRecordBytes)" }
        if other.familyWiseRate != familyWiseRate { return "family-wise rate \(other.familyWiseRate), not \(familyWiseRate)" }
        if other.shards != shards { return "\(other.shards) shards, not \(shards)" }
        if other.clockTolerance != clockTolerance { return "clock tolerance \(other.clockTolerance) ms, not \(clockTolerance) ms" }
        if other.byteOrder != byteOrder { return "--byte-order \(other.byteOrder), not \(byteOrder)" }
        if other.redact != redact { return other.redact ? "--redact, where the others were not" : "no --redact, where the others had it" }
        return nil
    }
}

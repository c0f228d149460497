package import ShardedRun

/// What `openudid audit … --map I` writes besides its shuffle files: the inventory of its share
/// of the input, and what turns its records' places into file and line at the merge.
///
/// Places inside a map are (chunk of this map, line in the chunk); ``chunkFiles`` and
/// ``chunkLines`` list the map's chunks in input order, so that the merge lays every map's
/// chunks end to end and numbers lines across the pieces of a file (see ``AuditSplit``).
package struct AuditMapPartial: ShardPartial {
    package static let kind = PartialKind.auditMap

    package var header: ShardHeader<AuditShardRun>
    /// Per chunk of this map: the input (an index into the run's files) and its lines.
    var chunkFiles: [Int32]
    var chunkLines: [Int]
    var inventory: Inventory
    /// The first invalid lines of each reading thread: place in this map, text, message.
    var examples: [(location: UInt64, text: String, error: String)]
    /// Inputs that could not be read, with the system's message.
    var inputErrors: [(input: Int, message: String)]
    var headerRows: Int
    /// What this map wrote for each reduce.
    var files: [ShuffleSummary]
    var seconds: Double
    /// The file order of its pieces, in input order (inputs are the run's files, places this
    /// map's): the merge joins the pieces of a file in map order.
    var order: [InputOrder] = []

    func encoded() -> PartialFile {
        var writer = ByteWriter()
        header.encode(into: &writer)
        writer.append(array: chunkFiles)
        writer.append(array: chunkLines.map(Int64.init))
        inventory.write(to: &writer)
        writer.append(examples) { writer, example in
            writer.append(example.location)
            writer.append(example.text)
            writer.append(example.error)
        }
        writer.append(inputErrors) { writer, error in
            writer.append(error.input)
            writer.append(error.message)
        }
        writer.append(headerRows)
        writer.append(files) { $1.encode(into: &$0) }
        writer.append(seconds)
        order.write(to: &writer)
        return PartialFile(kind: Self.kind, payload: writer.bytes)
    }

    init(
        header: ShardHeader<AuditShardRun>, chunkFiles: [Int32], chunkLines: [Int], inventory: Inventory,
        examples: [(location: UInt64, text: String, error: String)], inputErrors: [(input: Int, message: String)],
        headerRows: Int, files: [ShuffleSummary], seconds: Double
    ) {
        (self.header, self.chunkFiles, self.chunkLines, self.inventory) = (header, chunkFiles, chunkLines, inventory)
        (self.examples, self.inputErrors, self.headerRows, self.files, self.seconds) = (examples, inputErrors, headerRows, files, seconds)
    }

    package init(decoding payload: [UInt8]) throws(ByteReader.Failure) {
        var reader = ByteReader(payload)
        header = try ShardHeader(from: &reader)
        chunkFiles = try reader.readArray(of: Int32.self)
        chunkLines = try reader.readArray(of: Int64.self).map(Int.init)
        inventory = try Inventory.read(from: &reader)
        examples = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in
            (try r.read(UInt64.self), try r.readString(), try r.readString())
        }
        inputErrors = try reader.readArray(elementSize: 16) { (r) throws(ByteReader.Failure) in (try r.readInt(), try r.readString()) }
        headerRows = try reader.readInt()
        files = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in try ShuffleSummary(from: &r) }
        seconds = try reader.readDouble()
        order = try [InputOrder].read(from: &reader)
        try reader.expectEnd()
        let inputs = header.run.files.count
        guard chunkLines.count == chunkFiles.count, chunkFiles.allSatisfy({ (0..<Int32(inputs)).contains($0) }),
            chunkLines.allSatisfy({ $0 >= 0 }), inputErrors.allSatisfy({ (0..<inputs).contains($0.input) }),
            files.count == header.run.shards, examples.allSatisfy({ Int($0.location >> 32) < chunkFiles.count }),
            order.allSatisfy({ (0..<inputs).contains($0.input) && $0.fits(chunks: chunkFiles.count) })
        else {
            throw ByteReader.Failure(reason: "its chunk table, places or shuffle list do not fit its run")
        }
    }
}

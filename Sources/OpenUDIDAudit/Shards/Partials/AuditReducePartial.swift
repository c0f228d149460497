package import ShardedRun

/// What `openudid audit … --reduce J` writes: every group's tally over its range of key slices
/// (duplicates with their first places, prefix pairs and samples, digits, times), the links of
/// repeated lines it saw, and what it read from each map (to catch a map run again after it).
package struct AuditReducePartial: ShardPartial {
    /// The run, this reduce's index and its threads.
    package var header: ShardHeader<AuditShardRun>
    package static let kind = PartialKind.auditReduce
    /// Per map: the records and checksum of the shuffle file read.
    var inputs: [ShuffleSummary]
    /// One per ``IdentifierGroup``, in group order; places are global (see ``AuditMapPartial``).
    var tallies: [GroupTally]
    var links: CopyLinks
    var spilledRuns: Int
    var spilledBytes: Int
    var seconds: Double

    func encoded() -> PartialFile {
        var writer = ByteWriter()
        header.encode(into: &writer)
        writer.append(inputs) { $1.encode(into: &$0) }
        writer.append(tallies) { $1.writeFields(to: &$0) }
        links.write(to: &writer)
        writer.append(spilledRuns)
        writer.append(spilledBytes)
        writer.append(seconds)
        return PartialFile(kind: Self.kind, payload: writer.bytes)
    }

    init(
        header: ShardHeader<AuditShardRun>, inputs: [ShuffleSummary], tallies: [GroupTally], links: CopyLinks,
        spilledRuns: Int, spilledBytes: Int, seconds: Double
    ) {
        (self.header, self.inputs, self.tallies, self.links) = (header, inputs, tallies, links)
        (self.spilledRuns, self.spilledBytes, self.seconds) = (spilledRuns, spilledBytes, seconds)
    }

    /// Reads a payload; the tallies hold memory that ``release()`` frees.
    package init(decoding payload: [UInt8]) throws(ByteReader.Failure) {
        var reader = ByteReader(payload)
        header = try ShardHeader(from: &reader)
        inputs = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in try ShuffleSummary(from: &r) }
        let count = try reader.readCount(elementSize: 8)
        guard count == IdentifierGroup.count else {
            throw ByteReader.Failure(reason: "\(count) group tallies, not \(IdentifierGroup.count)")
        }
        var tallies: [GroupTally] = []
        do throws(ByteReader.Failure) {
            for group in 0..<count { tallies.append(try GroupTally(group: group, from: &reader)) }
            links = try CopyLinks.read(from: &reader)
            spilledRuns = try reader.readInt()
            spilledBytes = try reader.readInt()
            seconds = try reader.readDouble()
            try reader.expectEnd()
            guard inputs.count == header.run.shards else {
                throw ByteReader.Failure(reason: "it read \(inputs.count) maps' files, not \(header.run.shards)")
            }
        } catch {
            for tally in tallies { tally.release() }
            throw error
        }
        self.tallies = tallies
    }

    /// Frees the tallies' memory.
    package func release() { for tally in tallies { tally.release() } }
}

package import PartialFile

/// The partials of one step (every map, or every reduce) of one run, by shard index, as
/// `merge` gathers them: each decoded and checked as it is added.
package struct ShardTable<Partial: ShardPartial> {
    private var entries: [Int: (path: String, partial: Partial)] = [:]

    package init() {}

    /// Decodes `input` and files it under its shard index, refusing a damaged payload, a
    /// partial of another run than `run` (that of the partial `first`; `nil` before the first
    /// partial), an index outside its run, and a shard already given. Sets `run` from the
    /// first partial.
    package mutating func add(_ input: PartialInput, run: inout Partial.Run?, first: String) throws(ShardError) {
        let partial: Partial
        do {
            partial = try Partial(decoding: input.file.payload)
        } catch {
            throw .refused("\(input.path): damaged \(input.file.kind) payload: \(error.reason)")
        }
        let header = partial.header
        if let run, let difference = run.difference(from: header.run) {
            throw .refused("\(input.path): from another run than \(first): \(difference)")
        }
        guard (0..<header.run.shards).contains(header.index) else {
            throw .refused("\(input.path): shard index \(header.index) is outside 0..<\(header.run.shards)")
        }
        if let other = entries[header.index] {
            throw .refused("\(other.path) and \(input.path) are both \(Partial.kind.step) shard \(header.index) of \(header.run.shards)")
        }
        entries[header.index] = (input.path, partial)
        run = run ?? header.run
    }

    /// Every shard of a run of `shards`, in index order; refuses the first one missing
    /// (`given` is how many partials `merge` was given, for the message).
    package func all(shards: Int, given: Int) throws(ShardError) -> [(path: String, partial: Partial)] {
        if let missing = (0..<shards).first(where: { entries[$0] == nil }) {
            throw .refused("\(Partial.kind.step) shard \(missing) of \(shards) is missing: no "
                           + "\(ShardPaths.partialName(Partial.kind, index: missing)) among the \(given) partials given")
        }
        return (0..<shards).map { entries[$0]! }
    }
}

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
        if let refusal = refusal(of: partial, path: input.path, run: run, first: first) {
            partial.release()
            throw refusal
        }
        entries[partial.header.index] = (input.path, partial)
        run = run ?? partial.header.run
    }

    /// Why `partial` (read from `path`) cannot join the table, or `nil`.
    private func refusal(of partial: Partial, path: String, run: Partial.Run?, first: String) -> ShardError? {
        let header = partial.header
        if let run, let difference = run.difference(from: header.run) {
            return .refused("\(path): from another run than \(first): \(difference)")
        }
        guard (0..<header.run.shards).contains(header.index) else {
            return .refused("\(path): shard index \(header.index) is outside 0..<\(header.run.shards)")
        }
        if let other = entries[header.index] {
            return .refused("\(other.path) and \(path) are both \(Partial.kind.step) shard \(header.index) of \(header.run.shards)")
        }
        return nil
    }

    /// Frees every partial filed (``ShardPartial/release()``), when the run is refused.
    package func release() {
        for entry in entries.values { entry.partial.release() }
    }

    /// Every shard of a run of `shards`, in index order; refuses the first one missing
    /// (`given` is how many partials `merge` was given, for the message).
    package func all(shards: Int, given: Int) throws(ShardError) -> [(path: String, partial: Partial)] {
        if let missing = (0..<shards).first(where: { entries[$0] == nil }) {
            throw .refused(
                "\(Partial.kind.step) shard \(missing) of \(shards) is missing: no "
                    + "\(ShardPaths.partialName(Partial.kind, index: missing)) among the \(given) partials given")
        }
        return (0..<shards).map { entries[$0]! }
    }
}

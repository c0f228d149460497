/// The partials given to `merge` sorted into one run's map and reduce steps: each decoded,
/// checked against the first partial's run and filed under its shard index (``ShardTable``),
/// then every shard of both steps required once.
package struct ShardSteps<Map: ShardPartial, Reduce: ShardPartial> where Map.Run == Reduce.Run {
    package let run: Map.Run
    /// By shard index.
    package let maps: [(path: String, partial: Map)]
    package let reduces: [(path: String, partial: Reduce)]

    /// Refuses no partials, a partial of another command or run, and a shard missing or
    /// given twice; what it decoded of a refused run is released.
    package init(_ inputs: [PartialInput]) throws(ShardError) {
        guard let first = inputs.first else { throw .refused("no partial files given") }
        var maps = ShardTable<Map>(), reduces = ShardTable<Reduce>()
        var run: Map.Run?
        do throws(ShardError) {
            for input in inputs {
                switch input.file.kind {
                case Map.kind: try maps.add(input, run: &run, first: first.path)
                case Reduce.kind: try reduces.add(input, run: &run, first: first.path)
                default:
                    throw .refused(
                        "\(input.path): a partial of `\(input.file.kind.command)`, not of `\(Map.kind.command)` like \(first.path)")
                }
            }
            self.maps = try maps.all(shards: run!.shards, given: inputs.count)
            self.reduces = try reduces.all(shards: run!.shards, given: inputs.count)
        } catch {
            maps.release()
            reduces.release()
            throw error
        }
        self.run = run!
    }
}

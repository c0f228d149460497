internal import PartialFile

/// The partials given to `merge`, decoded and checked to form one whole run: one run, every
/// map and reduce exactly once, reduces that read what the maps wrote.
struct MergeInputs {
    let run: StatsShardRun
    let firstPath: String
    /// By shard index.
    private let maps: [(path: String, partial: StatsMapPartial)]
    private let reduces: [(path: String, partial: StatsReducePartial)]

    /// Map index → the directory of its partial, where its shuffle files are.
    var mapDirectories: [Int: String] {
        Dictionary(uniqueKeysWithValues: maps.map { ($0.partial.map, ShardPaths.directory(of: $0.path)) })
    }

    /// The most threads a shard ran with.
    var threads: Int {
        (maps.map(\.partial.threads) + reduces.map(\.partial.threads)).max() ?? 1
    }

    init(_ inputs: [StatsShards.Input]) throws(ShardError) {
        guard let first = inputs.first else { throw .refused("no partial files given") }
        var maps: [Int: (path: String, partial: StatsMapPartial)] = [:]
        var reduces: [Int: (path: String, partial: StatsReducePartial)] = [:]
        var run: StatsShardRun?
        for input in inputs {
            func refuse(_ reason: String) -> ShardError { .refused("\(input.path): \(reason)") }
            let shardRun: StatsShardRun, index: Int
            do {
                switch input.file.kind {
                case .statsMap:
                    let partial = try StatsMapPartial(decoding: input.file.payload)
                    (shardRun, index) = (partial.run, partial.map)
                    try Self.check(shardRun, index: index, of: input.path, against: run, first: first.path)
                    if let other = maps[index] { throw ShardError.refused("\(other.path) and \(input.path) are both map shard \(index) of \(shardRun.shards)") }
                    maps[index] = (input.path, partial)
                case .statsReduce:
                    let partial = try StatsReducePartial(decoding: input.file.payload)
                    (shardRun, index) = (partial.run, partial.reduce)
                    try Self.check(shardRun, index: index, of: input.path, against: run, first: first.path)
                    if let other = reduces[index] { throw ShardError.refused("\(other.path) and \(input.path) are both reduce shard \(index) of \(shardRun.shards)") }
                    reduces[index] = (input.path, partial)
                }
            } catch let error as ByteReader.Failure {
                throw refuse("damaged \(input.file.kind) payload: \(error.reason)")
            } catch let error as ShardError {
                throw error
            } catch {
                throw refuse("\(error)")
            }
            run = run ?? shardRun
        }
        let whole = run!
        for (name, have) in [("map", Set(maps.keys)), ("reduce", Set(reduces.keys))] {
            if let missing = (0..<whole.shards).first(where: { !have.contains($0) }) {
                let expected = name == "map" ? ShardPaths.mapPartial(".", map: missing) : ShardPaths.reducePartial(".", reduce: missing)
                throw .refused("\(name) shard \(missing) of \(whole.shards) is missing: no \(expected.dropFirst(2)) among the \(inputs.count) partials given")
            }
        }
        self.run = whole
        firstPath = first.path
        self.maps = (0..<whole.shards).map { maps[$0]! }
        self.reduces = (0..<whole.shards).map { reduces[$0]! }
        for map in self.maps where map.partial.generators.map(\.name) != whole.generators {
            throw .refused("\(map.path): holds generators \(map.partial.generators.map(\.name)), not \(whole.generators)")
        }
        for reduce in self.reduces where reduce.partial.generators.map(\.name) != whole.generators {
            throw .refused("\(reduce.path): holds generators \(reduce.partial.generators.map(\.name)), not \(whole.generators)")
        }
    }

    /// Refuses a partial of another run than `run` (that of the first partial, `nil` for the
    /// first itself), or with a shard index outside its run.
    private static func check(_ shardRun: StatsShardRun, index: Int, of path: String, against run: StatsShardRun?,
                              first: String) throws(ShardError) {
        if let run, let difference = run.difference(from: shardRun) {
            throw .refused("\(path): from another run than \(first): \(difference)")
        }
        guard (0..<shardRun.shards).contains(index) else {
            throw .refused("\(path): shard index \(index) is outside 0..<\(shardRun.shards)")
        }
    }

    /// The measurement of the generator at `index` of the run, added up from every shard.
    func measurement(of generator: StatsGenerator, at index: Int) throws(ShardError) -> GeneratorMeasurement {
        let plan = run.plan
        var tallies: TallyTotals?
        var seconds = 0.0
        for map in maps {
            let part = map.partial.generators[index]
            guard part.count == plan.identifiers(map: map.partial.map), part.files.count == run.shards,
                  part.tallies.suffixBytes.isEmpty != generator.format.hasSuffix else {
                throw .refused("\(map.path): the tallies of \(generator.rawValue) do not fit map \(map.partial.map) of this run")
            }
            var counts = part.tallies
            counts.slices = Array(repeating: 0, count: ThreadTally.sliceCount)
            if tallies == nil { tallies = counts } else { tallies!.add(counts) }
            seconds += part.seconds
        }
        let prefixes = PrefixPairCounter.scanned(for: run.prefixBits)
        var counter = PrefixPairCounter(prefixes: prefixes)
        for reduce in reduces {
            let part = reduce.partial.generators[index], j = reduce.partial.reduce
            let range = plan.slices(reduce: j)
            guard part.sliceStart == range.lowerBound, part.sliceCounts.count == range.count, part.prefixes == prefixes,
                  part.inputs.count == run.shards else {
                throw .refused("\(reduce.path): the counts of \(generator.rawValue) do not fit reduce \(j) of this run")
            }
            for (map, input) in zip(maps, part.inputs) {
                let wrote = map.partial.generators[index].files[j]
                guard input.records == wrote.records, input.checksum == wrote.checksum else {
                    throw .refused("\(reduce.path): read \(input.records) \(generator.rawValue) keys from map \(map.partial.map)'s "
                                   + "shuffle file, but \(map.path) says that map wrote \(wrote.records) (or other keys): "
                                   + "they come from different attempts; run reduce \(j) again")
                }
            }
            for (offset, count) in part.sliceCounts.enumerated() { tallies!.slices[range.lowerBound + offset] = Int(count) }
            counter.merge(PrefixPairCounter(prefixes: prefixes, pairs: part.pairs, samples: part.samples))
            seconds += part.seconds
        }
        let made = tallies!.slices.reduce(0, +)
        guard made == run.count else {
            throw .refused("the reduces of \(generator.rawValue) sorted \(made) keys, not the run's \(run.count)")
        }
        return tallies!.measurement(generator: generator, count: run.count, prefixBits: run.prefixBits, counter: counter,
                                    generations: 1, seconds: seconds)
    }
}

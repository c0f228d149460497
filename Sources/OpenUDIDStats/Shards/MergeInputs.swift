internal import ShardedRun

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
        Dictionary(uniqueKeysWithValues: maps.map { ($0.partial.header.index, ShardPaths.directory(of: $0.path)) })
    }

    /// The most threads a shard ran with.
    var threads: Int {
        (maps.map(\.partial.header.threads) + reduces.map(\.partial.header.threads)).max() ?? 1
    }

    init(_ inputs: [StatsShards.Input]) throws(ShardError) {
        let steps = try ShardSteps<StatsMapPartial, StatsReducePartial>(inputs)
        let whole = steps.run
        run = whole
        firstPath = inputs[0].path
        maps = steps.maps
        reduces = steps.reduces
        for map in self.maps where map.partial.generators.map(\.name) != whole.generators {
            throw .refused("\(map.path): holds generators \(map.partial.generators.map(\.name)), not \(whole.generators)")
        }
        for reduce in self.reduces where reduce.partial.generators.map(\.name) != whole.generators {
            throw .refused("\(reduce.path): holds generators \(reduce.partial.generators.map(\.name)), not \(whole.generators)")
        }
    }

    /// The measurement of the generator at `index` of the run, added up from every shard.
    func measurement(of generator: StatsGenerator, at index: Int) throws(ShardError) -> GeneratorMeasurement {
        let plan = run.plan
        var tallies: TallyTotals?
        var seconds = 0.0
        for map in maps {
            let part = map.partial.generators[index]
            guard part.count == plan.identifiers(map: map.partial.header.index), part.files.count == run.shards,
                part.tallies.suffixBytes.isEmpty != generator.format.hasSuffix
            else {
                throw .refused("\(map.path): the tallies of \(generator.rawValue) do not fit map \(map.partial.header.index) of this run")
            }
            var counts = part.tallies
            counts.slices = Array(repeating: 0, count: ThreadTally.sliceCount)
            if tallies == nil { tallies = counts } else { tallies!.add(counts) }
            seconds += part.seconds
        }
        let prefixes = PrefixPairCounter.scanned(for: run.prefixBits)
        var counter = PrefixPairCounter(prefixes: prefixes)
        for reduce in reduces {
            let part = reduce.partial.generators[index], j = reduce.partial.header.index
            let range = plan.slices(reduce: j)
            guard part.sliceStart == range.lowerBound, part.sliceCounts.count == range.count, part.prefixes == prefixes,
                part.inputs.count == run.shards
            else {
                throw .refused("\(reduce.path): the counts of \(generator.rawValue) do not fit reduce \(j) of this run")
            }
            for (map, input) in zip(maps, part.inputs) {
                let wrote = map.partial.generators[index].files[j]
                guard input.records == wrote.records, input.checksum == wrote.checksum else {
                    throw .refused(
                        "\(reduce.path): read \(input.records) \(generator.rawValue) keys from map \(map.partial.header.index)'s "
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
        return tallies!.measurement(
            generator: generator, count: run.count, prefixBits: run.prefixBits, counter: counter,
            generations: 1, seconds: seconds)
    }
}

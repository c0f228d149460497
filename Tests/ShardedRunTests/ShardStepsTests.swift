import ShardedRun
import Testing

/// `merge`'s sorting of partials into one run's steps: every shard of both steps exactly once,
/// all of one run and one command, refused with the file and the reason otherwise.
@Suite struct ShardStepsTests {
    static let run = ToyRun(name: "a", shards: 3)

    func refusal(_ inputs: [PartialInput]) -> String? {
        do {
            _ = try ShardSteps<ToyPartial<ToyMap>, ToyPartial<ToyReduce>>(inputs)
            return nil
        } catch {
            guard case .refused(let text) = error else { return "\(error)" }
            return text
        }
    }

    @Test func aWholeRunIsSortedByStepAndIndex() throws {
        let steps = try ShardSteps<ToyPartial<ToyMap>, ToyPartial<ToyReduce>>(toyInputs(Self.run).reversed())
        #expect(steps.run == Self.run)
        #expect(steps.maps.map(\.partial.value) == [0, 1, 2])
        #expect(steps.reduces.map(\.partial.value) == [10, 11, 12])
        #expect(steps.maps.map(\.path) == ["w/stats-map-0000.partial", "w/stats-map-0001.partial", "w/stats-map-0002.partial"])
    }

    @Test func whatDoesNotMakeOneRunIsRefused() {
        let inputs = toyInputs(Self.run)
        #expect(refusal([]) == "no partial files given")
        #expect(
            refusal(inputs.filter { $0.path != "w/stats-map-0001.partial" })
                == "map shard 1 of 3 is missing: no stats-map-0001.partial among the 5 partials given")
        #expect(
            refusal(Array(inputs.dropLast()))
                == "reduce shard 2 of 3 is missing: no stats-reduce-0002.partial among the 5 partials given")
        #expect(refusal(inputs + [inputs[1]]) == "w/stats-map-0001.partial and w/stats-map-0001.partial are both map shard 1 of 3")
        let stranger = ToyPartial<ToyReduce>(run: ToyRun(name: "b", shards: 3), index: 1).input("x.partial")
        #expect(refusal(inputs + [stranger]) == "x.partial: from another run than w/stats-map-0000.partial: name b, not a")
        let outside = ToyPartial<ToyMap>(run: ToyRun(name: "a", shards: 3), index: 3).input("y.partial")
        #expect(refusal(inputs + [outside]) == "y.partial: shard index 3 is outside 0..<3")
        let audit = PartialInput(path: "z.partial", file: PartialFile(kind: .auditMap, payload: []))
        #expect(refusal(inputs + [audit]) == "z.partial: a partial of `audit`, not of `stats` like w/stats-map-0000.partial")
        var damaged = inputs
        damaged[4].file.payload.removeLast()
        #expect(refusal(damaged)?.hasPrefix("w/stats-reduce-0001.partial: damaged stats reduce payload: ") == true)
    }

    @Test func mergeFindsTheCommandThatWroteThePartials() throws {
        let inputs = toyInputs(Self.run)
        #expect(try ShardedCommands.owner(of: inputs, among: ["audit", "stats"]) { $0 } == "stats")
        let audit = PartialInput(path: "z.partial", file: PartialFile(kind: .auditReduce, payload: []))
        #expect(
            throws: ShardError.refused(
                "z.partial: a partial of `audit`, not of `stats` like w/stats-map-0000.partial: merge one run at a time")
        ) {
            try ShardedCommands.owner(of: inputs + [audit], among: ["audit", "stats"]) { $0 }
        }
        #expect(throws: ShardError.refused("no partial files given")) {
            try ShardedCommands.owner(of: [], among: ["stats"]) { $0 }
        }
    }
}

/// Where shards put their files, and how reduces share the slices of the key space.
@Suite struct ShardLayoutTests {
    @Test func pathsInTheWorkDirectory() {
        #expect(ShardPaths.partialName(.auditReduce, index: 7) == "audit-reduce-0007.partial")
        #expect(ShardPaths.partial("dir/", kind: .statsMap, index: 12_345) == "dir/stats-map-12345.partial")
        #expect(ShardPaths.shuffleFile("dir", generator: "uuid4", map: 3, reduce: 5) == "dir/shuffle/uuid4/m0003-r0005.keys")
        #expect(ShardPaths.directory(of: "dir/sub/x.partial") == "dir/sub")
        #expect(ShardPaths.directory(of: "x.partial") == ".")
        #expect(ShardPaths.directory(of: "/x.partial") == "/")
    }

    @Test(arguments: [(1, 12), (3, 12), (7, 16), (4096, 12)])
    func reducesTileTheSlicesInOrder(shards: Int, sliceBits: Int) {
        let split = SliceSplit(shards: shards, sliceBits: sliceBits)
        var next = 0
        for reduce in 0..<shards {
            let slices = split.slices(reduce: reduce)
            #expect(slices.lowerBound == next && !slices.isEmpty)
            #expect(split.reduce(ofSlice: slices.lowerBound) == reduce && split.reduce(ofSlice: slices.upperBound - 1) == reduce)
            next = slices.upperBound
        }
        #expect(next == 1 << sliceBits)
    }

    @Test func aShardStepNamesItself() {
        #expect(ShardStep(isMap: true, index: 3, shards: 8, workDirectory: "w").name == "map 3/8")
        #expect(ShardStep(isMap: false, index: 0, shards: 2, workDirectory: "w").name == "reduce 0/2")
    }
}

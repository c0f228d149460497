import AuditInput
import ShardedRun

/// Every map partial of a run, in map order, and what they give together: where each map's
/// chunks start in the run's chunk sequence, and the table from a place to file and line.
///
/// A map numbers its chunks from 0; laid end to end in map order they are the chunks of the
/// whole input in input order (the maps' pieces follow each other), so a map's place
/// (chunk c, line l) is the run's place (``bases``[map] + c, l), and the lines of every piece
/// of a file add up before the next piece's: line numbers come out as one process counts them.
struct AuditMapSet {
    let maps: [(path: String, partial: AuditMapPartial)]
    /// Per map, its first chunk's number in the run.
    let bases: [Int]
    let locations: LocationTable

    init(_ maps: [(path: String, partial: AuditMapPartial)], run: AuditShardRun) {
        self.maps = maps
        var bases: [Int] = [], chunkFiles: [Int32] = [], chunkLines: [Int] = []
        for map in maps {
            bases.append(chunkFiles.count)
            chunkFiles += map.partial.chunkFiles
            chunkLines += map.partial.chunkLines
        }
        self.bases = bases
        locations = LocationTable(chunkInputs: chunkFiles, chunkLines: chunkLines, inputNames: run.files)
    }

    /// Reads the partial of every map of `run` from `directory`, refusing a missing or damaged
    /// one and one of another run (a reduce starts only once every map is done).
    static func read(directory: String, run: AuditShardRun) throws(ShardError) -> AuditMapSet {
        var table = ShardTable<AuditMapPartial>()
        var found: AuditShardRun? = run
        let name = "this reduce's run"
        for map in 0..<run.shards {
            let path = ShardPaths.partial(directory, kind: .auditMap, index: map)
            do throws(ShardError) {
                let input = try ShardFiles.read(path)
                guard input.file.kind == .auditMap else {
                    throw ShardError.refused("\(path): an \(input.file.kind) partial, not an audit map")
                }
                try table.add(input, run: &found, first: name)
            } catch {
                throw .refused("map \(map) is not done or not usable: \(error.description)")
            }
        }
        return AuditMapSet(try table.all(shards: run.shards, given: run.shards), run: run)
    }

    /// A place map `map` recorded, as a place of the run.
    func global(_ location: UInt64, map: Int) -> UInt64 {
        location &+ UInt64(bases[map]) &<< 32
    }
}

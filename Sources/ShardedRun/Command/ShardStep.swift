/// One shard of a sharded run: which step, which index, how many shards, and the work
/// directory every shard of the run shares.
package struct ShardStep: Sendable, Equatable {
    /// A map shard (`--map I`), or a reduce shard (`--reduce J`).
    package var isMap: Bool
    package var index: Int
    package var shards: Int
    package var workDirectory: String

    package init(isMap: Bool, index: Int, shards: Int, workDirectory: String) {
        self.isMap = isMap
        self.index = index
        self.shards = shards
        self.workDirectory = workDirectory
    }

    /// `map 3/8`, for progress labels.
    package var name: String { "\(isMap ? "map" : "reduce") \(index)/\(shards)" }
}

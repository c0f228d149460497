package import ShardedRun

extension ShardPaths {
    /// `DIR/stats-map-0003.partial`: map 3's tallies.
    package static func mapPartial(_ directory: String, map: Int) -> String { partial(directory, kind: .statsMap, index: map) }

    /// `DIR/stats-reduce-0005.partial`: reduce 5's pair counts.
    package static func reducePartial(_ directory: String, reduce: Int) -> String { partial(directory, kind: .statsReduce, index: reduce) }
}

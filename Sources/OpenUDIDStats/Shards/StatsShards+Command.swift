package import ShardedRun

/// `stats` as a sharded command: its steps and merge, as `openudid` and `openudid merge` call
/// them.
extension StatsShards: ShardedCommand {
    package static var mapKind: PartialKind { .statsMap }
    package static var reduceKind: PartialKind { .statsReduce }
    package static var defaultReportDirectory: String { StatsOptions().outputDirectory ?? "report" }

    package static func check(_ step: ShardStep, options: StatsOptions) throws(Failure) {
        try check(options: options, shards: step.shards, index: step.index, isMap: step.isMap)
    }

    package static func map(_ step: ShardStep, options: StatsOptions, progress: Progress?) throws(Failure) -> String {
        try map(options: options, shards: step.shards, map: step.index, workDirectory: step.workDirectory, progress: progress)
    }

    package static func reduce(_ step: ShardStep, options: StatsOptions, progress: Progress?) throws(Failure) -> String {
        try reduce(options: options, shards: step.shards, reduce: step.index, workDirectory: step.workDirectory, progress: progress)
    }

    /// ``merge(_:threads:outputDirectory:note:progress:)``, with the default threads of a run
    /// when `settings` gives none.
    package static func merge(_ inputs: [PartialInput], settings: MergeSettings, progress: Progress?) throws(Failure) -> StatsReport {
        try merge(
            inputs, threads: settings.threads ?? StatsOptions().threads, outputDirectory: settings.outputDirectory,
            note: settings.note, progress: progress)
    }
}

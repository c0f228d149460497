package import ShardedRun

/// `audit` as a sharded command: its steps and merge, as `openudid` and `openudid merge` call
/// them.
extension AuditShards: ShardedCommand {
    package static var mapKind: PartialKind { .auditMap }
    package static var reduceKind: PartialKind { .auditReduce }
    package static var defaultReportDirectory: String { AuditOptions().outputDirectory ?? "audit" }

    package static func check(_ step: ShardStep, options: AuditOptions) throws(Failure) {
        try check(options: options, shards: step.shards, index: step.index, isMap: step.isMap)
    }

    package static func map(_ step: ShardStep, options: AuditOptions, progress: Progress?) throws(Failure) -> String {
        try map(options: options, shards: step.shards, map: step.index, workDirectory: step.workDirectory, progress: progress)
    }

    package static func reduce(_ step: ShardStep, options: AuditOptions, progress: Progress?) throws(Failure) -> String {
        try reduce(options: options, shards: step.shards, reduce: step.index, workDirectory: step.workDirectory, progress: progress)
    }

    /// ``merge(_:outputDirectory:progress:)``; an audit's merge does no work of its own that
    /// threads or notes would serve.
    package static func merge(_ inputs: [PartialInput], settings: MergeSettings, progress: Progress?) throws(Failure) -> AuditReport {
        try merge(inputs, outputDirectory: settings.outputDirectory, progress: progress)
    }
}

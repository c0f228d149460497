extension AuditOptions {
    /// The option checks an audit makes before it reads, creates or writes anything, for a
    /// command's `--check`.
    ///
    /// - Throws: ``AuditError/invalidOption(_:)``, exactly as ``Audit/run(_:now:progress:)`` would.
    package func check() throws(AuditError) {
        try validate()
    }
}

extension AuditShards {
    /// Every check map or reduce shard `index` of `shards` makes before it reads, creates or
    /// writes anything (options, shard range, standard input, open files), for a command's
    /// `--check`. The work and temporary directories are not looked at.
    package static func check(options: AuditOptions, shards: Int, index: Int, isMap: Bool) throws(Failure) {
        _ = try check(options, shards: shards, index: index, step: isMap ? "map" : "reduce")
    }
}

package import CommandLineSupport
import OpenUDIDAudit
import ShardedRun

/// `openudid merge`: the report of a sharded run, from its partial files.
///
/// The partials say which command wrote them (``PartialKind``); the command that shards with
/// those kinds (a ``ShardedSubcommand``, listed in ``commands``) merges them.
package enum MergeCommand: Subcommand {
    static let out = Option(
        "--out", value: "DIR", help: "output directory of the report (a symbolic link is followed once, at the start)",
        parser: .path,
        defaultNote: "report for stats partials, audit for audit partials, as the commands write theirs")
    static let threads = Option(
        "--threads", value: "T",
        help: """
            threads for finding colliding identifiers when the shuffle files are gone
            """, parser: .count(in: 1...256), defaultNote: "processors online")
    static let quiet = Flag("--quiet", help: "no progress bar")
    static let failOn = Option(
        "--fail-on", value: "LEVEL",
        help: """
            audit partials: exit with status 3, once the report is written, when it holds a finding \
            of this severity or above (fault, or warning), as `openudid audit --fail-on` does
            """, parser: .choice(FailLevel.self))

    package static let spec = CommandSpec(
        name: "merge",
        abstract: "Merge the partials of a sharded run into its report.",
        discussion: """
            Reads the partial files of every map and reduce shard of one run (written by
            `openudid stats ... --shards S --map I` and `--reduce J`) and writes the report one
            process would write for the same options and seed: report.csv and the charts byte
            for byte, report.md too up to its last section, "Execution". Partials of
            `openudid audit FILE... --shards S --map I` and `--reduce J` give the audit's report:
            report.json as one process writes it for the same files apart from its "run"
            section (timings, threads, files), report.md apart from its run lines, the charts and
            duplicates.csv. Partials of different
            runs, a shard missing or given twice, a truncated or damaged file: the file is named,
            nothing is written, exit 2. The colliding identifiers of an excess verdict are found
            in the shuffle files next to the map partials; when those are gone, that generator
            is generated again.
            """,
        options: [OptionGroup("Options", [out, threads, failOn, quiet])],
        operands: .oneOrMore("PARTIAL"),
        epilogue: """
            Example:
              $ openudid merge work/*.partial --out report
              wrote report/report.md
            """)

    /// The commands that shard; `merge` hands the partials to the one whose kinds they carry.
    static let commands: [any ShardedSubcommand.Type] = [StatsCommand.self, AuditCommand.self]

    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let inputs: [PartialInput]
        let command: any ShardedSubcommand.Type
        do {
            inputs = try ShardedCommands.read(arguments.operands)
            command = try ShardedCommands.owner(of: inputs, among: commands) { $0.shardedName }
        } catch {
            throw .usage(error.description)
        }
        if arguments[failOn] != nil && command != AuditCommand.self {
            throw .usage("--fail-on applies to the partials of openudid audit, not of openudid \(command.shardedName)")
        }
        return try command.merge(
            inputs, directory: arguments[out], threads: arguments[threads], quiet: arguments.has(quiet), failOn: arguments[failOn],
            io: io)
    }
}

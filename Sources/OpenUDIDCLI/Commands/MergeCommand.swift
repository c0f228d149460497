import OpenUDIDStats
import OpenUDIDAudit
import PartialFile
package import CommandLineSupport

/// `openudid merge`: the report of a sharded run, from its partial files.
///
/// The partials say which command wrote them (``PartialKind``); each command that shards has
/// one merger here. `stats` has one; `audit` adds its own the same way: its kinds in
/// ``PartialKind``, its merger in ``mergers``.
package enum MergeCommand: Subcommand {
    static let out = Option(
        "--out", value: "DIR", help: "output directory of the report", parser: .path,
        defaultNote: "report for stats partials, audit for audit partials, as the commands write theirs")
    static let threads = Option(
        "--threads", value: "T",
        help: """
            threads for finding colliding identifiers when the shuffle files are gone
            """, parser: .count(in: 1...256), defaultNote: "processors online")
    static let quiet = Flag("--quiet", help: "no progress bar")

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
        options: [OptionGroup("Options", [out, threads, quiet])],
        operands: .oneOrMore("PARTIAL"),
        epilogue: """
            Example:
              $ openudid merge work/*.partial --out report
              wrote report/report.md
            """)

    /// One merger per command that shards: its name (``PartialKind/command``) and how it
    /// merges the decoded partials.
    static let mergers:
        [String: @Sendable (_ inputs: [PartialInput], _ arguments: ParsedArguments, _ io: CommandIO) throws(CommandFailure) -> ExitCode] = [
            "stats": mergeStats,
            "audit": mergeAudit,
        ]

    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        var inputs: [PartialInput] = []
        for path in arguments.operands {
            do {
                inputs.append(try ShardFiles.read(path))
            } catch {
                throw .usage(error.description)
            }
        }
        let commands = Set(inputs.map(\.file.kind.command))
        guard commands.count == 1, let command = commands.first, let merger = mergers[command] else {
            let first = inputs.first { $0.file.kind.command != inputs[0].file.kind.command }
            throw .usage(
                "\(first?.path ?? inputs[0].path): a partial of `\(first?.file.kind.command ?? "?")`, "
                    + "not of `\(inputs[0].file.kind.command)` like \(inputs[0].path): merge one run at a time")
        }
        return try merger(inputs, arguments, io)
    }

    /// Merges `stats` partials and prints what the report found, as `stats` does.
    static func mergeStats(_ inputs: [PartialInput], _ arguments: ParsedArguments, _ io: CommandIO) throws(CommandFailure) -> ExitCode {
        let progress = StatsCommand.progressBar(quiet: arguments.has(quiet), label: "openudid merge", io: io)
        let report: StatsReport
        do {
            report = try StatsShards.merge(
                inputs, threads: arguments[threads] ?? StatsReport.Options().threads,
                outputDirectory: arguments[out] ?? StatsReport.Options().outputDirectory ?? "report",
                note: { io.report("openudid merge: note: \($0)") },
                progress: progress)
        } catch {
            throw StatsCommand.failure(error)
        }
        StatsCommand.summarise(report, io: io)
        return .success
    }

    /// Merges `audit` partials and prints the summary line, as `audit` does.
    static func mergeAudit(_ inputs: [PartialInput], _ arguments: ParsedArguments, _ io: CommandIO) throws(CommandFailure) -> ExitCode {
        let bar = AuditCommand.progressBar(quiet: arguments.has(quiet), io: io)
        let directory = arguments[out] ?? AuditOptions().outputDirectory ?? "audit"
        let report: AuditReport
        do {
            report = try AuditShards.merge(inputs, outputDirectory: directory, progress: bar?.update)
        } catch {
            bar?.finish()
            throw AuditCommand.failure(error)
        }
        bar?.finish()
        io.report("openudid merge: wrote \(directory)/report.md")
        return AuditCommand.summarise(report, io: io)
    }
}

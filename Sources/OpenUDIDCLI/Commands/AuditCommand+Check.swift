import AtomicOutput
import OpenUDIDAudit
import CommandLineSupport
import ShardedRun

extension AuditCommand {
    /// `--check`: the checks of the audit the command line asks for (see ``RunCheck``), with the
    /// audit's messages, and every FILE opened for reading; nothing read past that, written,
    /// created or printed.
    static func check(_ arguments: ParsedArguments, options: AuditOptions) throws(CommandFailure) {
        let unusable = { (path: String, role: String) in
            { (reason: String) in failure(.outputDirectory(role + "cannot write into '\(path)': \(reason)")) }
        }
        let report = { (problem: OutputFailure) in failure(.outputDirectory(problem.description)) }
        let files = arguments.operands
        let temporary = options.temporaryDirectory
        switch try RunCheck.scope(arguments, ShardStep.Options(shards: shards, map: map, reduce: reduce, workDir: workDir)) {
        case .whole:
            do { try options.check() } catch { throw failure(error) }
            if let directory = options.outputDirectory {
                try RunCheck.report(directory, files: AuditReport.replaceableFileNames, refuse: report)
            }
            try RunCheck.directory(temporary, refuse: unusable(temporary, "temporary directory: "))
            try RunCheck.readable(files)
        case .shard(let step):
            do { try AuditShards.check(options: options, shards: step.shards, index: step.index, isMap: step.isMap) } catch {
                throw failure(error)
            }
            if step.isMap {
                try RunCheck.directory(step.workDirectory, refuse: unusable(step.workDirectory, ""))
                try RunCheck.readable(files)
            } else {
                try RunCheck.directory(temporary, refuse: unusable(temporary, "temporary directory: "))
            }
        case .allShards(let count, let directory):
            // The shards of a whole run are processes of their own: none sees this standard input.
            guard !files.isEmpty && !files.contains("-") else {
                throw .usage("standard input cannot be split between shards: give the FILEs to audit")
            }
            do {
                try AuditShards.check(options: options, shards: count, index: 0, isMap: true)
                try AuditShards.check(options: options, shards: count, index: 0, isMap: false)
            } catch {
                throw failure(error)
            }
            try RunCheck.directory(directory, refuse: unusable(directory, ""))
            try RunCheck.directory(temporary, refuse: unusable(temporary, "temporary directory: "))
            if let out = arguments[out] { try RunCheck.report(out, files: AuditReport.replaceableFileNames, refuse: report) }
            try RunCheck.readable(files)
        }
    }
}

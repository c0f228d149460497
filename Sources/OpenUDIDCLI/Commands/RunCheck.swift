import AtomicOutput
import CommandLineSupport
import Platform
import ShardedRun

/// `--check` of `stats` and `audit`: every check a run makes before it starts, and nothing
/// else. Nothing is written or created and nothing is printed when the run would start (exit
/// 0); a refusal is the run's own message and exit status 2. The distributed drivers in
/// Scripts/distributed/ ask it before they start a cluster or create a directory.
enum RunCheck {
    /// The flag, the same in both commands.
    static let flag = Flag(
        "--check",
        help: """
            check the options and inputs, write nothing: exit 0 silently when the run would start, \
            2 with its message when it would be refused. With --shards S and --work-dir but no --map \
            or --reduce, checks every shard of the run and the merge's --out
            """)

    /// What a `--check` looks at.
    enum Scope {
        /// One process's run, writing into --out.
        case whole
        /// One map or reduce shard.
        case shard(ShardStep)
        /// Every shard of a sharded run (the checks of map 0 and reduce 0 are those of every
        /// index), and the merge's --out when given.
        case allShards(shards: Int, workDirectory: String)
    }

    /// The scope the shard options ask for: a shard, every shard (--shards and --work-dir
    /// without --map or --reduce), or the whole run; the usage errors of a real run otherwise.
    static func scope(_ arguments: ParsedArguments, _ options: ShardStep.Options) throws(CommandFailure) -> Scope {
        if arguments.isGiven(options.shards) && !arguments.isGiven(options.map) && !arguments.isGiven(options.reduce) {
            guard let shards = arguments[options.shards] else { throw .usage("--shards needs a value") }
            guard let directory = arguments[options.workDir] else { throw .usage("--shards needs --work-dir DIR") }
            return .allShards(shards: shards, workDirectory: directory)
        }
        if let step = try ShardStep.parse(arguments, options) { return .shard(step) }
        return .whole
    }

    /// Refuses a directory the run would create or write into when it could not, without
    /// creating anything: an existing path must be a directory this process may write into;
    /// a missing one needs its nearest existing parent to be one.
    static func directory(_ path: String, refuse: (String) -> CommandFailure) throws(CommandFailure) {
        guard !path.isEmpty else { throw refuse("the path is empty") }
        var current = path
        while true {
            var info = stat()
            if stat(current, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw refuse(
                        current == path
                            ? "'\(path)' exists and is not a directory" : "cannot create '\(path)': '\(current)' is not a directory")
                }
                guard access(current, W_OK | X_OK) == 0 else {
                    throw refuse(
                        current == path
                            ? "cannot create a file in it: \(systemErrorMessage(errno))"
                            : "cannot create '\(path)': \(systemErrorMessage(errno))")
                }
                return
            }
            guard errno == ENOENT else { throw refuse("cannot create '\(path)': \(systemErrorMessage(errno))") }
            let parent = parentPath(of: current)
            guard parent != current else { throw refuse("cannot create '\(path)': \(systemErrorMessage(ENOENT))") }
            current = parent
        }
    }

    /// Refuses a report directory the run could not put in place (``StagedDirectory/check(_:files:)``):
    /// one that holds other files, or whose place takes no new directory.
    static func report(_ path: String, files: some Collection<String>, refuse: (OutputFailure) -> CommandFailure) throws(CommandFailure) {
        do { try StagedDirectory.check(path, files: Set(files)) } catch { throw refuse(error) }
    }

    /// Refuses the first of `paths` that cannot be opened and read: `FILE: reason`.
    static func readable(_ paths: [String]) throws(CommandFailure) {
        for path in paths where path != "-" {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw .usage("\(path): \(systemErrorMessage(errno))") }
            var info = stat()
            let isDirectory = fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            close(descriptor)
            if isDirectory { throw .usage("\(path): \(systemErrorMessage(EISDIR))") }
        }
    }

    /// `a/b` of `a/b/c`, `/` of `/a`, `.` of `a`.
    static func parentPath(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }
}

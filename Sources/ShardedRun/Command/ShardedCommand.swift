/// A command that runs in shards past one machine: map shards, then reduce shards, then one
/// merge of their partials into the report one process writes.
///
/// `stats` and `audit` implement it in their modules; `openudid` runs a shard with
/// ``run(_:options:progress:)`` and `openudid merge` hands the partials it is given to the
/// command whose kinds they carry (``ShardedCommands/owner(of:among:command:)``). A new sharded
/// command adds its two kinds to ``PartialKind`` and implements this protocol.
package protocol ShardedCommand {
    /// The command's options: the same for every shard of a run, but for threads and memory.
    associatedtype Options
    /// What a merge gives: the command's report, written into the merge's directory.
    associatedtype Report
    /// The command's own errors (its options, its report), beside the machinery's.
    associatedtype CommandError: Error & Sendable & Equatable & CustomStringConvertible
    /// What a shard or merge calls to draw its progress.
    associatedtype Progress

    /// The kind of the command's map partials; its ``PartialKind/command`` names the command.
    static var mapKind: PartialKind { get }
    /// The kind of the command's reduce partials.
    static var reduceKind: PartialKind { get }
    /// The report's directory when `merge` is given none.
    static var defaultReportDirectory: String { get }

    /// Every check `step` makes before it reads, creates or writes anything, for `--check`;
    /// the work directory is not looked at.
    static func check(_ step: ShardStep, options: Options) throws(ShardedRunError<CommandError>)
    /// Runs map shard `step.index`; returns its partial's path.
    static func map(_ step: ShardStep, options: Options, progress: Progress?) throws(ShardedRunError<CommandError>) -> String
    /// Runs reduce shard `step.index`, once every map is done; returns its partial's path.
    static func reduce(_ step: ShardStep, options: Options, progress: Progress?) throws(ShardedRunError<CommandError>) -> String
    /// The report of one run from the partials of all its shards, checked to make one run
    /// before anything is written.
    static func merge(_ inputs: [PartialInput], settings: MergeSettings, progress: Progress?) throws(ShardedRunError<CommandError>)
        -> Report
}

extension ShardedCommand {
    /// The command's name, as its partials carry it (`stats`).
    package static var name: String { mapKind.command }

    /// Runs `step`, a map or a reduce; returns its partial's path.
    package static func run(_ step: ShardStep, options: Options, progress: Progress?) throws(ShardedRunError<CommandError>) -> String {
        step.isMap ? try map(step, options: options, progress: progress) : try reduce(step, options: options, progress: progress)
    }
}

/// How `openudid merge` was asked to merge: where the report goes, and what a command may use.
package struct MergeSettings {
    /// The report's directory; `nil` writes nothing.
    package var outputDirectory: String?
    /// Threads for work the merge does itself (`stats` generates again when its shuffle files are
    /// gone); `nil` for the command's default.
    package var threads: Int?
    /// Receives a line worth telling (such as a fallback taken).
    package var note: (String) -> Void

    package init(outputDirectory: String?, threads: Int? = nil, note: @escaping (String) -> Void = { _ in }) {
        self.outputDirectory = outputDirectory
        self.threads = threads
        self.note = note
    }
}

/// The partials given to `merge`, handed to the command that wrote them.
package enum ShardedCommands {
    /// Reads the partial at every path of `paths`, in order (``ShardFiles/read(_:)``).
    package static func read(_ paths: [String]) throws(ShardError) -> [PartialInput] {
        var inputs: [PartialInput] = []
        for path in paths { inputs.append(try ShardFiles.read(path)) }
        return inputs
    }

    /// The one of `candidates` whose partials `inputs` all are (`command` names a candidate's
    /// command); refuses partials of two commands (naming the first that differs from the
    /// first partial) and of no candidate.
    package static func owner<Candidate>(
        of inputs: [PartialInput], among candidates: [Candidate], command: (Candidate) -> String
    ) throws(ShardError) -> Candidate {
        guard let first = inputs.first else { throw .refused("no partial files given") }
        let commands = Set(inputs.map(\.file.kind.command))
        guard commands.count == 1, let owner = candidates.first(where: { command($0) == first.file.kind.command }) else {
            let other = inputs.first { $0.file.kind.command != first.file.kind.command }
            throw .refused(
                "\(other?.path ?? first.path): a partial of `\(other?.file.kind.command ?? "?")`, "
                    + "not of `\(first.file.kind.command)` like \(first.path): merge one run at a time")
        }
        return owner
    }
}

import OpenUDIDStats
package import CommandLineSupport

/// `openudid stats`: the collision statistics report (see ``OpenUDIDStats/StatsReport``).
package enum StatsCommand: Subcommand {
    static let count = Option(
        "-n", value: "N", help: "identifiers per generator",
        parser: .count(atLeast: 2), defaultNote: String(StatsOptions().count))
    static let generators = Option(
        "--generators", value: "LIST",
        help: """
            comma-separated names of the generators listed below, or all
            """, parser: generatorList, defaultNote: "all")
    static let seed = Option(
        "--seed", value: "S",
        help: """
            seed of the simulation's random stream (decimal or 0x hex); the same seed reproduces the report
            """, parser: .unsigned64, defaultNote: "random, printed in the report")
    static let out = Option(
        "--out", value: "DIR", help: "output directory (a symbolic link is followed once, at the start)", parser: .path,
        defaultNote: StatsOptions().outputDirectory ?? "")
    static let bits = Option(
        "--bits", value: "LIST", help: "prefix lengths in bits, comma-separated",
        parser: .list(
            of: .count(in: 1...128), expecting: "comma-separated prefix lengths between 1 and 128",
            duplicates: .reject),
        defaultNote: "16,20,...,64")
    static let threads = Option(
        "--threads", value: "T", help: "worker threads", parser: .count(in: 1...256),
        defaultNote: "processors online")
    static let memoryLimit = Option(
        "--memory-limit", value: "SIZE",
        help: """
            most memory for keys, e.g. 4G, 512M. N is generated once when 32 bytes per identifier \
            fit, or 14 bytes per identifier in page chains (1e9 in 16G); past that it runs in \
            several passes
            """, parser: .size, defaultNote: "16G, at most 3/4 of physical memory or the cgroup's limit")
    static let fleet = Option(
        "--fleet", value: "K", help: "devices in the simulated fleets (UUID v1, v6 and v7)",
        parser: .count(in: 1...1 << 20), defaultNote: String(StatsOptions().fleetSize))
    static let rate = Option(
        "--rate", value: "R",
        help: """
            identifiers each device of the simulated v7 fleets makes per millisecond, all devices in \
            the same milliseconds: a power of two from 1 to 4096
            """, parser: powerOfTwo, defaultNote: String(StatsOptions().fleetRate))
    static let quiet = Flag("--quiet", help: "no progress bar")
    static let shards = Option(
        "--shards", value: "S",
        help: """
            split the run into S map and S reduce shards (1 to 65536); run one with --map or --reduce, \
            then `openudid merge` their partials. Needs --seed and --work-dir
            """, parser: .count(in: 1...ShardPlan.maximumShards))
    static let map = Option(
        "--map", value: "I",
        help: """
            run map shard I (0 to S-1): make its share of the identifiers, write their keys for every \
            reduce and its tallies (stats-map-I.partial) into the work directory
            """, parser: .count(in: 0...ShardPlan.maximumShards - 1))
    static let reduce = Option(
        "--reduce", value: "J",
        help: """
            run reduce shard J (0 to S-1), once every map is done: sort and count the keys of its slice \
            range, write stats-reduce-J.partial
            """, parser: .count(in: 0...ShardPlan.maximumShards - 1))
    static let workDir = Option(
        "--work-dir", value: "DIR",
        help: """
            directory every shard of the run shares (a shared file system across machines): partials \
            and the shuffle files, about 16 bytes per identifier
            """, parser: .path)

    /// The command line.
    package static let spec = CommandSpec(
        name: "stats",
        abstract: "Measure generators' collisions against the birthday bound.",
        discussion: """
            Generates N identifiers with each generator, counts exact duplicates and duplicate
            k-bit prefixes, compares them with the birthday expectation N(N-1)/2^(k+1) (the
            time-ordered v6 and v7 generators with the ideal of their design: time bits as their
            clock sets them, the rest at random), tests every free hex digit for uniformity, and
            writes report.md, report.csv, collisions.svg and uniformity.svg into DIR. The v7
            fleets are K devices (--fleet) making R identifiers each (--rate) in every
            millisecond; the report derives their collision risk per day. A progress bar on
            standard error shows runs past 2 seconds.
            """,
        options: [
            OptionGroup("Options", [count, generators, seed, out, bits, threads, memoryLimit, fleet, rate, quiet, RunCheck.flag]),
            OptionGroup("Shards (one piece of a run, for many machines)", [shards, map, reduce, workDir]),
        ],
        exclusive: [[map, reduce], [out, map], [out, reduce]],
        epilogue: generatorListing + "\n" + """

            Example:
              $ openudid stats -n 2e5 --seed 1 --out /tmp/report
              wrote /tmp/report/report.md

            The same report from 4 shards (each command may run on another machine that sees DIR):
              $ for i in 0 1 2 3; do
                  openudid stats -n 2e5 --seed 1 --shards 4 --map $i --work-dir DIR; done
              $ for j in 0 1 2 3; do
                  openudid stats -n 2e5 --seed 1 --shards 4 --reduce $j --work-dir DIR; done
              $ openudid merge DIR/*.partial --out /tmp/report
            Scripts/distributed/ runs them on Dask or as a Slurm job array.
            """)

    /// `Generators:` and one line per generator of the registry: its name and its title.
    static var generatorListing: String {
        let width = StatsGenerator.allCases.map(\.rawValue.count).max() ?? 0
        let lines = StatsGenerator.allCases.map { generator in
            "  " + generator.rawValue + String(repeating: " ", count: width - generator.rawValue.count + 2) + generator.title
        }
        return (["Generators (weak32 is a control that must be flagged):"] + lines).joined(separator: "\n")
    }

    /// Builds the options, runs the report and prints where it went and what it found.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        var options = makeOptions(arguments)
        if arguments[memoryLimit] != nil {
            let fitted = MemoryLimitFit.fit(options.memoryLimit, command: "stats")
            options.memoryLimit = fitted.limit
            if let note = fitted.note { io.report(note) }
        }
        if arguments.has(RunCheck.flag) {
            try check(arguments, options: options)
            return .success
        }
        if let shard = try shardStep(arguments) {
            return try runShard(shard, options: options, quiet: arguments.has(quiet), io: io)
        }
        let progress = io.progressBar(label: "openudid stats", quiet: arguments.has(quiet))?.update
        let report: StatsReport
        do {
            report = try Stats.run(options, progress: progress)
        } catch {
            switch error {
            case .invalidOption, .memoryLimitTooSmall, .outputDirectoryUnusable: throw .usage(error.description)
            case .writeFailed: throw .invalidData(error.description)
            }
        }
        summarise(report, io: io)
        return .success
    }

    /// Prints the files written and one line per generator.
    static func summarise(_ report: StatsReport, io: CommandIO) {
        for path in report.files { io.output.write("wrote \(path)\n") }
        for analysis in report.analyses {
            let flagged = analysis.prefixes.filter { $0.verdict == .excess || $0.verdict == .deficit }.map(\.bits)
            var line = "\(analysis.generator.rawValue): \(analysis.measurement.exactPairs) exact duplicate pairs"
            let ideal = analysis.generator.format.orderedBits(inPrefix: 128) > 0 ? "the ideal of its design" : "the birthday bound"
            line +=
                flagged.isEmpty
                ? ", every prefix consistent with \(ideal)" : ", flagged at k = \(flagged.map(String.init).joined(separator: ","))"
            io.output.write(line + "\n")
        }
    }

    /// The report options from the command line; the library's defaults where it is silent.
    static func makeOptions(_ arguments: ParsedArguments) -> StatsOptions {
        var options = StatsOptions()
        if let value = arguments[out] { options.outputDirectory = value }
        if let value = arguments[count] { options.count = value }
        if let value = arguments[generators] { options.generators = value }
        if let value = arguments[seed] { options.seed = value }
        if let value = arguments[bits] { options.prefixBits = value }
        if let value = arguments[threads] { options.threads = value }
        if let value = arguments[memoryLimit] { options.memoryLimit = value }
        if let value = arguments[fleet] { options.fleetSize = value }
        if let value = arguments[rate] { options.fleetRate = value }
        return options
    }

    /// `--rate`: 1, 2, 4, … 4096.
    static let powerOfTwo = ValueParser<Int>.count(in: 1...4096).map(expecting: "a power of two from 1 to 4096") {
        (value) throws(InvalidValue) in
        guard value & (value - 1) == 0 else { throw InvalidValue() }
        return value
    }

    /// `--generators`: names of ``StatsGenerator``, comma-separated.
    static let generatorList = ValueParser<[StatsGenerator]>(
        expecting: "a comma-separated list of \(StatsGenerator.allCases.map(\.rawValue).joined(separator: ", "))"
    ) { (text) throws(InvalidValue) in
        guard let list = StatsGenerator.parseList(text) else { throw InvalidValue() }
        return list
    }
}

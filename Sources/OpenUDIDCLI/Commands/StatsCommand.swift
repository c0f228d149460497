import OpenUDIDStats

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `openudid stats`: the collision statistics report (see ``OpenUDIDStats/StatsReport``).
package enum StatsCommand: Subcommand {
    /// `stats`.
    package static let name = "stats"
    /// One line for the overview.
    package static let abstract = "Measure collisions against the birthday bound; write a report."
    /// The `--help` text.
    package static let help = """
        usage: openudid stats [-n N] [--generators LIST] [--seed S] [--out DIR] [--bits LIST]
                              [--threads T] [--memory-limit SIZE] [--fleet K] [--quiet]

        Generates N identifiers with each generator, counts exact duplicates and duplicate
        k-bit prefixes, compares them with the birthday expectation N(N-1)/2^(k+1), tests
        every hex digit for uniformity, and writes report.md, report.csv, collisions.svg and
        uniformity.svg into DIR. A progress bar on standard error shows runs past 2 seconds.

        Options:
          -n N                 identifiers per generator (default 10000000; 1e9 and 10_000
                               are accepted too)
          --generators LIST    comma-separated, default all: openudid2012, openudid2011, uuid4,
                               uuid3, uuid1, uuid1-fleet, weak32 (a 32-bit control that must
                               be flagged)
          --seed S             seed of the simulation's random stream (decimal or 0x hex);
                               the same seed reproduces the report. Default: drawn at random
                               and printed in the report
          --out DIR            output directory (default ./report)
          --bits LIST          prefix lengths in bits, comma-separated (default 16,20,...,64)
          --threads T          worker threads (default: processors online)
          --memory-limit SIZE  most memory for keys, e.g. 4G, 512M (default 16G, at most 3/4
                               of physical memory). N is generated once when 32 bytes per
                               identifier fit, or 14 bytes per identifier in page chains
                               (1e9 in 16G); past that it runs in several passes
          --fleet K            devices in the simulated UUID v1 fleet (default 1000)
          --quiet              no progress bar

        Example:
          $ openudid stats -n 200000 --seed 1 --out /tmp/report
          wrote /tmp/report/report.md

        """
    /// The flags and options.
    package static let arguments = ArgumentSpec(
        flags: ["--quiet"],
        options: ["-n", "--generators", "--seed", "--out", "--bits", "--threads", "--memory-limit", "--fleet"])

    /// Builds the options, runs the report and prints where it went and what it found.
    package static func run(_ parsed: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        if let extra = parsed.positionals.first {
            throw .usage("unexpected argument '\(extra)'")
        }
        let options = try makeOptions(parsed)
        var progress: ((StatsProgress) -> Void)?
        if !parsed.has("--quiet") {
            let bar = ProgressBar(write: { text in
                io.errors.write(text)
                io.errors.flush()
            })
            progress = bar.update
        }
        let report: StatsReport
        do {
            report = try StatsReport.run(options: options, progress: progress)
        } catch {
            switch error {
            case .invalidOption, .memoryLimitTooSmall, .outputDirectoryUnusable: throw .usage(error.description)
            case .writeFailed: throw .invalidData(error.description)
            }
        }
        for path in report.files { io.output.write("wrote \(path)\n") }
        for analysis in report.analyses {
            let flagged = analysis.prefixes.filter { $0.verdict == .excess || $0.verdict == .deficit }.map(\.bits)
            var line = "\(analysis.generator.rawValue): \(analysis.measurement.exactPairs) exact duplicate pairs"
            line += flagged.isEmpty ? ", every prefix consistent with the birthday bound" : ", flagged at k = \(flagged.map(String.init).joined(separator: ","))"
            io.output.write(line + "\n")
        }
        return .success
    }

    /// The report options from the command line.
    static func makeOptions(_ parsed: ParsedArguments) throws(CommandFailure) -> StatsReport.Options {
        var options = StatsReport.Options()
        options.outputDirectory = parsed.value("--out") ?? "report"
        if let text = parsed.value("-n") {
            guard let count = parseCount(text), count >= 2 else {
                throw .usage("-n expects an integer of at least 2, got '\(text)'")
            }
            options.count = count
        }
        if let text = parsed.value("--generators") {
            guard let list = StatsGenerator.parseList(text) else {
                let names = StatsGenerator.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("--generators expects a comma-separated list of \(names), got '\(text)'")
            }
            options.generators = list
        }
        if let text = parsed.value("--seed") {
            let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
            guard let seed else { throw .usage("--seed expects a 64-bit integer, got '\(text)'") }
            options.seed = seed
        }
        if let text = parsed.value("--bits") {
            let parts = text.split(separator: ",").map { Int($0.filter { $0 != " " }) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil && (1...128).contains($0!) }) else {
                throw .usage("--bits expects comma-separated prefix lengths between 1 and 128, got '\(text)'")
            }
            let bits = parts.map { $0! }
            guard Set(bits).count == bits.count else { throw .usage("--bits lists a length twice: '\(text)'") }
            options.prefixBits = bits
        }
        if parsed.hasValue("--threads") {
            let threads = try parsed.count("--threads")
            guard threads <= 256 else { throw .usage("--threads expects at most 256, got \(threads)") }
            options.threads = threads
        }
        if let text = parsed.value("--memory-limit") {
            guard let bytes = parseSize(text) else {
                throw .usage("--memory-limit expects a size such as 512M or 16G, got '\(text)'")
            }
            options.memoryLimit = bytes
        }
        if parsed.hasValue("--fleet") {
            let fleet = try parsed.count("--fleet")
            guard fleet <= 1 << 20 else { throw .usage("--fleet expects at most 1048576, got \(fleet)") }
            options.fleetSize = fleet
        }
        return options
    }

    /// A count: digits with optional `_` separators, or `<digits>e<digits>` (1e9).
    static func parseCount(_ text: String) -> Int? {
        let plain = text.filter { $0 != "_" }
        if let value = Int(plain), plain.allSatisfy(\.isASCII), plain.first != "+", plain.first != "-" { return value }
        let parts = plain.lowercased().split(separator: "e", omittingEmptySubsequences: false)
        guard parts.count == 2, let mantissa = Int(parts[0]), let exponent = Int(parts[1]),
              mantissa > 0, (0...18).contains(exponent) else { return nil }
        var value = mantissa
        for _ in 0..<exponent {
            let (next, overflow) = value.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            value = next
        }
        return value
    }

    /// A size in bytes: digits with an optional K, M, G or T suffix (powers of 1024; a
    /// trailing `B` or `iB` is accepted).
    static func parseSize(_ text: String) -> Int? {
        var digits = text.uppercased()
        for ending in ["IB", "B"] where digits.hasSuffix(ending) { digits.removeLast(ending.count); break }
        var shift = 0
        if let last = digits.last, let index = ["K", "M", "G", "T"].firstIndex(of: String(last)) {
            shift = 10 * (index + 1)
            digits.removeLast()
        }
        guard let value = Int(digits), value > 0, value <= Int.max >> shift else { return nil }
        return value << shift
    }
}

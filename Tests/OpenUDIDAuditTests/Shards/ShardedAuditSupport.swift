import AuditInput
import Foundation
import OpenUDIDAudit
import OpenUDIDCore
import ShardedRun

/// Files on disk for sharded audits, and the audit of them in one process and in shards.
struct ShardedAuditFixture {
    let root: String
    let paths: [String]
    var layout: RecordLayout = .lines
    /// Records per batch: small, so that a reduce of a few thousand records spills sorted runs.
    var batch = 1 << 12
    /// The recorded-time column (`--time-column`), with delimited layouts.
    var timeColumn: ColumnSelector?
    /// `--clock-tolerance`.
    var clockTolerance = AuditOptions.defaultClockTolerance

    /// Writes `files` (name, text) into a new temporary directory.
    init(_ files: [(name: String, text: String)], layout: RecordLayout = .lines) throws {
        let root = NSTemporaryDirectory() + "sharded-audit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        self.root = root
        paths = files.map { root + "/" + $0.name }
        for (path, file) in zip(paths, files) where !file.name.hasPrefix("missing") {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
        }
        self.layout = layout
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Options reading the files in small chunks, so that every map parses several.
    func options(threads: Int = 2) -> AuditOptions {
        var options = AuditOptions()
        options.inputs = paths.map(InputSpec.file)
        options.outputDirectory = nil
        options.reader = ReaderSettings(layout: layout, chunkBytes: 211)
        options.reader.timeColumn = timeColumn
        options.clockToleranceMilliseconds = clockTolerance
        options.recordsPerBatch = batch
        options.threads = threads
        options.temporaryDirectory = root
        return options
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    func single() throws -> AuditReport { try Audit.run(options(), now: Self.now) }

    /// Runs every map and reduce of a run of `shards` into `work`; returns the partials' paths.
    func runShards(_ shards: Int, work: String, threads: Int = 2) throws -> [String] {
        var paths: [String] = []
        for map in 0..<shards {
            paths.append(try AuditShards.map(options: options(threads: threads), shards: shards, map: map, workDirectory: work))
        }
        for reduce in 0..<shards {
            paths.append(
                try AuditShards.reduce(
                    options: options(threads: threads), shards: shards, reduce: reduce,
                    workDirectory: work, now: Self.now))
        }
        return paths
    }

    /// Merges partials read from `paths`.
    static func merge(_ paths: [String], out: String? = nil) throws -> AuditReport {
        var inputs: [PartialInput] = []
        for path in paths { inputs.append(try ShardFiles.read(path)) }
        return try AuditShards.merge(inputs, outputDirectory: out)
    }
}

extension AuditReport {
    /// report.md without the run's lines (threads, time, spilling).
    var comparableMarkdown: String {
        var copy = self
        copy.run = AuditReport.RunSummary()
        return copy.markdown()
    }
}

/// Lines of every kind an audit tells apart, from `seed`: v4 in the five forms and both cases,
/// v1, v6 and v7 (time-based), OpenUDIDs, Nil, blank and invalid lines, and copies of earlier
/// lines (some within a short distance, some far).
func mixedLines(_ count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    var lines: [String] = []
    for i in 0..<count {
        let pick = random.next() % 20
        let line: String
        switch pick {
        case 0: line = random.v4().description.uppercased()
        case 1: line = "{" + random.v4().description + "}"
        case 2: line = "urn:uuid:" + random.v4().description
        case 3: line = random.v4().description.replacingOccurrences(of: "-", with: "")
        case 4:
            let ms = 1_700_000_000_000 + random.next() % 1000
            line =
                RFCUUID(high: ms << 16 | 0x7000 | random.next() & 0xFFF, low: random.next() & 0x3FFF_FFFF_FFFF_FFFF | 1 << 63).description
        case 5: line = RFCUUID(high: random.next() & ~0xF000 | 0x1000, low: random.next() & 0x3FFF_FFFF_FFFF_FFFF | 1 << 63).description
        case 6: line = RFCUUID(high: random.next() & ~0xF000 | 0x6000, low: random.next() & 0x3FFF_FFFF_FFFF_FFFF | 1 << 63).description
        case 7: line = String(format: "%016llx%016llx%08x", random.next(), random.next(), UInt32(truncatingIfNeeded: random.next()))
        case 8: line = i % 3 == 0 ? "" : "not an identifier \(i)"
        case 9: line = "00000000-0000-0000-0000-000000000000"
        case 10, 11: line = lines.isEmpty ? "x" : lines[Int(random.next() % UInt64(lines.count))]
        default: line = random.v4().description
        }
        lines.append(line)
    }
    return lines
}

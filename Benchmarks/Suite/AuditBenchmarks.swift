import AuditInput
import BenchmarkHarness
import Foundation
import OpenUDIDCore

/// `openudid audit`'s reading: one 4 MiB chunk of text cut into lines and parsed into values
/// by `ChunkScanner.scanLines` (the speculative canonical decode, `memchr` for the rest), per
/// thread. Peer: what a Swift user writes instead, `split` on line feeds and
/// `Foundation.UUID(uuidString:)` per line. Throughput is in bytes of text.
func auditBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [
        Benchmark("audit/parse/canonical") { try parse(lines: AuditText.canonical) },
        Benchmark("audit/parse/mixed-forms") { try parse(lines: AuditText.mixed) },
    ]
}

/// Text of about 4 MiB: random v4 UUIDs, one per line.
enum AuditText {
    static let count = 4 << 20 / 37

    static func values() -> [RFCUUID] { (0..<count).map { _ in RFCUUID.v4() } }

    /// Lowercase canonical lines.
    static let canonical: [UInt8] = Array(values().map { $0.description + "\n" }.joined().utf8)

    /// Every form and case in turn, some padded, some with CR LF.
    static let mixed: [UInt8] = {
        let forms: [(RFCUUID.Format, LetterCase)] = [
            (.canonical, .lower), (.canonical, .upper), (.hyphenless, .lower),
            (.braced, .upper), (.urn, .lower),
        ]
        return Array(
            values().enumerated().map { index, value in
                let (format, letterCase) = forms[index % forms.count]
                return value.formatted(format, case: letterCase) + (index % 7 == 0 ? "  \r\n" : "\n")
            }.joined().utf8)
    }()
}

/// Counts what the scanner finds and folds the values, so nothing is optimised away.
private struct FoldingSink: RecordSink {
    var identifiers = 0
    var fold: UInt64 = 0

    mutating func identifier(_ identifier: ParsedIdentifier, line: Int) {
        identifiers &+= 1
        fold &+= identifier.high ^ identifier.low
    }

    mutating func blank(line: Int) {}
    mutating func invalid(_ text: UnsafeRawBufferPointer, _ problem: LineProblem, line: Int) {}
}

private func parse(lines text: [UInt8]) throws -> BenchmarkSubjects {
    let input = InputBuffer(utf8: String(decoding: text, as: UTF8.self))
    var check = FoldingSink()
    _ = ChunkScanner.scanLines(input.view.baseAddress!, count: text.count, maximumBytes: 1 << 24, into: &check)
    guard check.identifiers == AuditText.count else {
        throw BenchmarkError("scanLines read \(check.identifiers) identifiers of \(AuditText.count)")
    }
    let foundation = String(decoding: text, as: UTF8.self).split(separator: "\n").compactMap { line in
        UUID(uuidString: line.trimmingCharacters(in: .whitespaces))
    }.count
    // Foundation reads only the canonical form (any case): the peer parses fewer on mixed text.
    let ours = Workload(id: "ours", label: "ChunkScanner.scanLines") { iterations in
        let bytes = input.view
        for _ in 0..<iterations {
            var sink = FoldingSink()
            blackHole(ChunkScanner.scanLines(identity(bytes).baseAddress!, count: bytes.count, maximumBytes: 1 << 24, into: &sink))
            blackHole(sink.fold)
        }
    }
    let peer = Workload(id: "foundation", label: "split + Foundation UUID(uuidString:)") { iterations in
        for _ in 0..<iterations {
            let lines = String(decoding: identity(text), as: UTF8.self).split(separator: "\n")
            var found = 0
            for line in lines where UUID(uuidString: String(line)) != nil { found &+= 1 }
            blackHole(found)
        }
    }
    return BenchmarkSubjects(
        ours: ours, peers: [.available(peer)], bytesPerOperation: text.count,
        note: "Foundation reads \(foundation) of \(AuditText.count) lines (canonical form only)")
}

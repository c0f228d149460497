import Foundation
import Testing

@testable import OpenUDIDAudit

/// The registry of findings: one declaration per kind, with a name `report.json` can carry, the
/// severities its rule gives, and a line of meaning.
@Suite struct FindingRegistryTests {
    @Test func namesAreDistinctLowercaseWordsJoinedByHyphens() {
        let names = FindingKind.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil, "\(name)")
        }
    }

    @Test func everyKindHasSeveritiesFromTheLeastAndAMeaningOfOneLine() {
        for kind in FindingKind.allCases {
            #expect(!kind.severities.isEmpty && kind.severities == kind.severities.sorted(), "\(kind)")
            #expect(!kind.meaning.isEmpty && !kind.meaning.contains("\n") && !kind.meaning.contains("|"), "\(kind)")
        }
    }

    /// A finding carries its kind's name in `report.json`, and reads back as the same kind.
    @Test func aFindingIsWrittenUnderItsKindsName() throws {
        let finding = AuditReport.Finding(kind: .counterWrap, group: "uuid-v7", severity: .fault, evidence: "e")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(finding), as: UTF8.self)
        #expect(json == #"{"evidence":"e","group":"uuid-v7","kind":"counter-wrap","severity":"fault"}"#)
        #expect(try JSONDecoder().decode(AuditReport.Finding.self, from: Data(json.utf8)) == finding)
    }

    @Test func theDocumentationTableHasARowPerKindInDeclarationOrder() {
        let rows = FindingKind.documentationTable.split(separator: "\n").dropFirst(2)
        #expect(rows.count == FindingKind.allCases.count)
        for (row, kind) in zip(rows, FindingKind.allCases) {
            #expect(row.hasPrefix("| `\(kind.name)` | "), "\(row)")
        }
        #expect(FindingKind.documentationTable.contains("| `clock-skew` | fault or warning | file order |"))
    }

    /// The auditing guide's table of findings is this registry's: a finding added here and not
    /// there (or a meaning changed in one place) fails until
    /// `OPENUDID_RECORD_DOCS=1 swift test --filter FindingRegistryTests` rewrites the table.
    @Test func theGuideCarriesTheTable() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../docs/auditing-identifiers.md"
        ).standardizedFileURL
        let text = try String(contentsOf: guide, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- findings: begin"))
        let afterBegin = try #require(text.range(of: "-->\n", range: begin.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "<!-- findings: end -->", range: afterBegin.upperBound..<text.endIndex))
        let table = String(text[afterBegin.upperBound..<end.lowerBound])
        guard table != FindingKind.documentationTable else { return }
        if ProcessInfo.processInfo.environment["OPENUDID_RECORD_DOCS"] == "1" {
            let rewritten = text.replacingCharacters(in: afterBegin.upperBound..<end.lowerBound, with: FindingKind.documentationTable)
            try rewritten.write(to: guide, atomically: true, encoding: .utf8)
            Issue.record("rewrote the table of findings in \(guide.path); run again without OPENUDID_RECORD_DOCS")
        } else {
            Issue.record("the table of findings in \(guide.path) is not the registry's; OPENUDID_RECORD_DOCS=1 rewrites it")
        }
    }
}

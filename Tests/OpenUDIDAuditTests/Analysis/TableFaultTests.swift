import Foundation
import OpenUDIDAudit
import Testing

/// Audits of tables gone wrong after the generator (`Fixtures/TableFaults`, made by
/// `Scripts/make-table-fixtures.sh` with PostgreSQL and uuid_utils): each fault is named by its
/// cause in one finding, and the generator is not blamed for what the table did.
@Suite struct TableFaultTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TableFaults")

    static func auditFixture(_ name: String) throws -> AuditReport {
        try audit([(name + ".txt", Array(try Data(contentsOf: folder.appendingPathComponent(name + ".txt"))))], chunkBytes: 1 << 16)
    }

    /// The findings that are warnings or faults, as (kind, group).
    static func raised(_ report: AuditReport) -> [String] {
        report.findings.filter { $0.severity >= .warning }.map { "\($0.kind.name) \($0.group)" }
    }

    @Test func aPLpgSQLv7DoneRightRaisesNothing() throws {
        let report = try Self.auditFixture("postgres-v7-correct")
        #expect(Self.raised(report).isEmpty, "\(report.findings)")
        #expect(report.groups.map(\.name) == ["uuid-v7"])
    }

    @Test func wholeSecondsAreACoarseClock() throws {
        let report = try Self.auditFixture("postgres-v7-whole-seconds")
        #expect(Self.raised(report) == ["coarse-clock uuid-v7"])
        let time = try #require(report.groups.first?.time)
        #expect(time.tickMilliseconds == 1000 && (time.distinctTimes ?? 0) >= 3)
        #expect(report.findings[0].evidence.contains("multiples of 1 000 ms (whole seconds)"))
    }

    @Test func aRandAFieldLeftAtZeroIsAConstantFieldWhateverTheMethod() throws {
        let report = try Self.auditFixture("postgres-v7-rand-a-zero")
        #expect(Self.raised(report) == ["constant-digit uuid-v7"])
        let group = try #require(report.groups.first)
        #expect(group.constantFields?.map(\.position) == [13, 14, 15] && group.constantFields?.allSatisfy { $0.digit == "0" } == true)
    }

    @Test func aVariantNeverSetIsOneFindingNotTheOtherVariantsWarnings() throws {
        let report = try Self.auditFixture("postgres-v7-no-variant")
        #expect(Self.raised(report) == ["wrong-variant uuid-v7"])
        let variants = try #require(report.wrongVariant)
        #expect(variants.version == 7 && variants.randomBits && variants.groups == ["uuid-ncs", "uuid-microsoft", "uuid-future"])
        #expect(variants.ncs + variants.rfc9562 + variants.microsoft + variants.future == 4000)
    }

    @Test func theSameValuesInTwoSpellingsAreTheTablesNotTheGenerators() throws {
        let report = try Self.auditFixture("postgres-spelling")
        #expect(Self.raised(report) == ["spelling-duplicates uuid-v4"])
        #expect(report.duplicates.values == 0 && report.duplicates.verdict == .chance)
        #expect(report.duplicates.spellings?.values == 200 && report.duplicates.spellings?.extraCopies == 240)
        // Every twentieth row came back upper-cased: copies, not a block of consecutive lines.
        #expect(report.repeatedRuns.isEmpty && report.duplicates.spellings?.runs == [])
    }

    @Test func aColumnThatCutsValuesIsNamedWithItsWidth() throws {
        let report = try Self.auditFixture("postgres-varchar-32")
        #expect(Self.raised(report) == ["truncated all"])
        let cut = try #require(report.truncated)
        #expect(cut.width == 32 && cut.lines == 800 && cut.otherCut == 0 && cut.form == "canonical UUIDs")
        #expect(!report.findings.contains { $0.kind == .invalidLines || $0.kind == .mostlyInvalid })
    }

    /// Rows whose identifier was missing, exported together as a block of Nil UUIDs (an outer
    /// join's unmatched rows): the placeholders' copies make no repeated run.
    @Test func aBlockOfNilUUIDsIsNoRepeatedRun() throws {
        let healthy = try Data(contentsOf: Self.folder.appendingPathComponent("postgres-v7-correct.txt"))
        let block = Array(repeating: "00000000-0000-0000-0000-000000000000\n", count: 500).joined()
        let report = try audit([("joined.txt", Array(healthy) + Array(block.utf8))], chunkBytes: 1 << 16)
        #expect(Self.raised(report) == ["placeholder nil"])
        #expect(report.repeatedRuns.isEmpty && report.duplicates.placeholders == 500)
    }

    @Test func nilUUIDsArePlaceholdersInOneWording() throws {
        let report = try Self.auditFixture("postgres-nil-placeholders")
        #expect(Self.raised(report) == ["placeholder nil"])
        #expect(report.duplicates.values == 0 && report.duplicates.placeholders == 3000)
        #expect(report.duplicates.top.first?.verdict == .placeholder && report.duplicates.top.first?.count == 3000)
        #expect(report.summaryLine.contains("0 duplicated values (0 extra copies, chance); 3000 placeholders"))
    }

    /// v7 written through .NET's byte order: read again in GUID order, healthy v7.
    @Test func guidsInMicrosoftByteOrderAreReadSo() throws {
        let report = try Self.auditFixture("guid-order-v7")
        #expect(Self.raised(report) == ["guid-byte-order uuid-v7"])
        #expect(report.byteOrder?.readIn == "guid" && report.byteOrder?.version == 7)
        #expect(report.groups.map(\.name) == ["uuid-v7"] && report.groups[0].count == 4000)
    }
}

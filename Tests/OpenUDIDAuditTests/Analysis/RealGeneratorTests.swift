import Foundation
import OpenUDIDAudit
import OpenUDIDCore
import Testing

/// Audits of identifiers from real generators (`Fixtures/RealGenerators`, made by
/// `Scripts/make-audit-fixtures.sh`): healthy generators raise nothing, random 128-bit values
/// are named, a pre-RFC layout is named.
@Suite struct RealGeneratorTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealGenerators")

    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name + ".txt")))
    }

    static func auditFixture(_ name: String) throws -> AuditReport {
        try audit([(name + ".txt", fixture(name))], chunkBytes: 1 << 16)
    }

    /// The sets of healthy generators, each in generation order.
    static let healthy = [
        "cpython-uuid1", "cpython-uuid4", "uuid-utils-uuid4", "uuid-utils-uuid7", "postgres-gen-random-uuid",
        "openudid-v1", "openudid-v4", "openudid-v6", "openudid-v7-counter", "openudid-v7-subms",
        "uuid-utils-uuid7-host-ahead", "uuid-utils-uuid7-host-behind",
        "python-ulid-random", "python-ulid-monotonic", "svix-ksuid", "snowflake-id",
    ]

    /// Two hosts' v7 in one log (uuid_utils on both, the second's clock 2 ms ahead or 3 ms
    /// behind): the steps back are there, in time order, and read as generators interleaved.
    @Test(arguments: [("uuid-utils-uuid7-host-ahead", Int64(2)), ("uuid-utils-uuid7-host-behind", 3)])
    func twoHostsAreReadAsInterleaved(_ name: String, apart: Int64) throws {
        let report = try Self.auditFixture(name)
        let order = try #require(report.groups.first { $0.name == "uuid-v7" }?.order)
        #expect(order.status == "time-order" && order.inputs.allSatisfy(\.counter))
        #expect(order.regressions == 0 && order.counterWraps == 0)
        #expect(order.interleaves > 100 && order.largestInterleave >= apart && order.largestInterleave <= apart + 1)
        #expect(order.acrossMilliseconds.inOrder < order.acrossMilliseconds.pairs)
        // Cut into chunks of about 2 and 110 lines, joined by three threads: the same report.
        let whole = try audit([(name + ".txt", Self.fixture(name))], chunkBytes: 1 << 22, threads: 1)
        #expect(whole.comparableJSON == report.comparableJSON)
        for chunkBytes in [97, 4096] {
            let cut = try audit([(name + ".txt", Self.fixture(name))], chunkBytes: chunkBytes, threads: 3)
            #expect(cut.comparableJSON == whole.comparableJSON, "chunks of \(chunkBytes) bytes")
        }
    }

    @Test(arguments: healthy)
    func healthyGeneratorRaisesNothing(_ name: String) throws {
        let report = try Self.auditFixture(name)
        #expect(report.valid == report.lines && report.valid > 10_000)
        let raised = report.findings.filter { $0.severity >= .warning }
        #expect(raised.isEmpty, "\(name): \(raised.map { "\($0.severity) \($0.kind) \($0.group): \($0.evidence)" })")
        #expect(!report.groups.contains { $0.name == "random-128" })
    }

    /// python-ulid, svix-ksuid, snowflake-id: each a group of its own, every line valid, the
    /// ULID method named as the generator was asked.
    @Test(arguments: [
        ("python-ulid-random", "ulid", "random"), ("python-ulid-monotonic", "ulid", "monotonic"),
        ("svix-ksuid", "ksuid", "random"), ("snowflake-id", "snowflake", nil),
    ])
    func laterFormsAreRecognisedAndAudited(_ name: String, group: String, method: String?) throws {
        let report = try Self.auditFixture(name)
        #expect(report.groups.map(\.name) == [group] && report.invalid == 0 && report.forms[group] == 11_000)
        let audited = try #require(report.groups.first)
        #expect(audited.method == method && audited.count == 11_000 && audited.distinct == 11_000)
        #expect((audited.time != nil) == (method != nil) && (audited.order != nil) == (method != nil))
        if group == "snowflake" { #expect(report.findings.map(\.kind) == [.snowflakeIds] && report.kinds.snowflake == 11_000) }
    }

    /// python-ulid's own generator with its clock set back 1.5 s half-way through (its
    /// `ULIDGenerator(clock:)`): one clock regression, where it happened, nothing else.
    @Test func aULIDClockSetBackIsARegression() throws {
        let report = try Self.auditFixture("python-ulid-clock-back")
        #expect(report.findings.map(\.kind) == [.clockRegression])
        let order = try #require(report.groups.first?.order)
        #expect(order.regressions == 1 && order.firstRegressions.first?.line == 5_501)
        #expect(order.largestRegressions.first.map { (1_499...1_501).contains($0.milliseconds) } == true)
        #expect(report.groups.first?.method == "monotonic")
    }

    /// Copies planted into the real sets: a row copied in each is a duplicate fault of its group.
    @Test(arguments: ["python-ulid-random", "python-ulid-monotonic", "svix-ksuid", "snowflake-id"])
    func aCopiedRowIsADuplicateFault(_ name: String) throws {
        var lines = String(decoding: try Self.fixture(name), as: UTF8.self).split(separator: "\n")
        lines.insert(lines[4_000], at: 4_001)
        let report = try audit([(name + ".txt", Array((lines.joined(separator: "\n") + "\n").utf8))], chunkBytes: 1 << 16)
        let faults = report.findings.filter { $0.severity >= .warning }
        #expect(faults.map(\.kind) == [.duplicates], "\(faults.map(\.evidence))")
        #expect(faults.first?.severity == .fault && report.duplicates.top.first?.value == String(lines[4_000]))
    }

    @Test func randomValuesAreOneUnversionedGroup() throws {
        let report = try Self.auditFixture("random-128")
        #expect(report.groups.map(\.name) == ["random-128"])
        let group = try #require(report.groups.first)
        #expect(group.count == 11_000 && group.kind == .unversioned && group.time == nil && group.digits.isEmpty)
        #expect(group.duplicates.freeBits == 128 && group.duplicates.verdict == .chance)
        #expect(report.findings.map(\.kind) == [.unversioned])
        #expect(report.findings.first?.severity == .fault)
        #expect(report.findings.first?.evidence.hasPrefix("not RFC 9562 UUIDs: version and variant bits are random") == true)
        // The 64 cells hold every distinct value; the inventory still tells the bits as read.
        #expect(group.unversioned?.sample == 11_000 && group.unversioned?.degreesOfFreedom == 63)
        #expect(report.versions.count > 10)
    }

    @Test func draftV7IsNamedAsItsLayout() throws {
        let report = try Self.auditFixture("draft-uuid7")
        let group = try #require(report.groups.first { $0.name == "uuid-v7" })
        let draft = try #require(group.draft)
        #expect(draft.layout == "draft-peabody-dispatch-new-uuid-format-02 UUIDv7")
        // Made in 2026 (the fixture's README), read by RFC 9562 in the 23rd century.
        #expect(draft.earliest.hasPrefix("2026-") && group.time?.earliest.hasPrefix("22") == true)
        let raised = report.findings.filter { $0.severity >= .warning }
        #expect(raised.map(\.kind) == [.draftLayout])
        #expect(raised.first?.severity == .fault)
        #expect(raised.first?.evidence.contains("draft-peabody-dispatch-new-uuid-format-02") == true)
        // The sequence counter's constant digits are named as the layout's, not as a fault of their own.
        #expect(raised.first?.evidence.contains("digit 17 is always '0'") == true)
    }
}

/// The layout findings come from the merged tallies: shards give the report one process gives.
@Suite struct LayoutFindingShardTests {
    @Test(arguments: ["random-128", "draft-uuid7", "python-ulid-monotonic", "python-ulid-clock-back", "svix-ksuid", "snowflake-id"])
    func shardsAgreeWithOneProcess(_ name: String) throws {
        let lines = String(decoding: try RealGeneratorTests.fixture(name), as: UTF8.self).split(separator: "\n")
        let half = lines.count / 2
        let fixture = try ShardedAuditFixture([
            ("a.txt", lines[..<half].joined(separator: "\n") + "\n"), ("b.txt", lines[half...].joined(separator: "\n") + "\n"),
        ])
        defer { fixture.remove() }
        let single = try fixture.single()
        let expected: [String: FindingKind] = [
            // (python-ulid-clock-back is cut where its clock went back: the two inputs are apart.)
            "random-128": .unversioned, "draft-uuid7": .draftLayout, "snowflake-id": .snowflakeIds,
        ]
        if let kind = expected[name] { #expect(single.findings.contains { $0.kind == kind }) }
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(3, work: fixture.root + "/work"))
        #expect(merged.comparableJSON == single.comparableJSON)
    }
}

/// Version and variant bits: when a set is random 128-bit values, and when it is not.
@Suite struct UnversionedTests {
    /// `count` random 128-bit values in the UUID form.
    static func random128(_ count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in RFCUUIDText.text(high: random.next(), low: random.next()) }
    }

    @Test func md5DigestsAsUUIDsAreUnversioned() throws {
        // MD5 of "user-0", "user-1", … in the 8-4-4-4-12 form, as a database key might be made.
        let lines = MD5.hash(batch: (0..<3_000).map { "user-\($0)" }).map { digest in
            let c = Array(digest.formatted())
            return String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-" + String(c[16..<20]) + "-"
                + String(c[20..<32])
        }
        let report = try audit(lines.joined(separator: "\n") + "\n", chunkBytes: 1 << 16)
        #expect(report.groups.map(\.name) == ["random-128"])
        #expect(report.findings.map(\.kind) == [.unversioned])
    }

    @Test func aMostlyV4SetIsNotUnversioned() throws {
        // 90 % v4 and 10 % random: the v4 cell alone holds 9 000 of 10 000 values.
        let lines = randomLines(9_000, seed: 4) + Self.random128(1_000, seed: 5)
        let report = try audit(lines.joined(separator: "\n") + "\n", chunkBytes: 1 << 16)
        #expect(!report.groups.contains { $0.name == "random-128" })
        #expect(!report.findings.contains { $0.kind == .unversioned })
        #expect(report.groups.contains { $0.name == "uuid-v4" && $0.count > 9_000 })
    }

    @Test func tooFewValuesAreNotJudged() throws {
        let report = try audit(Self.random128(1_000, seed: 6).joined(separator: "\n") + "\n", chunkBytes: 1 << 16)
        #expect(!report.groups.contains { $0.name == "random-128" })
        let enough = try audit(Self.random128(1_024, seed: 6).joined(separator: "\n") + "\n", chunkBytes: 1 << 16)
        #expect(enough.groups.map(\.name) == ["random-128"])
    }

    @Test func duplicatesOfRandomValuesAddUp() throws {
        var lines = Self.random128(5_000, seed: 7)
        lines += [lines[10], lines[10], lines[2_000]]
        let report = try audit(lines.joined(separator: "\n") + "\n", chunkBytes: 1 << 16)
        let group = try #require(report.groups.first { $0.name == "random-128" })
        #expect(group.duplicates.values == 2 && group.duplicates.extraCopies == 3 && group.duplicates.pairs == 4)
        #expect(group.duplicates.verdict == .fault && report.duplicates.verdict == .fault)
        #expect(report.duplicates.top.map(\.group) == ["random-128", "random-128"])
        #expect(report.duplicates.top.first?.count == 3 && report.duplicates.top.first?.verdict == .fault)
        #expect(Set(report.findings.map(\.kind)) == [.unversioned, .duplicates])
        #expect(report.findings.allSatisfy { $0.severity == .fault })
    }
}

/// Timestamps all ahead of the audit's clock.
@Suite struct FutureTimestampTests {
    /// v7 UUIDs from `start` (Unix ms), one every `step` ms.
    static func v7(_ count: Int, start: Int64, step: Int64, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { i in
            let ms = UInt64(start + Int64(i) * step)
            let high = ms << 16 | 0x7000 | random.next() & 0xFFF
            let low = random.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
            return RFCUUIDText.text(high: high, low: low)
        }
    }

    @Test func allAheadIsAFault() throws {
        // The audit's clock is 2027-01-15 (1.8·10^9 s); these are dated from 30 days later.
        let lines = Self.v7(2_000, start: 1_800_000_000_000 + 30 * 86_400_000, step: 7, seed: 8)
        let report = try audit(lines.joined(separator: "\n") + "\n", chunkBytes: 1 << 16)
        let future = try #require(report.findings.first { $0.kind == .futureTimestamps })
        #expect(future.severity == .fault && future.evidence.hasPrefix("all 2000 identifiers"))
        // No pre-RFC layout explains them (read as draft seconds they would date from 1983).
        #expect(!report.findings.contains { $0.kind == .draftLayout })
    }

    @Test func someAheadIsAWarning() throws {
        let now: Int64 = 1_800_000_000_000
        let lines = Self.v7(1_000, start: now - 10_000_000, step: 7, seed: 9) + Self.v7(10, start: now + 3 * 86_400_000, step: 1, seed: 10)
        let report = try audit(lines.joined(separator: "\n") + "\n", chunkBytes: 1 << 16)
        let future = try #require(report.findings.first { $0.kind == .futureTimestamps })
        #expect(future.severity == .warning && future.evidence.hasPrefix("10 identifiers"))
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}

/// Canonical UUID text of two words.
enum RFCUUIDText {
    static func text(high: UInt64, low: UInt64) -> String {
        let hex = String(high, radix: 16).leftPadded(16) + String(low, radix: 16).leftPadded(16)
        let c = Array(hex)
        return String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-" + String(c[16..<20]) + "-" + String(c[20..<32])
    }
}

import AuditInput
import AuditInputProperties
import Testing

/// The `audit-lines` property must catch a reader that gets lines or quotes wrong, and pass
/// the real one.
@Suite("audit-lines checker catches wrong readers")
struct AuditLinesCheckerTests {
    static let uuid = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
    static let csv = ReaderSettings(layout: .delimited(delimiter: 0x2C, column: .index(1)), chunkBytes: 9)

    @Test("the chunked reader agrees with the reference on lines and CSV, in chunks of every size")
    func realReaderPasses() {
        let lines = Array(" \(Self.uuid)\r\n\n{\(Self.uuid.uppercased())}\nbad\n\(Self.uuid)".utf8)
        let records = Array("a,\"\(Self.uuid)\"\n\"x,\ny\",\"\(Self.uuid)\"\"\"\nshort\n,\n".utf8)
        for chunk in 1...48 {
            #expect(AuditLinesProperty.check([lines], settings: ReaderSettings(chunkBytes: chunk)) == nil, "chunk \(chunk)")
            #expect(
                AuditLinesProperty.check([records], settings: ReaderSettings(layout: Self.csv.layout, chunkBytes: chunk)) == nil,
                "chunk \(chunk)")
        }
    }

    /// ULIDs, KSUIDs, Snowflake ids and quoted values, beside the forms that are not them (a
    /// cut hex UUID of 26 and 27 digits, 16 and 20 digits, an empty pair of quotes).
    static let laterForms = Array(
        ("01BTGNYV6HRNK8K8VKZASZCFPE\n\"0ujtsYcgvSTl8PAuAdqWYSMnLOv\"\n1541815603606036480\n'\(uuid)'\n\"\"\n"
            + "6ba7b8109dad11d180b400c04f\n6ba7b8109dad11d180b400c04fd\n1234567890123456\n12345678901234567890\n"
            + "00000000000000000000000000\n 'x' \n\"01btgnyv6hrnk8k8vkzaszcfpe'\n").utf8)

    @Test("the later forms and quoted values read alike, in lines and in a CSV column, in chunks of every size")
    func laterFormsPass() {
        let records = Array("a,'\(Self.uuid)'\nb,0ujtsYcgvSTl8PAuAdqWYSMnLOv\nc,''\nd,\"\"\"01BTGNYV6HRNK8K8VKZASZCFPE\"\"\"\n".utf8)
        for chunk in 1...60 {
            #expect(AuditLinesProperty.check([Self.laterForms], settings: ReaderSettings(chunkBytes: chunk)) == nil, "chunk \(chunk)")
            #expect(
                AuditLinesProperty.check([records], settings: ReaderSettings(layout: Self.csv.layout, chunkBytes: chunk)) == nil,
                "chunk \(chunk)")
        }
    }

    @Test("a reader that drops quotes' identifiers, reads a ULID wrong or a cut hex UUID as a ULID is caught")
    func laterFormsWrong() {
        func caught(_ change: @escaping @Sendable (ReadEvent) -> ReadEvent) -> Bool {
            let reader: AuditLinesProperty.Reader = { inputs, settings in
                var outcome = ChunkedRead.read(inputs, settings: settings)
                outcome.events = outcome.events.map(change)
                return outcome
            }
            return AuditLinesProperty.check([Self.laterForms], settings: ReaderSettings(), reader: reader) != nil
        }
        // Quoted values counted as plain ones.
        #expect(
            caught { event in
                guard case let .quotedIdentifier(id) = event.kind else { return event }
                return ReadEvent(input: event.input, line: event.line, kind: .identifier(id))
            })
        // A ULID one bit off.
        #expect(
            caught { event in
                guard case var .identifier(id) = event.kind, id.form == .ulid else { return event }
                id.low ^= 1
                return ReadEvent(input: event.input, line: event.line, kind: .identifier(id))
            })
        // The 26 hex digits of a cut UUID read as a ULID.
        #expect(
            caught { event in
                guard case let .invalid(text, _) = event.kind, text.count == 26 else { return event }
                let id = ParsedIdentifier(high: 1, low: 2, suffix: 0, form: .ulid, letterCase: .lower)
                return ReadEvent(input: event.input, line: event.line, kind: .identifier(id))
            })
    }

    @Test("a reader that loses a last line without a line feed is caught")
    func losesLastLine() {
        let reader: AuditLinesProperty.Reader = { inputs, settings in
            var outcome = ChunkedRead.read(inputs, settings: settings)
            if inputs[0].last != 0x0A, !outcome.events.isEmpty { outcome.events.removeLast() }
            return outcome
        }
        #expect(AuditLinesProperty.check([Array("\(Self.uuid)\n\(Self.uuid)".utf8)], settings: ReaderSettings(), reader: reader) != nil)
    }

    @Test("a reader that splits quoted line feeds into records is caught")
    func splitsQuotedLineFeeds() {
        let reader: AuditLinesProperty.Reader = { inputs, settings in
            ChunkedRead.read(inputs, settings: ReaderSettings(layout: .lines, chunkBytes: settings.chunkBytes))
        }
        #expect(AuditLinesProperty.check([Array("a,\"x\ny\"\nb,\(Self.uuid)\n".utf8)], settings: Self.csv, reader: reader) != nil)
    }

    @Test("a reader off by one line after a multi-line record is caught")
    func offByOneLine() {
        let reader: AuditLinesProperty.Reader = { inputs, settings in
            var outcome = ChunkedRead.read(inputs, settings: settings)
            outcome.events = outcome.events.map {
                var event = $0; event.line += event.line > 1 ? 1 : 0; return event
            }
            return outcome
        }
        #expect(AuditLinesProperty.check([Array("\"a\nb\",1\nc,\(Self.uuid)\n".utf8)], settings: Self.csv, reader: reader) != nil)
    }
}

/// The `audit-lines` property under a misbehaving source (``FaultySource``): short reads read
/// the same, a failed read ends its input where it failed and names it.
@Suite("audit-lines checker: short reads and read errors")
struct AuditLinesFaultTests {
    static let uuid = AuditLinesCheckerTests.uuid
    static let lines = Array(" \(uuid)\r\n\n{\(uuid.uppercased())}\nbad\n\(uuid)".utf8)
    static let records = Array("id,n\n\"x,\ny\",\"\(uuid)\"\"\"\n\(uuid),2\n".utf8)
    static let byName = ReaderSettings(layout: .delimited(delimiter: 0x2C, column: .name("id")), chunkBytes: 9)

    @Test("short reads of every length, and a failure after every byte, in both inputs")
    func realReaderPasses() {
        for settings in [ReaderSettings(chunkBytes: 5), ReaderSettings(chunkBytes: 40), Self.byName] {
            let inputs = [Self.lines, Self.records]
            for most in 1...9 {
                let short = Array(repeating: FaultySource.Step.short(most), count: 200)
                #expect(AuditLinesProperty.check(inputs, settings: settings, plan: short) == nil, "short \(most)")
            }
            for failure in 0...60 {
                let plan = Array(repeating: FaultySource.Step.short(1), count: failure) + [.fail, .short(3), .short(2)]
                #expect(AuditLinesProperty.check(inputs, settings: settings, plan: plan) == nil, "fail after \(failure) reads")
            }
        }
    }

    @Test("a reader that does not name the input whose read failed is caught")
    func unnamedFailure() {
        let reader: AuditLinesProperty.Reader = { inputs, settings in
            var outcome = ChunkedRead.read(inputs, settings: settings)
            outcome.readErrors = []
            outcome.skipped = []
            return outcome
        }
        #expect(AuditLinesProperty.check([Self.lines], settings: ReaderSettings(), plan: [.short(3), .fail], reader: reader) != nil)
    }

    @Test("a reader that drops what was read before a failure is caught")
    func dropsReadBytes() {
        let reader: AuditLinesProperty.Reader = { inputs, settings in
            var outcome = ChunkedRead.read(inputs, settings: settings)
            outcome.events.removeAll { outcome.failedAt[$0.input] != nil }
            return outcome
        }
        let plan = Array(repeating: FaultySource.Step.short(1), count: 40) + [.fail]
        #expect(AuditLinesProperty.check([Self.lines], settings: ReaderSettings(), plan: plan, reader: reader) != nil)
    }

    @Test("the saved fault inputs replay clean", arguments: FaultRegressions.inputs)
    func savedInputs(name: String, bytes: [UInt8]) {
        let violation = bytes.withUnsafeBytes { AuditLinesProperty.check($0) }
        #expect(violation == nil, "\(name): \(violation.map(String.init(describing:)) ?? "")")
    }
}

/// Fuzz inputs with a read plan (bit 6 of byte 0), kept as bytes so the format stays tested.
enum FaultRegressions {
    static func input(
        mode: UInt8, column: UInt8 = 0, chunk: UInt16, block: UInt8, longest: UInt8 = 0, cut: UInt8 = 0,
        plan: [UInt8], text: String
    ) -> [UInt8] {
        [mode | 0x40, column, UInt8(chunk & 0xFF), UInt8(chunk >> 8), block, longest, cut, UInt8(plan.count)] + plan + Array(text.utf8)
    }

    static let uuid = AuditLinesCheckerTests.uuid
    static let inputs: [(String, [UInt8])] = [
        (
            "lines, one-byte reads, failure inside the second line",
            input(mode: 0, chunk: 15, block: 63, plan: Array(repeating: 1, count: 30) + [0], text: "\(uuid)\n\(uuid)\n\(uuid)\n")
        ),
        (
            "two inputs, the first fails at once, the second reads short",
            input(mode: 0, chunk: 7, block: 5, cut: 128, plan: [0, 2, 3, 1, 200], text: "\(uuid)\nx\n\(uuid)\n\r\n")
        ),
        (
            "CSV by header name, failure inside the header",
            input(mode: 0x09, chunk: 3, block: 0, plan: [2, 1, 0], text: "id,n\n\(uuid),1\n")
        ),
        (
            "CSV, failure inside an open quote, the record held at 20 bytes",
            input(mode: 0x01, chunk: 4, block: 2, longest: 12, plan: [9, 9, 9, 9, 0], text: "\"\(uuid)\nx\",\(uuid)\n")
        ),
    ]
}

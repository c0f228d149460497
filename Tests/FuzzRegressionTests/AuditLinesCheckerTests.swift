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
            #expect(AuditLinesProperty.check([records], settings: ReaderSettings(layout: Self.csv.layout, chunkBytes: chunk)) == nil,
                    "chunk \(chunk)")
        }
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
            outcome.events = outcome.events.map { var event = $0; event.line += event.line > 1 ? 1 : 0; return event }
            return outcome
        }
        #expect(AuditLinesProperty.check([Array("\"a\nb\",1\nc,\(Self.uuid)\n".utf8)], settings: Self.csv, reader: reader) != nil)
    }
}

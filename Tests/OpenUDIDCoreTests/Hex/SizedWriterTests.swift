import OpenUDIDCore
import Testing

/// The contract of the sized writers (`RFCUUID.write(_:case:to:)`, `OpenUDID.write(case:to:)`,
/// `MD5Digest.write(case:to:)`): each appends exactly its documented byte count after what
/// the span holds, fits a span with exactly that much room, and stops the program, before
/// storing anything, when the span has less.
@Suite struct SizedWriterTests {
    static let uuid = RFCUUID(high: 0xC232_AB00_9414_11EC, low: 0xB3C8_9F6B_DECE_D846)
    static let openUDID = OpenUDID(
        digest: MD5Digest(high: 0xE56F_6A92_23FB_375E, low: 0x7548_0863_FC0B_CBB6),
        suffix: 0xDEAD_BEEF)

    @Test func writersAppendOneAfterAnother() {
        let capacity = RFCUUID.formattedLength(.urn) + 1 + OpenUDID.formattedLength + 1 + MD5Digest.formattedLength
        let line = [UInt8](capacity: capacity) { output in
            Self.uuid.write(.urn, case: .upper, to: &output)
            output.append(UInt8(ascii: " "))
            Self.openUDID.write(to: &output)
            output.append(UInt8(ascii: " "))
            Self.openUDID.digest.write(case: .upper, to: &output)
            let full = output.isFull  // (#expect cannot take a non-copyable span apart)
            #expect(full)
        }
        let expected =
            "urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846 e56f6a9223fb375e75480863fc0bcbb6deadbeef "
            + "E56F6A9223FB375E75480863FC0BCBB6"
        #expect(String(decoding: line, as: UTF8.self) == expected)
    }

    @Test(arguments: RFCUUID.Format.allCases, LetterCase.allCases)
    func aSpanOfExactlyTheLengthFits(_ format: RFCUUID.Format, _ letterCase: LetterCase) {
        let text = [UInt8](capacity: RFCUUID.formattedLength(format)) { Self.uuid.write(format, case: letterCase, to: &$0) }
        #expect(text.count == RFCUUID.formattedLength(format))
        #expect(String(decoding: text, as: UTF8.self) == Self.uuid.formatted(format, case: letterCase))
    }

    // Each exit test checks the message too: the stdlib's own check after the closure
    // (`OutputSpan capacity overflow`) would also stop the program, but only after the
    // writer had stored past the span. The message shows that the writer's precondition,
    // made before any store, is the one that fired.

    @Test func aUUIDSpanOneByteShortStops() async {
        let short = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let uuid = RFCUUID(high: 1, low: 2)
            _ = [UInt8](capacity: RFCUUID.formattedLength(.canonical) - 1) { uuid.write(to: &$0) }
        }
        #expect(Self.message(short).contains("RFCUUID.write(_:case:to:) writes 36 bytes; the span has 35 free"))
        let noRoomForTheURN = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let uuid = RFCUUID(high: 1, low: 2)
            _ = [UInt8](capacity: RFCUUID.formattedLength(.urn) - 1) { uuid.write(.urn, case: .upper, to: &$0) }
        }
        #expect(Self.message(noRoomForTheURN).contains("RFCUUID.write(_:case:to:) writes 45 bytes; the span has 44 free"))
    }

    @Test func anOpenUDIDSpanOneByteShortStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = [UInt8](capacity: OpenUDID.formattedLength + 1) { output in
                output.append(0x20)
                output.append(0x20)  // 39 bytes left
                OpenUDID.optedOut.write(case: .upper, to: &output)
            }
        }
        #expect(Self.message(result).contains("OpenUDID.write(case:to:) writes 40 bytes; the span has 39 free"))
    }

    @Test func aDigestSpanOneByteShortStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = [UInt8](capacity: MD5Digest.formattedLength - 1) { MD5.hash("abc").write(to: &$0) }
        }
        #expect(Self.message(result).contains("MD5Digest.write(case:to:) writes 32 bytes; the span has 31 free"))
    }

    /// What the stopped child wrote to standard error (the precondition's message in the debug
    /// build that `swift test` runs).
    static func message(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }
}

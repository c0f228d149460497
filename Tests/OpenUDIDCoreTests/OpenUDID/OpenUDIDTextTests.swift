import Foundation
import OpenUDIDCore
import Testing

@Suite struct OpenUDIDTextTests {
    static let sample = "e56f6a9223fb375e75480863fc0bcbb6deadbeef"

    @Test func formatAndParse() throws {
        let id = try OpenUDID(parsing: Self.sample)
        #expect(id.digest.description == "e56f6a9223fb375e75480863fc0bcbb6")
        #expect(id.suffix == 0xDEAD_BEEF)
        #expect(id.description == Self.sample)
        #expect(try OpenUDID(parsing: Self.sample.uppercased()) == id)
        #expect(OpenUDID(Self.sample) == id)
        #expect(id.formatted() == Self.sample)
        #expect(id.formatted(case: .upper) == Self.sample.uppercased())
        // Appended after what the span holds; a span with room to spare keeps the rest free.
        let line = [UInt8](capacity: 42) { output in
            output.append(UInt8(ascii: ">"))
            id.write(to: &output)
            let free = output.freeCapacity
            #expect(free == 1)
        }
        #expect(line == Array((">" + Self.sample).utf8))
        #expect([UInt8](capacity: OpenUDID.formattedLength) { id.write(case: .upper, to: &$0) } == Array(Self.sample.uppercased().utf8))
        #expect(OpenUDID(digest: MD5Digest(high: 0, low: 0), suffix: 1).description == String(repeating: "0", count: 39) + "1")
    }

    @Test(arguments: [
        ("", "length 0, expected 40", 0),
        (String(sample.dropLast()), "length 39, expected 40", 39),
        (sample + "0", "length 41, expected 40", 41),
        (String(sample.dropLast(8)), "length 32, expected 40", 32),
        ("e56f6a9223fb375e75480863fc0bcbb6deadbeeg", "invalid character 'g' at index 39", 39),
        ("e56f6a9223fb375e75480863fc0bcbb6-eadbeef", "invalid character '-' at index 32", 32),
        ("e56f6a9223fb375e75480863fc0bcbb6deadbeé", "invalid character 'é' at index 38", 38),
        ("é56f6a9223fb375e75480863fc0bcbb6deadbeef", "invalid character 'é' at index 0", 0),
        ("e56f6a9223fb375e\u{1}5480863fc0bcbb6deadbeef", "invalid character '\\u{1}' at index 16", 16),
    ])
    func parseErrors(text: String, message: String, index: Int) {
        let error = parse(text) { (t) throws(ParseError) in try OpenUDID(parsing: t) }.failure
        #expect(error?.description == message)
        #expect(error?.index == index)
        #expect(OpenUDID(text) == nil)
    }

    @Test func comparableMatchesStringOrder() {
        var random = SplitMix64(seed: 11)
        let ids = (0..<200).map { _ in
            OpenUDID(
                digest: MD5Digest(high: random.next() % 2, low: random.next() % 3),
                suffix: UInt32(truncatingIfNeeded: random.next()))
        }
        for a in ids.prefix(60) {
            for b in ids {
                #expect((a < b) == (a.description < b.description))
                #expect((a == b) == (a.description == b.description))
                #expect((a.hashValue == b.hashValue) || a != b)
            }
        }
    }

    @Test func codableRoundTrip() throws {
        let id = try OpenUDID(parsing: Self.sample)
        let data = try JSONEncoder().encode([id, .optedOut])
        #expect(String(decoding: data, as: UTF8.self) == "[\"\(Self.sample)\",\"\(String(repeating: "0", count: 40))\"]")
        #expect(try JSONDecoder().decode([OpenUDID].self, from: data) == [id, .optedOut])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([OpenUDID].self, from: Data(#"["e56f6a9223fb375e75480863fc0bcbb6"]"#.utf8))
        }
    }
}

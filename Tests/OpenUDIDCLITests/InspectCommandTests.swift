import Testing
import OpenUDIDCLI
import JSONDocument
import OpenUDIDCore

@Suite struct InspectCommandTests {
    @Test(arguments: [
        // RFC 9562's DNS namespace is a version 1 UUID of 1998.
        (
            "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
            #"{"input":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","valid":true,"kind":"uuid","canonical":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","version":1,"variant":"rfc9562","time":"1998-02-04T22:13:53.1511824Z","clockSequence":180,"node":"00c04fd430c8","null":false}"#
        ),
        // RFC 9562 appendix A.1's v1 example, in the URN form; a whole second has no fraction.
        (
            "urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846",
            #"{"input":"urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846","valid":true,"kind":"uuid","canonical":"c232ab00-9414-11ec-b3c8-9f6bdeced846","version":1,"variant":"rfc9562","time":"2022-02-22T19:22:22Z","clockSequence":13256,"node":"9f6bdeced846","null":false}"#
        ),
        // RFC 9562 appendix A.5 and A.6: the v6 twin of A.1's v1 example, and the v7 example.
        (
            "1EC9414C-232A-6B00-B3C8-9F6BDECED846",
            #"{"input":"1EC9414C-232A-6B00-B3C8-9F6BDECED846","valid":true,"kind":"uuid","canonical":"1ec9414c-232a-6b00-b3c8-9f6bdeced846","version":6,"variant":"rfc9562","time":"2022-02-22T19:22:22Z","clockSequence":13256,"node":"9f6bdeced846","null":false}"#
        ),
        (
            "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
            #"{"input":"017f22e2-79b0-7cc3-98c4-dc0c0c07398f","valid":true,"kind":"uuid","canonical":"017f22e2-79b0-7cc3-98c4-dc0c0c07398f","version":7,"variant":"rfc9562","time":"2022-02-22T19:22:22Z","unixMillis":1645557742000,"null":false}"#
        ),
        // Milliseconds print as three digits, not seven of 100 ns; the earliest v7 is 1970.
        (
            "017f22e279b17cc398c4dc0c0c07398f",
            #"{"input":"017f22e279b17cc398c4dc0c0c07398f","valid":true,"kind":"uuid","canonical":"017f22e2-79b1-7cc3-98c4-dc0c0c07398f","version":7,"variant":"rfc9562","time":"2022-02-22T19:22:22.001Z","unixMillis":1645557742001,"null":false}"#
        ),
        (
            "00000000-0000-7000-8000-000000000000",
            #"{"input":"00000000-0000-7000-8000-000000000000","valid":true,"kind":"uuid","canonical":"00000000-0000-7000-8000-000000000000","version":7,"variant":"rfc9562","time":"1970-01-01T00:00:00Z","unixMillis":0,"null":false}"#
        ),
        // The v6 sorting order: a time with a 100 ns fraction, clock sequence 0 and node 0.
        (
            "1d19dad6-ba7b-6810-8000-000000000000",
            #"{"input":"1d19dad6-ba7b-6810-8000-000000000000","valid":true,"kind":"uuid","canonical":"1d19dad6-ba7b-6810-8000-000000000000","version":6,"variant":"rfc9562","time":"1998-02-04T22:13:53.1511824Z","clockSequence":0,"node":"000000000000","null":false}"#
        ),
        // Versions 7 and 6 of another variant have no time; v8 and Max have none either.
        (
            "017f22e2-79b0-7cc3-c8c4-dc0c0c07398f",
            #"{"input":"017f22e2-79b0-7cc3-c8c4-dc0c0c07398f","valid":true,"kind":"uuid","canonical":"017f22e2-79b0-7cc3-c8c4-dc0c0c07398f","version":7,"variant":"microsoft","null":false}"#
        ),
        (
            "2489e9ad-2ee2-8e00-8ec9-32d5f69181c0",
            #"{"input":"2489e9ad-2ee2-8e00-8ec9-32d5f69181c0","valid":true,"kind":"uuid","canonical":"2489e9ad-2ee2-8e00-8ec9-32d5f69181c0","version":8,"variant":"rfc9562","null":false}"#
        ),
        (
            "{5DF41881-3AED-3515-88A7-2F4A814CF09E}",
            #"{"input":"{5DF41881-3AED-3515-88A7-2F4A814CF09E}","valid":true,"kind":"uuid","canonical":"5df41881-3aed-3515-88a7-2f4a814cf09e","version":3,"variant":"rfc9562","null":false}"#
        ),
        (
            "00000000000000000000000000000000",
            #"{"input":"00000000000000000000000000000000","valid":true,"kind":"uuid","canonical":"00000000-0000-0000-0000-000000000000","version":0,"variant":"ncs","null":true}"#
        ),
        (
            "ffffffff-ffff-ffff-ffff-ffffffffffff",
            #"{"input":"ffffffff-ffff-ffff-ffff-ffffffffffff","valid":true,"kind":"uuid","canonical":"ffffffff-ffff-ffff-ffff-ffffffffffff","version":15,"variant":"future","null":false}"#
        ),
        (
            "00000000-0000-1000-c000-000000000000",
            #"{"input":"00000000-0000-1000-c000-000000000000","valid":true,"kind":"uuid","canonical":"00000000-0000-1000-c000-000000000000","version":1,"variant":"microsoft","null":false}"#
        ),
        (
            "E56F6A9223FB375E75480863FC0BCBB63A1C09F2",
            #"{"input":"E56F6A9223FB375E75480863FC0BCBB63A1C09F2","valid":true,"kind":"openudid","canonical":"e56f6a9223fb375e75480863fc0bcbb63a1c09f2","null":false}"#
        ),
        (
            "0000000000000000000000000000000000000000",
            #"{"input":"0000000000000000000000000000000000000000","valid":true,"kind":"openudid","canonical":"0000000000000000000000000000000000000000","null":true}"#
        ),
    ])
    func valid(input: String, json: String) {
        let result = openudid("inspect", input)
        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
        #expect(result.output == json + "\n")
    }

    @Test(arguments: [
        ("", "length 0, expected 32, 36, 38, 40 or 45", 0),
        ("abc", "length 3, expected 32, 36, 38, 40 or 45", 3),
        ("6ba7b810-9dad-11d1-80b4-00c04fd430cg", "invalid character 'g' at index 35", 35),
        ("6ba7b810x9dad-11d1-80b4-00c04fd430c8", "expected '-' at index 8", 8),
        ("e56f6a9223fb375e75480863fc0bcbb63a1c09fz", "invalid character 'z' at index 39", 39),
        ("e56f6a92-3fb3-75e7-5480-863fc0bcbb63a1c0", "invalid character '-' at index 8", 8),
        ("é", "invalid character 'é' at index 0", 0),
        ("a\"b\\c\n", "length 6, expected 32, 36, 38, 40 or 45", 6),
        ("6ba7b810-9dad-11d1-80b4-00c04fd430c\n", "invalid character '\\u{A}' at index 35", 35),
    ])
    func invalid(input: String, error: String, index: Int) {
        let result = openudid("inspect", "--", input)
        #expect(result.code == .failure)
        var quoted = ""
        JSONWriter.writeString(input, to: &quoted)
        var message = ""
        JSONWriter.writeString(error, to: &message)
        #expect(result.output == #"{"input":\#(quoted),"valid":false,"error":\#(message),"index":\#(index)}"# + "\n")
    }

    @Test func oneLinePerArgumentAndExitOneIfAnyIsInvalid() {
        let valid = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
        let mixed = openudid("inspect", valid, "nope", valid)
        #expect(mixed.code == .failure)
        #expect(mixed.lines.count == 3)
        #expect(mixed.lines.map { $0.contains(#""valid":true"#) } == [true, false, true])
        #expect(openudid("inspect", valid, valid).code == .success)
    }

    @Test func needsAnArgument() {
        let result = openudid("inspect")
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid inspect: expects at least one ID\n"))
    }

    /// The classification agrees with the parsers on every generated identifier and a sweep
    /// of lengths.
    @Test func classificationAgreesWithTheParsers() {
        var inputs = (0...50).map { String(repeating: "a", count: $0) }
        for _ in 0..<20 {
            let uuid = RFCUUID.v4()
            inputs += RFCUUID.Format.allCases.map { uuid.formatted($0) }
            inputs.append(OpenUDID.generate().description)
        }
        for input in inputs {
            let uuid = try? RFCUUID(parsing: input)
            let openUDID = try? OpenUDID(parsing: input)
            switch Inspection.inspect(input) {
            case let .uuid(found): #expect(found == uuid && openUDID == nil)
            case let .openUDID(found): #expect(found == openUDID && uuid == nil)
            case let .invalid(error):
                #expect(uuid == nil && openUDID == nil)
                #expect(error.index <= input.utf8.count)
            }
        }
    }
}

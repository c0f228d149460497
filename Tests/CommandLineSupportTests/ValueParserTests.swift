import Testing
import CommandLineSupport

/// The reusable value parsers, the count syntax above all: one for every program.
@Suite struct ValueParserTests {
    static func read<Value>(_ parser: ValueParser<Value>, _ text: String) -> Value? {
        try? parser.read(text)
    }

    @Test(arguments: [
        ("1", 1), ("0012", 12), ("10000000", 10_000_000), ("10_000", 10_000), ("1_000_000", 1_000_000),
        ("1e9", 1_000_000_000), ("1E3", 1_000), ("25e6", 25_000_000), ("1_000e3", 1_000_000), ("1e0", 1),
        ("9223372036854775807", Int.max), ("9e18", 9_000_000_000_000_000_000),
    ])
    func countsAreDigitsSeparatorsOrPowersOfTen(text: String, value: Int) {
        #expect(Self.read(.count, text) == value)
    }

    @Test(arguments: [
        "", "0", "-1", "+3", "1.5", "x", " 1", "1 ", "_1", "1_", "1__0", "1e", "e3", "1e-3", "1e+3", "1e99",
        "1e1e1", "0x10", "9223372036854775808", "99999999999999999999999", "１", "1e_3",
    ])
    func notCounts(text: String) {
        #expect(Self.read(.count, text) == nil)
    }

    @Test func countRangesSayWhatTheyExpect() throws {
        #expect(ValueParser.count.expectation == "a positive integer")
        #expect(ValueParser.count(atLeast: 2).expectation == "an integer of at least 2")
        #expect(ValueParser.count(in: 1...256).expectation == "an integer from 1 to 256")
        #expect(Self.read(.count(atLeast: 2), "1") == nil && Self.read(.count(atLeast: 2), "2") == 2)
        #expect(Self.read(.count(in: 1...256), "256") == 256 && Self.read(.count(in: 1...256), "257") == nil)
        #expect(Self.read(.count(in: 0...3), "0") == 0)
        #expect(Self.read(.count(in: 0...3), "0e99") == 0)
    }

    @Test(arguments: [
        ("4096", 4096), ("16G", 16 << 30), ("512M", 512 << 20), ("512MiB", 512 << 20), ("2gb", 2 << 30),
        ("1k", 1024), ("3T", 3 << 40), ("1e3M", 1000 << 20), ("10_000B", 10_000),
    ])
    func sizes(text: String, bytes: Int) {
        #expect(Self.read(.size, text) == bytes)
    }

    @Test(arguments: ["0", "G", "lots", "-1M", "1E", "1.5G", "9999999999T", "16 G", "16GG", ""])
    func notSizes(text: String) {
        #expect(Self.read(.size, text) == nil)
    }

    @Test func listsDropKeepOrRejectDuplicates() throws {
        let element = ValueParser.count(in: 1...1024)
        let dropping = ValueParser.list(of: element, expecting: "counts", duplicates: .drop)
        #expect(Self.read(dropping, "1,2,1,4") == [1, 2, 4])
        #expect(Self.read(dropping, " 4 , 2") == [4, 2])
        for bad in ["", "1,,2", "1,", "0", "1;2", "x"] { #expect(Self.read(dropping, bad) == nil, "\(bad)") }
        #expect(Self.read(.list(of: element, expecting: "counts", duplicates: .keep), "2,2") == [2, 2])
        let rejecting = ValueParser.list(of: element, expecting: "counts", duplicates: .reject)
        #expect(throws: InvalidValue(detail: "'16' is listed twice")) { try rejecting.read("16, 20,16") }
    }

    @Test func numbersSeedsChoicesAndText() {
        #expect(Self.read(.nonNegativeNumber, "0.5") == 0.5)
        #expect(Self.read(.nonNegativeNumber, "2e-3") == 0.002)
        for bad in ["-1", "soon", "inf", "nan", ""] { #expect(Self.read(.nonNegativeNumber, bad) == nil, "\(bad)") }
        #expect(Self.read(.unsigned64, "0xff") == 255)
        #expect(Self.read(.unsigned64, "18446744073709551615") == .max)
        for bad in ["-1", "+1", "0x+1", "0x", "1e3", "18446744073709551616"] { #expect(Self.read(.unsigned64, bad) == nil, "\(bad)") }
        #expect(Self.read(.choice(Fruit.self), "pear") == .pear)
        #expect(Self.read(.choice(Fruit.self), "Pear") == nil)
        #expect(ValueParser.choice(Fruit.self).expectation == "apple, pear or fig")
        #expect(Self.read(.path, "") == nil && Self.read(.path, "-") == "-")
        #expect(Self.read(.text, "") == "")
        #expect(Self.read(.regularExpression, "^md5/") == "^md5/")
        #expect(Self.read(.regularExpression, "(") == nil)
    }

    enum Fruit: String, CaseIterable { case apple, pear, fig }
}

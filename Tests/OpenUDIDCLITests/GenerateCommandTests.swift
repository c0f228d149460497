import Testing
import OpenUDIDCLI
import OpenUDIDCore

@Suite struct GenerateCommandTests {
    @Test(arguments: [[String](), ["--legacy"]])
    func countsAndFormat(extra: [String]) throws {
        for count in [1, 2, 1000] {
            let result = openudid(["generate", "-n", String(count)] + extra)
            #expect(result.code == .success)
            #expect(result.errors.isEmpty)
            #expect(result.lines.count == count)
            for line in result.lines {
                #expect(line.utf8.count == 40)
                #expect(line.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) })
                #expect(try OpenUDID(parsing: line).description == line)
            }
            #expect(Set(result.lines).count == count)
        }
    }

    @Test func defaultIsOne() {
        #expect(openudid("generate").lines.count == 1)
    }

    /// The 2011 generator never produces the suffix `ffffffff`, and neither generator the
    /// opted-out value; this checks the flag reaches a working generator, not the statistics.
    @Test func legacyLinesAreNotOptedOut() {
        let lines = openudid("generate", "--legacy", "-n", "100").lines
        #expect(!lines.contains(String(repeating: "0", count: 40)))
        #expect(!lines.contains { $0.hasSuffix("ffffffff") })
    }

    @Test(arguments: [
        (["-n", "-3"], "-n expects a positive integer, got '-3'"),
        (["--v4"], "unknown option '--v4'"),
        (["5"], "unexpected argument '5'"),
    ])
    func badUsage(arguments: [String], message: String) {
        let result = openudid(["generate"] + arguments)
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid generate: \(message)\n"))
    }
}

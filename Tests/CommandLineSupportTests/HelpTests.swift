import Testing
import CommandLineSupport

/// The help text made from a declaration.
@Suite struct HelpTests {
    static let spec = CommandSpecParseTests.spec

    @Test func usageLineShowsEveryOptionAndTheExclusiveSets() {
        let usage = Self.spec.usage(command: "tool try")
        #expect(usage == "usage: tool try [--v1 | --v4] [--upper] [-n N] [--name NAME] [--threads T] [FILE...]")
    }

    @Test func everyOptionHasAnEntryWithItsDefault() {
        let help = Self.spec.help(command: "tool try")
        #expect(help.contains("\n  -n N         how many (default 1)\n"))
        #expect(help.contains("\n  --threads T  threads (default all)\n"))
        #expect(help.contains("\n  -h, --help   show this help\n"))
        #expect(help.hasSuffix("\n") && !help.hasSuffix("\n\n"))
    }

    @Test func longTextWrapsUnderItsColumn() {
        let long = Flag("--long", help: String(repeating: "word ", count: 60))
        let synopsis = (1...12).map { Flag("--flag-number-\($0)", help: "f") }
        let help = CommandSpec(name: "wide", abstract: "", options: [OptionGroup("Options", [long] + synopsis)])
            .help(command: "tool wide")
        let lines = help.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 92 }, "\(lines.map(\.count).max() ?? 0)")
        #expect(lines.filter { $0.hasPrefix(String(repeating: " ", count: 20) + "word") }.count >= 2)
        #expect(lines[1].hasPrefix(String(repeating: " ", count: "usage: tool wide ".count)))
    }

    @Test func groupsKeepTheirTitlesAndOrder() {
        let spec = CommandSpec(
            name: "g", abstract: "",
            options: [
                OptionGroup("First", [Flag("--a", help: "a")]), OptionGroup("Second", [Flag("--b", help: "b")]),
            ])
        #expect(spec.help(command: "g").contains("First:\n  --a         a\n\nSecond:\n  --b         b\n  -h, --help  show this help\n"))
    }
}

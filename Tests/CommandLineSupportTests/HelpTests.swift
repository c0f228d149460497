import Testing
import CommandLineSupport

/// The help text made from a declaration.
@Suite struct HelpTests {
    static let spec = CommandSpecParseTests.spec

    @Test func usageLineShowsEveryOptionAndTheExclusiveSets() {
        let usage = Self.spec.usage(command: "tool try")
        #expect(usage == "usage: tool try [--v1 | --v4] [--upper] [-n N] [--name NAME] [--threads T]\n                [FILE...]")
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
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count).max() ?? 0)")
        #expect(lines.filter { $0.hasPrefix(String(repeating: " ", count: 20) + "word") }.count >= 2)
        #expect(lines[1].hasPrefix(String(repeating: " ", count: "usage: tool wide ".count)))
        #expect(spec(options: [long] + synopsis).helpProblems(command: "tool wide").isEmpty)
    }

    func spec(options: [any OptionDeclaration], discussion: String = "", exclusive: [[any OptionDeclaration]] = [], epilogue: String = "")
        -> CommandSpec
    {
        CommandSpec(
            name: "wide", abstract: "", discussion: discussion, options: [OptionGroup("Options", options)], exclusive: exclusive,
            epilogue: epilogue)
    }

    /// Prose is filled to 80 columns whatever its breaks in the declaration; indented lines
    /// (examples, the shape of a document) are kept as written and end the paragraph above them.
    @Test func proseIsFilledAndIndentedLinesAreKept() {
        let prose = (1...30).map { "word\($0)" }.joined(separator: " ")
        let help = spec(
            options: [], discussion: prose.replacingOccurrences(of: "word10 ", with: "word10\n") + "\n\nPrints\n  {\"id\": 1}\nafter.",
            epilogue: "Example:\n  $ tool wide   --keep   spacing\n\nExit status: 0."
        ).help(command: "tool wide")
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 })
        let filled = lines.drop { !$0.hasPrefix("word1 ") }.prefix { !$0.isEmpty }
        #expect(filled.joined(separator: " ") == prose, "\(filled)")
        #expect(filled.count == 3 && filled.dropLast().allSatisfy { $0.count > 70 })
        #expect(help.contains("\nPrints\n  {\"id\": 1}\nafter.\n"))
        #expect(help.contains("\nExample:\n  $ tool wide   --keep   spacing\n\nExit status: 0.\n"))
    }

    /// Options of which each excludes the others are one choice; an option in two choices is
    /// still named once, and a choice too long for a line breaks between its options.
    @Test func usageNamesEveryOptionOnce() {
        let out = Option("--out", value: "DIR", help: "o", parser: .path), map = Option("--map", value: "I", help: "m", parser: .count)
        let reduce = Option("--reduce", value: "J", help: "r", parser: .count), quiet = Flag("--quiet", help: "q")
        let spec = spec(options: [out, quiet, map, reduce], exclusive: [[map, reduce], [out, map], [out, reduce]])
        #expect(spec.usage(command: "tool wide") == "usage: tool wide [--out DIR | --map I | --reduce J] [--quiet]")
        #expect(spec.helpProblems(command: "tool wide").isEmpty)
        // --quiet excludes --out and --map but not --reduce: two choices.
        let partial = self.spec(options: [out, quiet, map, reduce], exclusive: [[out, quiet], [quiet, map], [out, map]])
        #expect(partial.usage(command: "tool wide") == "usage: tool wide [--out DIR | --quiet | --map I] [--reduce J]")
        let versions = (1...14).map { Flag("--version-number-\($0)", help: "v") }
        let long = self.spec(options: versions, exclusive: [versions])
        let usage = long.usage(command: "tool wide").split(separator: "\n")
        #expect(usage.count > 1 && usage.allSatisfy { $0.count <= 80 })
        #expect(usage.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: "usage: tool wide".count) + " | --version") })
    }

    /// What the check finds: a line past 80 columns (an example written too wide) and an option
    /// the usage line names twice.
    @Test func helpProblemsFindsWideLinesAndRepeatedOptions() {
        let wide = spec(options: [], epilogue: "Example:\n  $ " + String(repeating: "x", count: 90))
        #expect(wide.helpProblems(command: "tool wide").count == 1)
        #expect(wide.helpProblems(command: "tool wide")[0].hasPrefix("tool wide --help, line "))
        #expect(spec(options: []).helpProblems(command: "tool wide").isEmpty)
    }

    /// `-h, --help` ends the group called Options, wherever that group is; a command without one
    /// gets an Options group of its own for it.
    @Test func helpOptionIsUnderOptions() {
        let spec = CommandSpec(
            name: "g", abstract: "",
            options: [OptionGroup("Options", [Flag("--a", help: "a")]), OptionGroup("Forms", [Flag("--b", help: "b")])])
        #expect(spec.help(command: "g").contains("Options:\n  --a         a\n  -h, --help  show this help\n\nForms:\n  --b         b\n"))
        #expect(CommandSpec(name: "g", abstract: "").help(command: "g").contains("\nOptions:\n  -h, --help  show this help\n"))
    }

    @Test func groupsKeepTheirTitlesAndOrder() {
        let spec = CommandSpec(
            name: "g", abstract: "",
            options: [
                OptionGroup("First", [Flag("--a", help: "a")]), OptionGroup("Second", [Flag("--b", help: "b")]),
            ])
        #expect(
            spec.help(command: "g").contains(
                "First:\n  --a         a\n\nSecond:\n  --b         b\n\nOptions:\n  -h, --help  show this help\n"))
    }
}

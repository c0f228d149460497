import Testing
import CommandLineSupport

/// Parsing a command line against a declaration: the getopt rules, the messages, the checks
/// derived from the declaration.
@Suite struct CommandSpecParseTests {
    static let v1 = Flag("--v1", help: "one")
    static let v4 = Flag("--v4", help: "four")
    static let upper = Flag("--upper", help: "up")
    static let count = Option("-n", value: "N", help: "how many", parser: .count, default: "1")
    static let name = Option("--name", value: "NAME", help: "a name", parser: .text)
    static let threads = Option("--threads", value: "T", help: "threads", parser: .count(in: 1...8), defaultNote: "all")
    static let spec = CommandSpec(
        name: "try", abstract: "A test.",
        options: [OptionGroup("Options", [v1, v4, upper, count, name, threads])],
        exclusive: [[v1, v4]], operands: .any("FILE"))

    static func parse(_ arguments: String...) throws(UsageError) -> ParsedArguments {
        try spec.parse(arguments, command: "tool try")
    }

    @Test func splitsFlagsOptionsAndOperands() throws {
        let parsed = try Self.parse("a", "--v1", "-n", "3", "--name=x=y", "-", "b")
        #expect(parsed.has(Self.v1) && !parsed.has(Self.upper))
        #expect(parsed[Self.count] == 3)
        #expect(parsed[Self.name] == "x=y")
        #expect(parsed.operands == ["a", "-", "b"])
        #expect(!parsed.helpRequested)
    }

    @Test func attachedShortValueAndLastValueWins() throws {
        let parsed = try Self.parse("-n5", "-n", "7", "--threads=2")
        #expect(parsed.values(of: Self.count) == [5, 7])
        #expect(parsed[Self.count] == 7)
        #expect(parsed[Self.threads] == 2)
    }

    @Test func defaultsAndNotes() throws {
        let parsed = try Self.parse()
        #expect(parsed[Self.count] == 1, "the declared default")
        #expect(parsed[Self.threads] == nil, "a note is shown, not a value")
        #expect(!parsed.isGiven(Self.count))
    }

    @Test func countsAcceptTheCountSyntax() throws {
        #expect(try Self.parse("-n", "1e3")[Self.count] == 1_000)
        #expect(try Self.parse("-n10_000")[Self.count] == 10_000)
    }

    @Test func valuesMayStartWithADash() throws {
        #expect(try Self.parse("--name", "-x")[Self.name] == "-x")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try Self.parse("--v1", "--", "--upper", "-h", "--")
        #expect(parsed.has(Self.v1) && !parsed.has(Self.upper))
        #expect(parsed.operands == ["--upper", "-h", "--"])
        #expect(!parsed.helpRequested)
    }

    @Test func helpWinsOverErrors() throws {
        #expect(try Self.parse("--v5", "-h").helpRequested)
        #expect(try Self.parse("-n", "x", "--help").helpRequested)
        #expect(try Self.parse("--v1", "--v4", "--help").helpRequested)
    }

    @Test(arguments: [
        (["--v5"], "unknown option '--v5'"),
        (["-x"], "unknown option '-x'"),
        (["--v5=1"], "unknown option '--v5'"),
        (["-n"], "option '-n' expects a value"),
        (["--name"], "option '--name' expects a value"),
        (["--v1=yes"], "option '--v1' takes no value"),
        (["-n", "0"], "-n expects a positive integer, got '0'"),
        (["-n", "1.5"], "-n expects a positive integer, got '1.5'"),
        (["--threads=9"], "--threads expects an integer from 1 to 8, got '9'"),
        (["--v4", "--v1"], "--v1 and --v4 cannot be used together"),
    ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: UsageError(command: "tool try", message)) { try Self.spec.parse(arguments, command: "tool try") }
    }

    @Test func operandCounts() {
        func problem(_ operands: Operands, _ words: [String]) -> String? {
            do {
                _ = try CommandSpec(name: "x", abstract: "", operands: operands).parse(words, command: "x")
                return nil
            } catch {
                return error.message
            }
        }
        #expect(problem(.none, ["a"]) == "unexpected argument 'a'")
        #expect(problem(.none, []) == nil)
        #expect(problem(.one("ID"), []) == "expects one ID, got 0")
        #expect(problem(.one("ID"), ["a", "b"]) == "expects one ID, got 2")
        #expect(problem(.optional("FILE", synopsis: "[FILE]"), ["a", "b"]) == "expects at most one FILE, got 2")
        #expect(problem(.optional("FILE", synopsis: "[FILE]"), []) == nil)
        #expect(problem(.oneOrMore("ID"), []) == "expects at least one ID")
        #expect(problem(.any("FILE"), ["a", "b", "c"]) == nil)
    }

    /// What a child process gets: the words as written, less the excluded options with their values.
    @Test func wordsExcludingOptions() throws {
        let parsed = try Self.parse("--name", "--v1", "-n5", "--threads", "2", "--upper", "--", "-f")
        #expect(parsed.words(excluding: [Self.threads, Self.count]) == ["--name", "--v1", "--upper", "--", "-f"])
    }

    @Test func usageErrorReport() {
        let error = UsageError(command: "tool try", "unknown option '--x'")
        #expect(error.report == "tool try: unknown option '--x'\nTry 'tool try --help' for more information.\n")
    }
}

import Testing
import CommandLineSupport

/// Walking a declared command tree: subcommands, `help`, and the same messages at every level.
@Suite struct CommandTreeTests {
    static let loud = Flag("--loud", help: "shout")
    static let tree = Command<String>.group(
        CommandSpec(name: "tool", abstract: "A tool.", epilogue: "The end."), noun: "command",
        [
            .command(CommandSpec(name: "hello", abstract: "Say hello.", options: [OptionGroup("Options", [loud])]), "hello"),
            .group(
                CommandSpec(name: "device", abstract: "Devices."), noun: "action",
                [
                    .command(CommandSpec(name: "make", abstract: "Make one.", operands: .one("ID")), "make")
                ]),
        ])

    static func resolve(_ arguments: String...) throws(UsageError) -> Invocation<String> {
        try tree.resolve(arguments, program: "tool")
    }

    @Test func runsTheSelectedCommand() throws {
        guard case let .run(action, parsed, command) = try Self.resolve("device", "make", "x") else {
            Issue.record("not a run"); return
        }
        #expect(action == "make" && parsed.operands == ["x"] && command == "tool device make")
        guard case let .run(hello, helloParsed, _) = try Self.resolve("hello", "--loud") else {
            Issue.record("not a run"); return
        }
        #expect(hello == "hello" && helloParsed.has(Self.loud))
    }

    @Test func helpAtEveryLevel() throws {
        for (arguments, start) in [
            (["--help"], "usage: tool <command> [options] [arguments]\n"),
            (["-h"], "usage: tool <command>"),
            (["help"], "usage: tool <command>"),
            (["device", "--help"], "usage: tool device <action>"),
            (["device", "--bogus", "-h"], "usage: tool device <action>"),
            (["help", "device"], "usage: tool device <action>"),
            (["device", "make", "--help"], "usage: tool device make ID\n"),
            (["help", "device", "make"], "usage: tool device make ID\n"),
            (["device", "help", "make"], "usage: tool device make ID\n"),
            (["hello", "--nope", "--help"], "usage: tool hello [--loud]\n"),
        ] {
            guard case let .help(text) = try Self.tree.resolve(arguments, program: "tool") else {
                Issue.record("\(arguments) did not ask for help"); continue
            }
            #expect(text.hasPrefix(start), "\(arguments): \(text)")
        }
    }

    @Test func groupHelpListsSubcommandsFromTheirDeclarations() throws {
        guard case let .help(text) = try Self.resolve("--help") else { Issue.record("no help"); return }
        #expect(text.contains("\nCommands:\n  hello "))
        #expect(text.contains("  Say hello.\n  device <action>  Devices.\n"))
        #expect(text.contains("\n  -h, --help  show this help\n"))
        #expect(text.hasSuffix("\n\nThe end.\n"))
    }

    @Test(arguments: [
        ([], "tool", "expects a command: hello or device"),
        (["bye"], "tool", "unknown command 'bye' (expected hello or device)"),
        (["--bogus"], "tool", "unknown option '--bogus'"),
        (["device"], "tool device", "expects an action: make"),
        (["device", "--bogus", "make"], "tool device", "unknown option '--bogus'"),
        (["device", "break"], "tool device", "unknown action 'break' (expected make)"),
        (["device", "make", "--bogus"], "tool device make", "unknown option '--bogus'"),
        (["device", "make"], "tool device make", "expects one ID, got 0"),
        (["help", "nope"], "tool", "unknown command 'nope' (expected hello or device)"),
        (["help", "hello", "more"], "tool hello", "has no subcommand 'more'"),
    ])
    func refusesTheSameWayAtEveryLevel(arguments: [String], command: String, message: String) {
        #expect(throws: UsageError(command: command, message)) { try Self.tree.resolve(arguments, program: "tool") }
    }

    @Test func allNodesListsEveryPath() {
        #expect(Self.tree.allNodes.map(\.path) == [[], ["hello"], ["device"], ["device", "make"]])
    }
}

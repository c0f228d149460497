import Testing
import OpenUDIDCLI

@Suite struct ArgumentParserTests {
    let spec = ArgumentSpec(flags: ["--v1", "--upper"], options: ["-n", "--name"])

    @Test func splitsFlagsOptionsAndPositionals() throws {
        let parsed = try spec.parse(["a", "--v1", "-n", "3", "--name=x=y", "-", "b"])
        #expect(parsed.flags == ["--v1"])
        #expect(parsed.value("-n") == "3")
        #expect(parsed.value("--name") == "x=y")
        #expect(parsed.positionals == ["a", "-", "b"])
        #expect(!parsed.helpRequested)
    }

    @Test func attachedShortValueAndLastValueWins() throws {
        let parsed = try spec.parse(["-n5", "-n", "7"])
        #expect(parsed.options["-n"] == ["5", "7"])
        #expect(try parsed.count("-n") == 7)
    }

    @Test func valuesMayStartWithADash() throws {
        #expect(try spec.parse(["--name", "-x"]).value("--name") == "-x")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try spec.parse(["--v1", "--", "--upper", "-h", "--"])
        #expect(parsed.flags == ["--v1"])
        #expect(parsed.positionals == ["--upper", "-h", "--"])
        #expect(!parsed.helpRequested)
    }

    @Test func helpWinsOverErrors() throws {
        #expect(try spec.parse(["--v5", "-h"]).helpRequested)
        #expect(try spec.parse(["-n", "x", "--help"]).helpRequested)
    }

    @Test(arguments: [
        (["--v5"], "unknown option '--v5'"),
        (["-x"], "unknown option '-x'"),
        (["--v5=1"], "unknown option '--v5'"),
        (["-n"], "option '-n' expects a value"),
        (["--name"], "option '--name' expects a value"),
        (["--v1=yes"], "option '--v1' takes no value"),
    ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: CommandFailure.usage(message)) { try spec.parse(arguments) }
    }

    @Test(arguments: ["x", "0", "-1", "+3", "", "1.5", "99999999999999999999999"])
    func countMustBeAPositiveInteger(text: String) throws {
        let parsed = try spec.parse(["-n", text])
        #expect(throws: CommandFailure.usage("-n expects a positive integer, got '\(text)'")) {
            try parsed.count("-n")
        }
    }

    @Test func countDefaults() throws {
        #expect(try spec.parse([]).count("-n") == 1)
        #expect(try spec.parse([]).count("-n", default: 4) == 4)
        #expect(try spec.parse(["-n", "0012"]).count("-n") == 12)
    }

    @Test func atMostOne() throws {
        let parsed = try spec.parse(["--v1", "--upper"])
        #expect(throws: CommandFailure.usage("--v1 and --upper cannot be used together")) {
            try parsed.requireAtMostOne(of: ["--v1", "--upper"])
        }
        try parsed.requireAtMostOne(of: ["--v1", "--v4"])
    }
}

import Testing
import OpenUDIDCLI

/// The top level: help, unknown commands, and `--help` of every registered command.
@Suite struct ToolTests {
    @Test func helpListsEveryCommand() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = openudid(arguments)
            #expect(result.code == .success)
            #expect(result.errors.isEmpty)
            #expect(result.output.hasPrefix("usage: openudid <command>"))
            for command in Subcommands.all {
                #expect(result.output.contains("\n  \(command.name) "), "\(command.name) missing from help")
            }
        }
    }

    @Test func noArgumentsIsAUsageError() {
        let result = openudid([])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("usage: openudid"))
    }

    @Test func unknownCommandIsAUsageError() {
        let result = openudid("frobnicate")
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("openudid: unknown command 'frobnicate'\nusage: openudid"))
    }

    @Test(arguments: Subcommands.all.map { $0.name })
    func everyCommandHasHelp(name: String) throws {
        let command = try #require(Subcommands.named(name))
        for arguments in [[name, "--help"], [name, "-h"], ["help", name], [name, "--bogus", "--help"]] {
            let result = openudid(arguments)
            #expect(result.code == .success, "\(arguments)")
            #expect(result.output == command.help)
            #expect(result.output.hasPrefix("usage: openudid \(name)"))
            #expect(result.errors.isEmpty)
        }
    }

    @Test(arguments: Subcommands.all.map { $0.name })
    func everyCommandRejectsUnknownOptions(name: String) {
        let result = openudid(name, "--no-such-option")
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors == """
            openudid \(name): unknown option '--no-such-option'
            Try 'openudid \(name) --help' for more information.

            """)
    }

    @Test func helpForAnUnknownCommandIsAUsageError() {
        #expect(openudid("help", "nope").code == .usage)
        #expect(openudid("help", "md5", "uuid").code == .usage)
    }

    @Test func registryNamesAreDistinct() {
        let names = Subcommands.all.map { $0.name }
        #expect(Set(names).count == names.count)
    }
}

import Foundation
import Testing
import OpenUDIDCLI
import CommandLineSupport

/// The top level and what every command shares: help made from the declarations, and unknown
/// options refused the same way by every command and every `deviceid` action.
@Suite struct ToolTests {
    /// Every node of the command tree, as the words that select it.
    static let paths = OpenUDIDTool.commands.allNodes.map(\.path)

    @Test func helpListsEveryCommand() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = openudid(arguments)
            #expect(result.code == .success)
            #expect(result.errors.isEmpty)
            #expect(result.output.hasPrefix("usage: openudid [--version] <command>"))
            for path in Self.paths where path.count == 1 {
                #expect(result.output.contains("\n  \(path[0]) "), "\(path[0]) missing from help")
            }
        }
    }

    /// Every command's help reads in an 80-column terminal: no line is wider, the usage line
    /// names each option once, and the root (and `deviceid`) list each subcommand on one line.
    /// Made from the declarations, so an option, an example or a command added later is
    /// checked too.
    @Test func everyHelpFitsEightyColumns() {
        let problems = OpenUDIDTool.commands.helpProblems(program: "openudid")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        for path in Self.paths {
            let help = openudid(path + ["--help"]).output
            #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(path)")
            // -h, --help is listed under Options, with the command's general options.
            #expect(
                help.contains("\nOptions:\n")
                    && help.components(separatedBy: "\nOptions:\n")[1].components(separatedBy: "\n\n")[0].contains("  -h, --help "),
                "\(path)")
        }
    }

    /// One version string, the one CHANGELOG.md releases; only the program as a whole has it.
    @Test func versionIsPrinted() throws {
        let result = openudid(["--version"])
        #expect(result.code == .success && result.errors.isEmpty)
        #expect(result.output == "openudid \(PackageVersion.current)\n")
        #expect(openudid(["--help"]).output.contains("--version"))
        #expect(openudid(["uuid", "--version"]).code == .usage)
        let changelog = try String(
            contentsOfFile: #filePath.replacingOccurrences(of: "Tests/OpenUDIDCLITests/ToolTests.swift", with: "CHANGELOG.md"),
            encoding: .utf8)
        #expect(changelog.contains("## [\(PackageVersion.current)] - "), "CHANGELOG.md has no release \(PackageVersion.current)")
    }

    /// The version a reader is told to depend on is the package's one version: every
    /// `.package(…, from: "X")` of the README, the guides and the DocC catalog names
    /// ``PackageVersion/current`` (the newest release of CHANGELOG.md, checked above).
    @Test func documentationNamesThePackageVersion() throws {
        let root = #filePath.replacingOccurrences(of: "/Tests/OpenUDIDCLITests/ToolTests.swift", with: "")
        var documents = ["README.md", "CONTRIBUTING.md"]
        for folder in ["docs", "Sources/OpenUDIDCore/OpenUDIDCore.docc"] {
            let names = try #require(FileManager.default.enumerator(atPath: root + "/" + folder)?.allObjects as? [String])
            documents += names.filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }
        }
        var named = 0
        for document in documents {
            let text = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(".package(") && line.contains("from: \"") {
                named += 1
                #expect(line.contains("from: \"\(PackageVersion.current)\""), "\(document): \(line)")
            }
        }
        #expect(named >= 2, "the README and GettingStarted.md name the version")
    }

    @Test func noArgumentsIsAUsageError() {
        let result = openudid([])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(
            result.errors == """
                openudid: expects a command: md5, uuid, generate, inspect, scan, deviceid, stats, audit or merge
                Try 'openudid --help' for more information.

                """)
    }

    @Test func unknownCommandIsAUsageError() {
        let result = openudid("frobnicate")
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("openudid: unknown command 'frobnicate' (expected md5, uuid, "))
    }

    /// `--help` of every command and action: its help text, on standard output, whatever else
    /// is on the line, and every declared option in it (the usage line and an entry of its own).
    @Test(arguments: paths)
    func everyCommandHasHelpListingEveryOption(path: [String]) throws {
        let node = try #require(OpenUDIDTool.commands.allNodes.first { $0.path == path }?.node)
        let command = (["openudid"] + path).joined(separator: " ")
        let help = node.help(command: command)
        for arguments in [path + ["--help"], path + ["-h"], ["help"] + path, path + ["--bogus", "--help"]] {
            let result = openudid(arguments)
            #expect(result.code == .success, "\(arguments)")
            #expect(result.output == help, "\(arguments)")
            #expect(result.errors.isEmpty)
        }
        #expect(help.hasPrefix("usage: \(command)"))
        let usage = help.components(separatedBy: "\n\n")[0]
        for option in node.spec.allOptions {
            for name in option.spec.names {
                #expect(help.contains("  \(name)") || help.contains(", \(name)"), "\(command): \(name) has no entry")
            }
            if option.spec.name != "--help" {
                #expect(
                    usage.contains("[\(option.spec.name)") || usage.contains("| \(option.spec.name)"),
                    "\(command): \(option.spec.name) missing from the usage line")
            }
        }
    }

    @Test(arguments: paths)
    func everyCommandRejectsUnknownOptions(path: [String]) {
        let command = (["openudid"] + path).joined(separator: " ")
        for option in ["--no-such-option", "--no-such-option=1", "-Z"] {
            let name = option.split(separator: "=")[0]
            let result = openudid(path + [option])
            #expect(result.code == .usage)
            #expect(result.output.isEmpty)
            #expect(
                result.errors == """
                    \(command): unknown option '\(name)'
                    Try '\(command) --help' for more information.

                    """)
        }
    }

    @Test func helpForAnUnknownCommandIsAUsageError() {
        #expect(openudid("help", "nope").code == .usage)
        #expect(openudid("help", "md5", "uuid").code == .usage)
        #expect(openudid("help", "deviceid", "nope").errors.hasPrefix("openudid deviceid: unknown action 'nope'"))
    }

    /// A usage error found by a command after parsing gets the same hint as one of the parser.
    @Test func commandUsageErrorsGetTheHint() {
        let result = openudid("uuid", "--v3", "--name", "x")
        #expect(result.code == .usage)
        #expect(
            result.errors == """
                openudid uuid: --v3 needs --namespace (dns, url, oid, x500 or a UUID)
                Try 'openudid uuid --help' for more information.

                """)
    }
}

import Foundation
import OpenUDIDCLI
import CommandLineSupport

/// What one in-process run of `openudid` produced.
struct RunResult {
    var code: ExitCode
    var output: String
    var errors: String

    /// The output split into lines, without the final empty one.
    var lines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

/// Runs `openudid arguments` in-process with `input` as standard input.
func openudid(_ arguments: String..., input: String = "") -> RunResult {
    openudid(arguments, input: Array(input.utf8))
}

/// Runs `openudid arguments` in-process with `input` as standard input.
func openudid(_ arguments: [String], input: [UInt8] = []) -> RunResult {
    let io = CommandIO.capturing(input: input)
    let code = OpenUDIDTool.run(arguments, io: io)
    return RunResult(code: code, output: io.output.text, errors: io.errors.text)
}

/// A fresh temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("openudid-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` to a file called `name` and returns its path.
    @discardableResult
    func file(_ name: String, _ contents: [UInt8]) throws -> String {
        let path = url.appendingPathComponent(name).path
        try Data(contents).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Writes the UTF-8 of `contents` to a file called `name` and returns its path.
    @discardableResult
    func file(_ name: String, _ contents: String) throws -> String {
        try file(name, Array(contents.utf8))
    }
}

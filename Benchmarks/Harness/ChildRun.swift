import Foundation
import CommandLineSupport

/// One child process of a `--processes` run: started, its standard error passed through line by
/// line with a prefix, its standard output into a file, waited for.
struct ChildRun {
    /// The executable's path.
    var executable: String
    /// Its arguments, without the program name.
    var arguments: [String]
    /// Where its standard output (the table) goes.
    var tablePath: String
    /// Put before each line of its standard error.
    var prefix: String
    /// A line of its standard error not to pass through (its own `wrote <temporary JSON>`).
    var hiddenLine: String

    /// How many of the last lines of standard error ``Outcome/lastLines`` keeps.
    static let keptLines = 6

    /// What became of the child.
    struct Outcome {
        /// Why it counts as failed (`exited with status 1`, `was killed by signal 11`, …);
        /// `nil` when it exited 0.
        var failure: String?
        /// Its exit status, when it exited.
        var exitStatus: Int32?
        /// Its last lines on standard error, oldest first.
        var lastLines: [String]
    }

    /// Runs the child to its end. The environment is this process's, less the marker of a
    /// re-execution (``AddressRandomization``), so that the child makes its own decision.
    func run() -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[AddressRandomization.reexecutionMarker] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        guard FileManager.default.createFile(atPath: tablePath, contents: nil),
            let table = FileHandle(forWritingAtPath: tablePath)
        else {
            return Outcome(failure: "could not start: cannot create \(tablePath)", lastLines: [])
        }
        defer { try? table.close() }
        process.standardOutput = table
        do { try process.run() } catch {
            return Outcome(failure: "could not start \(executable): \(error)", lastLines: [])
        }

        var lastLines: [String] = []
        var pending: [UInt8] = []
        func emit(_ bytes: ArraySlice<UInt8>) {
            let line = String(decoding: bytes, as: UTF8.self)
            guard line != hiddenLine else { return }
            BenchmarkMain.printError(prefix + line)
            lastLines.append(line)
            if lastLines.count > Self.keptLines { lastLines.removeFirst() }
        }
        // read(2) rather than FileHandle.availableData, which traps on EINTR (a SIGCHLD can
        // interrupt the read when a child crashes).
        let descriptor = errors.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            pending.append(contentsOf: chunk[..<count])
            var lineStart = pending.startIndex
            while let newline = pending[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                emit(pending[lineStart..<newline])
                lineStart = newline + 1
            }
            pending.removeFirst(lineStart)
        }
        if !pending.isEmpty { emit(pending[...]) }
        process.waitUntilExit()

        let status = process.terminationStatus
        switch process.terminationReason {
        case .uncaughtSignal:
            return Outcome(failure: "was killed by signal \(status)", lastLines: lastLines)
        case .exit where status == ExitCode.success.rawValue:
            return Outcome(failure: nil, exitStatus: status, lastLines: lastLines)
        case .exit:
            let meaning =
                status == ExitCode.failure.rawValue
                ? " (a benchmark failed)"
                : status == ExitCode.usage.rawValue ? " (bad options or a debug build)" : ""
            return Outcome(failure: "exited with status \(status)\(meaning)", exitStatus: status, lastLines: lastLines)
        @unknown default:
            return Outcome(failure: "ended with status \(status)", exitStatus: nil, lastLines: lastLines)
        }
    }
}

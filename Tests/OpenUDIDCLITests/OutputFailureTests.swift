import Testing
import Foundation
import AuditInput
import OpenUDIDCLI
import CommandLineSupport

import Platform

/// Standard output that cannot be written: every command ends with one line naming the write
/// error and exit 1 on a full device, and quietly with 141 on a pipe whose reader has gone; a
/// command that would write many lines stops at the first failed write.
///
/// The commands write into a file-descriptor `ByteOutput` over `/dev/full` (every write fails
/// with `ENOSPC`) or over the write end of a pipe whose read end is closed (`EPIPE`; the test
/// process ignores `SIGPIPE`, as the programs do). Such an output records the failure rather
/// than ending the process, so the status is observed here.
@Suite struct OutputFailureTests {
    static let fullDeviceMessage = "openudid: write error: standard output: No space left on device"
    static let brokenPipe = ExitCode(rawValue: 141)

    /// One invocation of each command that writes to standard output, and its standard input.
    static let invocations: [(arguments: [String], input: String)] = [
        (["uuid", "-n", "1000000"], ""),
        (["uuid", "--v7", "-n", "1000000"], ""),
        (["uuid", "--v5", "--namespace", "dns", "--name", "example.com", "-n", "3"], ""),
        (["generate", "-n", "1000000"], ""),
        (["generate"], ""),
        (["md5"], "abc"),
        (["inspect", "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "not-an-id"], ""),
        (["scan"], ScanCommandTests.document()),
        (["deviceid", "make", DeviceIDCommandTests.idfv], ""),
        (["deviceid", "check", DeviceIDCommandTests.id], ""),
        (["--help"], ""),
        (["uuid", "--help"], ""),
    ]

    /// Runs `openudid arguments` with standard output on `descriptor` (closed afterwards) and
    /// standard error in memory.
    static func run(_ arguments: [String], input: String = "", outputTo descriptor: Int32) -> RunResult {
        defer { close(descriptor) }
        let io = CommandIO(
            output: ByteOutput(.fileDescriptor(descriptor)), errors: ByteOutput(.memory),
            input: MemorySource(Array(input.utf8)))
        let code = OpenUDIDTool.run(arguments, io: io)
        return RunResult(code: code, output: "", errors: io.errors.text)
    }

    /// A descriptor open for writing on `/dev/full`.
    static func fullDevice() throws -> Int32 {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0, "cannot open /dev/full: errno \(errno)")
        return descriptor
    }

    /// The write end of a pipe whose read end is already closed. Writing to it fails with
    /// `EPIPE` once `SIGPIPE` is ignored, which this sets for the test process.
    static func brokenPipeWriteEnd() throws -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0, "pipe: errno \(errno)")
        close(ends[0])
        return ends[1]
    }

    /// `body`, on a thread of its own, if it returns within `seconds`; `nil` when it is still
    /// running then (it is left to finish in the background).
    static func within<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Thread {
            box.value = body()
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.value
    }

    @Test(arguments: invocations)
    func fullDeviceEndsWithOneLineAndExit1(arguments: [String], input: String) throws {
        let result = Self.run(arguments, input: input, outputTo: try Self.fullDevice())
        #expect(result.code == .failure, "\(arguments)")
        #expect(result.errors == Self.fullDeviceMessage + "\n", "\(arguments)")
    }

    @Test(arguments: invocations)
    func closedPipeEndsQuietlyWith141(arguments: [String], input: String) throws {
        let result = Self.run(arguments, input: input, outputTo: try Self.brokenPipeWriteEnd())
        #expect(result.code == Self.brokenPipe, "\(arguments)")
        #expect(result.errors == "", "\(arguments)")
    }

    /// A failed write stops the generation: a billion identifiers would take minutes to make.
    @Test(arguments: [
        ["uuid", "-n", "1000000000"], ["uuid", "--v7", "-n", "1000000000"], ["uuid", "--v1", "-n", "1000000000"],
        ["uuid", "--max", "-n", "1000000000"], ["generate", "-n", "1000000000"],
    ])
    func longRunsStopAtTheFirstFailedWrite(arguments: [String]) throws {
        let full = try Self.fullDevice()
        let onFull = Self.within(seconds: 20) { Self.run(arguments, outputTo: full) }
        #expect(onFull?.code == .failure, "\(arguments) on /dev/full: still running after 20 s, or the wrong status")
        let pipe = try Self.brokenPipeWriteEnd()
        let onPipe = Self.within(seconds: 20) { Self.run(arguments, outputTo: pipe) }
        #expect(onPipe?.code == Self.brokenPipe, "\(arguments) into a closed pipe: still running after 20 s, or the wrong status")
    }

    /// md5 stops at the failed write: the unreadable file after it is not reported, and the
    /// write error is the one line.
    @Test func md5StopsAtTheFailedWriteWithOneMessage() throws {
        let result = Self.run(["md5", "-", "/nonexistent/file", "-"], input: "abc", outputTo: try Self.fullDevice())
        #expect(result.code == .failure)
        #expect(result.errors == Self.fullDeviceMessage + "\n")
    }

    /// The output records the first error with its errno, and hands nothing more on.
    @Test func theOutputRecordsTheFirstFailure() throws {
        let descriptor = try Self.fullDevice()
        defer { close(descriptor) }
        let output = ByteOutput(.fileDescriptor(descriptor))
        output.write("line\n")
        #expect(output.failure == nil)
        output.flush()
        let failure = try #require(output.failure)
        #expect(failure == StreamWriteError(stream: "file descriptor \(descriptor)", code: ENOSPC))
        #expect(failure.message(program: "openudid") == "openudid: write error: file descriptor \(descriptor): No space left on device")
        output.write("more\n")
        output.flush()
        #expect(output.failure?.code == ENOSPC)
    }

    /// A failed write to standard error alone turns a success into exit 1, without a message:
    /// there is nowhere to write it. `merge` of an audit says on standard error where it wrote
    /// the report.
    @Test func failedStandardErrorTurnsSuccessIntoFailure() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        let ids = try directory.file("ids.txt", openudid("uuid", "-n", "100").output)
        for step in ["--map", "--reduce"] {
            let shard = openudid("audit", ids, "--shards", "1", step, "0", "--work-dir", root + "/work", "--quiet")
            #expect(shard.code == .success, "\(shard.errors)")
        }
        let partials = try FileManager.default.contentsOfDirectory(atPath: root + "/work")
            .filter { $0.hasSuffix(".partial") }.sorted().map { root + "/work/" + $0 }
        let descriptor = try Self.fullDevice()
        defer { close(descriptor) }
        let io = CommandIO(
            output: ByteOutput(.memory), errors: ByteOutput(.fileDescriptor(descriptor)),
            input: MemorySource([]))
        #expect(OpenUDIDTool.run(["merge", "--out", root + "/report", "--quiet"] + partials, io: io) == .failure)
        #expect(io.errors.failure?.code == ENOSPC)
        #expect(!io.output.text.isEmpty)
        // The same merge with standard error in memory succeeds: the status came from the write.
        #expect(openudid(["merge", "--out", root + "/again", "--quiet"] + partials).code == .success)
    }
}

/// A value handed from a thread to the test that waits for it.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

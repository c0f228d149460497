// The `openudid` executable: everything lives in OpenUDIDCLI so that tests can run the same code
// in-process; this file only connects it to the real process.

import OpenUDIDCLI
import CommandLineSupport

import Platform

// A reader that goes away (`openudid uuid -n 1e9 | head -1`) makes the next write fail with
// EPIPE, which standard output turns into a quiet exit 141, instead of killing the process.
StreamWriteError.ignoreBrokenPipeSignal()
let code = OpenUDIDTool.run(Array(CommandLine.arguments.dropFirst()), io: .standard())
exit(code.rawValue)

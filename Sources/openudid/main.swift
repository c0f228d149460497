// The `openudid` executable: everything lives in OpenUDIDCLI so that tests can run the same code
// in-process; this file only connects it to the real process.

import OpenUDIDCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let code = OpenUDIDTool.run(Array(CommandLine.arguments.dropFirst()), io: .standard())
exit(code.rawValue)

import Foundation
import OpenUDIDCore
import Testing

/// A 5 GiB message, so the bit length (5 * 2^33) no longer fits in 32 bits: the length field
/// of the padding must carry all 64 bits. The same bytes are piped to `md5sum`, whose answer is
/// the expectation. Slow (minutes in a debug build), so it runs only with OPENUDID_SLOW_TESTS=1
/// and is reported as skipped otherwise.
@Suite struct MD5LongStreamTests {
    static let slowTestsEnabled = ProcessInfo.processInfo.environment["OPENUDID_SLOW_TESTS"] == "1"

    /// The stream: 5120 chunks of 1 MiB; each chunk is the byte pattern (i * 31 + 7) & 0xFF
    /// with the chunk number written little-endian over its first 8 bytes.
    static let chunkSize = 1 << 20
    static let chunkCount = 5 * 1024

    @Test(.enabled(if: slowTestsEnabled, "set OPENUDID_SLOW_TESTS=1 to hash a 5 GiB stream"))
    func fiveGiBStreamMatchesMd5sum() throws {
        let md5sum = Process()
        md5sum.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        md5sum.arguments = ["md5sum"]
        let input = Pipe(), output = Pipe()
        md5sum.standardInput = input
        md5sum.standardOutput = output
        try md5sum.run()

        var chunk = Fixtures.patternMessage(Self.chunkSize)
        var hasher = MD5()
        for index in 0..<Self.chunkCount {
            withUnsafeBytes(of: UInt64(index).littleEndian) { counter in
                for offset in 0..<8 { chunk[offset] = counter[offset] }
            }
            chunk.withUnsafeBytes { hasher.update(bufferPointer: $0) }
            try input.fileHandleForWriting.write(contentsOf: chunk)
        }
        try input.fileHandleForWriting.close()
        let reply = try #require(try output.fileHandleForReading.readToEnd())
        md5sum.waitUntilExit()
        #expect(md5sum.terminationStatus == 0)

        let expected = try #require(String(decoding: reply, as: UTF8.self).split(separator: " ").first)
        #expect(expected.count == 32)
        #expect(hasher.finalize().description == String(expected))
    }
}

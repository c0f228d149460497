import AuditInput
import Foundation
import OpenUDIDAudit
import OpenUDIDCore

/// A seeded xorshift64* stream (Vigna, "An experimental exploration of Marsaglia's xorshift
/// generators, scrambled", ACM TOMS 42, 2016): test data that is the same on every run.
struct SeededRandom {
    var state: UInt64

    /// A stream from `seed` (any value: the seed is mixed so that 0 and small seeds work).
    init(seed: UInt64) { state = (seed &* 0x9E37_79B9_7F4A_7C15) ^ 0x2545_F491_4F6C_DD1D; if state == 0 { state = 1 } }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A version 4 UUID from the stream.
    mutating func v4() -> RFCUUID {
        RFCUUID(high: (next() & ~0xF000) | 0x4000, low: (next() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000)
    }
}

/// Runs an audit over in-memory inputs (served a few bytes per read, in small chunks, so the
/// reader's carrying of partial lines is exercised), writing nothing.
func audit(
    _ inputs: [(name: String, text: [UInt8])], layout: RecordLayout = .lines, chunkBytes: Int = 97,
    maximumRecordBytes: Int = 1 << 24, batch: Int? = 1 << 16, threads: Int = 2
) throws -> AuditReport {
    var options = AuditOptions()
    options.inputs = inputs.map { input in
        let bytes = input.text
        return InputSpec(name: input.name) { () throws(SourceError) in MemorySource(bytes, block: 13) }
    }
    options.outputDirectory = nil
    options.reader = ReaderSettings(layout: layout, chunkBytes: chunkBytes, maximumRecordBytes: maximumRecordBytes)
    options.recordsPerBatch = batch
    options.threads = threads
    options.temporaryDirectory = NSTemporaryDirectory()
    return try Audit.run(options, now: Date(timeIntervalSince1970: 1_800_000_000))
}

/// The same, for one input of text.
func audit(_ text: String, layout: RecordLayout = .lines, chunkBytes: Int = 97, batch: Int? = 1 << 16, threads: Int = 2) throws
    -> AuditReport
{
    try audit([("ids.txt", Array(text.utf8))], layout: layout, chunkBytes: chunkBytes, batch: batch, threads: threads)
}

/// `count` lines of random v4 UUIDs from `seed`.
func randomLines(_ count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in random.v4().description }
}

extension AuditReport {
    /// The report as JSON without the fields that depend on how it was run (time, spilling).
    var comparableJSON: String {
        var copy = self
        copy.run = AuditReport.RunSummary()
        return copy.json()
    }
}

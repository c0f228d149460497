import AuditInput
import Foundation
@testable import OpenUDIDAudit
import Testing

@Suite("Memory limit: spilled runs give the in-memory result")
struct SpillTests {
    static let lines: [String] = {
        var lines = randomLines(5000, seed: 20)
        for i in stride(from: 0, to: 400, by: 7) { lines.insert(lines[i].uppercased(), at: 4000 + i) }
        lines += ["", "junk", "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000000"]
        return lines
    }()

    @Test("batches of 100 records, spilled and merged, equal one batch in memory, on 1, 2 and 3 threads")
    func spillEqualsMemory() throws {
        let text = Self.lines.joined(separator: "\n")
        let memory = try audit(text, batch: 1 << 16, threads: 2)
        #expect(memory.run.spilledRuns == 0)
        for threads in 1...3 {
            let spilled = try audit(text, chunkBytes: 331, batch: 100, threads: threads)
            #expect(spilled.run.spilledRuns >= 50 / threads)
            #expect(spilled.comparableJSON == memory.comparableJSON)
        }
    }

    @Test("the radix sort orders records as the comparison does, skewed keys included")
    func sortMatchesComparison() {
        var random = SeededRandom(seed: 21)
        var records = (0..<20_000).map { i -> AuditRecord in
            let skewed = i % 3 == 0
            return AuditRecord(key: skewed ? 0x1234 : random.next(), low: skewed ? random.next() & 0xFF : random.next(),
                               tag: UInt64(i % 5) << 32, location: random.next())
        }
        let expected = records.sorted { $0 < $1 }
        records.withUnsafeMutableBufferPointer { RecordSort.sort($0.baseAddress!, count: $0.count) }
        #expect(records == expected)
    }
}

@testable import OpenUDIDAudit
import Platform
import Testing
import WorkerThreads

/// The batches' pages are given back by every thread that helps, and the batches freed after.
@Suite struct BatchReleaseTests {
    #if os(Linux)
    /// Pages of `buffer` resident in memory (`mincore`), over the whole pages inside it.
    static func residentPages(_ buffer: UnsafeMutableBufferPointer<AuditRecord>) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: buffer.baseAddress) + page - 1) / page * page
        let end = (Int(bitPattern: buffer.baseAddress) + buffer.count * MemoryLayout<AuditRecord>.stride) / page * page
        guard end > start else { return 0 }
        var vector = [UInt8](repeating: 0, count: (end - start) / page)
        let status = vector.withUnsafeMutableBufferPointer {
            mincore(UnsafeMutableRawPointer(bitPattern: start), end - start, $0.baseAddress)
        }
        #expect(status == 0)
        return vector.reduce(0) { $0 + Int($1 & 1) }
    }
    #endif

    /// Batches of a few records, of exactly one piece, and of more than two pieces (with a
    /// short last one), written whole, then released by two helping threads.
    @Test func everyPageIsGivenBackByTheHelpers() {
        let counts = [3, BatchRelease.pieceBytes / 32, 2 * BatchRelease.pieceBytes / 32 + 12_345]
        let batches = counts.map { count -> UnsafeMutableBufferPointer<AuditRecord> in
            let batch = UnsafeMutableBufferPointer<AuditRecord>.allocate(capacity: count)
            batch.initialize(repeating: AuditRecord(key: 1, low: 2, tag: 3, location: 4))
            return batch
        }
        #if os(Linux)
        let touched = batches.map(Self.residentPages)
        #expect(touched[1] > 0 && touched[2] > touched[1])
        #endif
        let release = BatchRelease(batches)
        ThreadTeam.alongside({ release.help() }) { release.help() }
        #if os(Linux)
        #expect(batches.map(Self.residentPages) == [0, 0, 0])
        #endif
        release.finish()
    }
}

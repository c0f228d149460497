import Dispatch
import OpenUDIDCore
import Synchronization
import Testing

/// Bulk generation from ``SecureRandom`` on two threads at once, as `openudid generate` and the
/// two-thread benchmark run it: each thread draws from its own stream, so nothing is shared and
/// nothing repeats. Run under ThreadSanitizer by `.ci/run`.
@Suite struct OpenUDIDBulkThreadsTests {
    @Test func twoThreadsFillDistinctOpenUDIDsAndUUIDs() {
        let count = 5_000
        let made = Mutex<(ids: [OpenUDID], uuids: [RFCUUID])>(([], []))
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let ids = [OpenUDID](unsafeUninitializedCapacity: count) { buffer, initialized in
                OpenUDID.generate(into: buffer)
                initialized = count
            }
            let uuids = [RFCUUID](unsafeUninitializedCapacity: count) { buffer, initialized in
                RFCUUID.v4(into: buffer)
                initialized = count
            }
            made.withLock {
                $0.ids += ids; $0.uuids += uuids
            }
        }
        let (ids, uuids) = made.withLock { $0 }
        #expect(ids.count == 2 * count && Set(ids).count == ids.count)
        #expect(!ids.contains(.optedOut))
        #expect(uuids.count == 2 * count && Set(uuids).count == uuids.count)
        #expect(uuids.allSatisfy { $0.version == 4 && $0.variant == .rfc9562 })
    }
}

@testable import OpenUDIDAudit

/// `batches` copied into fresh memory and partitioned by their first digit, as the reading
/// threads leave them (their slice counts counted here), for `body`, which may sort them; the
/// memory is freed when `body` returns.
func withBucketedBatches<T>(_ batches: [[AuditRecord]], _ body: ([BucketedBatch]) throws -> T) rethrows -> T {
    let pointers = batches.map { batch -> UnsafeMutablePointer<AuditRecord> in
        let pointer = UnsafeMutablePointer<AuditRecord>.allocate(capacity: Swift.max(1, batch.count))
        pointer.initialize(from: batch, count: batch.count)
        return pointer
    }
    defer { for pointer in pointers { pointer.deallocate() } }
    let bucketed = zip(batches, pointers).map { batch, pointer in
        var sliceCounts = [Int](repeating: 0, count: AuditRecord.sliceCount)
        for record in batch { sliceCounts[record.slice] += 1 }
        return sliceCounts.withUnsafeBufferPointer { BucketedBatch(pointer, count: batch.count, sliceCounts: $0.baseAddress!) }
    }
    return try body(bucketed)
}

internal import OpenUDIDCore

/// Scratch space for one batch of short messages hashed by the core's multi-lane MD5.
///
/// Sources whose identifiers are the MD5 of a short string (OpenUDID 2011, UUID v3) write each
/// string into its own 64-byte slot, point a buffer view at it, and hash the whole batch with
/// ``OpenUDIDCore/MD5/hash(batch:into:)``, which runs eight messages per instruction stream.
/// Everything lives in stack temporaries: a batch is at most ``batchSize`` messages.
enum LaneMessages {
    /// Bytes per message slot: one MD5 block, more than the 55-byte lane limit.
    static let stride = 64

    /// Calls `body` with room for `count` (at most ``batchSize``) messages: the text slots,
    /// their views and their digests.
    @inline(__always)
    static func withBatch(
        count: Int,
        _ body: (
            UnsafeMutableRawPointer, UnsafeMutablePointer<UnsafeRawBufferPointer>,
            UnsafeMutablePointer<MD5Digest>
        ) -> Void
    ) {
        precondition(count <= batchSize)
        withUnsafeTemporaryAllocation(byteCount: batchSize * stride, alignment: 64) { text in
            withUnsafeTemporaryAllocation(of: UnsafeRawBufferPointer.self, capacity: batchSize) { messages in
                withUnsafeTemporaryAllocation(of: MD5Digest.self, capacity: batchSize) { digests in
                    body(text.baseAddress!, messages.baseAddress!, digests.baseAddress!)
                }
            }
        }
    }
}

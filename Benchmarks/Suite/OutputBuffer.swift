import BenchmarkHarness

/// Calls `body` with an empty `OutputSpan` over a fresh `capacity`-byte buffer and the buffer's
/// address, for the workloads that write identifiers into a caller's buffer
/// (`uuid/write/<form>`, `openudid/write`).
///
/// The workloads empty the span (`removeAll`) before each write, as a caller reusing one
/// buffer would, and hand the address to `blackHole` after it. The buffer goes through
/// `identity` once, so its capacity is no constant: the writers' size check stays in the
/// code, and since nothing in the loop changes the capacity, the optimizer makes that one
/// comparison before the loop (release disassembly).
@inline(__always)
func withOutputBuffer(capacity: Int, _ body: (inout OutputSpan<UInt8>, UnsafeMutableRawPointer) -> Void) {
    let allocated = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    defer { allocated.deallocate() }
    let buffer = identity(allocated)
    var output = OutputSpan(buffer: buffer, initializedCount: 0)
    body(&output, UnsafeMutableRawPointer(buffer.baseAddress!))
}

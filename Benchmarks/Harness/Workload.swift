/// One contender of a benchmark (ours or a peer): a body that performs the measured operation
/// a given number of times.
///
/// The harness chooses the count (the batch size) so that one call lasts at least the target
/// sample time, and divides the measured time by it. Everything the body needs is built before
/// the workload is made, so only the operation itself is inside the timed region.
///
/// ```swift
/// let input = [UInt8](repeating: 0x61, count: 1024)
/// let ours = Workload(id: "ours", label: "MD5.hash") { iterations in
///     input.withUnsafeBytes { bytes in
///         for _ in 0..<iterations { blackHole(MD5.hash(bufferPointer: identity(bytes))) }
///     }
/// }
/// ```
package struct Workload {
    /// A short identifier, unique within the benchmark, used in JSON names (`libcrypto`).
    package let id: String
    /// What is measured, as a reader would name it (`OpenSSL MD5()`).
    package let label: String
    /// Performs the operation `iterations` times.
    package let body: (_ iterations: Int) -> Void
    /// For a peer whose runtime allocates without the C library's `malloc` (Go's heap), which
    /// the allocation counter cannot see: a running count of that runtime's allocations, read
    /// before and after each counting pass and added to the pass's count. Never called while
    /// samples are timed.
    package let runtimeAllocations: (() -> UInt64)?

    /// Creates a workload.
    package init(
        id: String, label: String, runtimeAllocations: (() -> UInt64)? = nil,
        body: @escaping (_ iterations: Int) -> Void
    ) {
        self.id = id
        self.label = label
        self.runtimeAllocations = runtimeAllocations
        self.body = body
    }
}

/// A growable byte buffer owned by one reader thread: the chunk it is parsing.
@usableFromInline
package final class ChunkBuffer: @unchecked Sendable {
    /// The bytes.
    @usableFromInline package private(set) var base: UnsafeMutableRawPointer
    /// Bytes allocated.
    package private(set) var capacity: Int

    /// A buffer of `capacity` bytes.
    package init(capacity: Int) {
        self.capacity = Swift.max(64, capacity)
        base = .allocate(byteCount: self.capacity, alignment: 64)
    }

    deinit { base.deallocate() }

    /// Grows to at least `capacity` bytes, keeping the first `keeping` bytes.
    package func reserve(_ capacity: Int, keeping: Int) {
        guard capacity > self.capacity else { return }
        let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 64)
        grown.copyMemory(from: base, byteCount: keeping)
        base.deallocate()
        base = grown
        self.capacity = capacity
    }
}

/// 64 bytes of inline storage: one block of MD5 or SHA-1, on the stack or inside a hasher,
/// never on the heap.
@frozen @usableFromInline
struct MessageBlock: Sendable {
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    /// A block of zeros.
    @inlinable init() { words = (0, 0, 0, 0, 0, 0, 0, 0) }
}

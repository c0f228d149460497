/// Reads a fuzz input front to back as a stream of small decisions.
///
/// Past the end every read returns zero, so any input, even an empty one, decodes to a complete
/// scenario; zero is always chosen to mean the simplest option (absent, none, no split). That
/// keeps short inputs meaningful and lets libFuzzer grow a scenario one byte at a time.
package struct FuzzReader {
    private let bytes: UnsafeRawBufferPointer
    package private(set) var offset = 0

    package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// True once every byte has been read.
    package var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    package mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next two bytes as a little-endian number.
    package mutating func uint16() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    /// The next eight bytes as a little-endian number; missing bytes read as zero.
    package mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    /// Everything not yet read.
    package mutating func rest() -> UnsafeRawBufferPointer {
        let start = Swift.min(offset, bytes.count)
        offset = bytes.count
        return UnsafeRawBufferPointer(rebasing: bytes[start...])
    }
}

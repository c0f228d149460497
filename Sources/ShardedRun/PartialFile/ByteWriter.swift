/// Builds a little-endian byte string: the encoding of every partial payload and shuffle-file
/// trailer. Integers are fixed-width little-endian; a string or array is its count (UInt64)
/// followed by its elements.
package struct ByteWriter: Sendable {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ value: Int) { append(Int64(value)) }

    package mutating func append(_ value: Double) { append(value.bitPattern) }

    package mutating func append(_ value: Bool) { append(UInt8(value ? 1 : 0)) }

    package mutating func append(_ text: String) {
        append(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func append(raw: some Sequence<UInt8>) { bytes.append(contentsOf: raw) }

    /// A count, then each element as `element` writes it.
    package mutating func append<C: Collection>(_ items: C, _ element: (inout ByteWriter, C.Element) -> Void) {
        append(UInt64(items.count))
        for item in items { element(&self, item) }
    }

    /// A count, then each integer.
    package mutating func append<T: FixedWidthInteger>(array items: [T]) {
        append(items) { $0.append($1) }
    }
}

/// Reads what ``ByteWriter`` wrote, failing with a reason (never trapping) when the bytes run
/// out or a count is implausible: partial files come from other machines and may be damaged.
package struct ByteReader {
    /// Why the bytes could not be read as expected.
    package struct Failure: Error, Sendable, Equatable {
        /// What was being read and what was wrong.
        package var reason: String

        package init(reason: String) { self.reason = reason }
    }

    private let bytes: [UInt8]
    /// The next byte to read.
    package private(set) var offset: Int

    package init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Bytes not read yet.
    package var remaining: Int { bytes.count - offset }

    package mutating func read<T: FixedWidthInteger>(_: T.Type = T.self) throws(Failure) -> T {
        let size = MemoryLayout<T>.size
        guard remaining >= size else { throw Failure(reason: "ends inside a \(size)-byte field at byte \(offset)") }
        let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
        offset += size
        return T(littleEndian: value)
    }

    package mutating func readInt() throws(Failure) -> Int { Int(try read(Int64.self)) }

    package mutating func readDouble() throws(Failure) -> Double { Double(bitPattern: try read(UInt64.self)) }

    package mutating func readBool() throws(Failure) -> Bool {
        switch try read(UInt8.self) {
        case 0: return false
        case 1: return true
        case let other: throw Failure(reason: "byte \(offset - 1) is \(other), not a boolean")
        }
    }

    package mutating func readString() throws(Failure) -> String {
        let count = try readCount(elementSize: 1)
        let text = String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        offset += count
        return text
    }

    /// A count of elements of `elementSize` bytes each, checked against the bytes left.
    package mutating func readCount(elementSize: Int) throws(Failure) -> Int {
        let at = offset
        let count = try read(UInt64.self)
        guard count <= UInt64(remaining / Swift.max(1, elementSize)) else {
            throw Failure(reason: "a count of \(count) at byte \(at) runs past the end")
        }
        return Int(count)
    }

    /// A count, then that many elements read by `element`.
    package mutating func readArray<T>(elementSize: Int, _ element: (inout ByteReader) throws(Failure) -> T) throws(Failure) -> [T] {
        let count = try readCount(elementSize: elementSize)
        var items: [T] = []
        items.reserveCapacity(count)
        for _ in 0..<count { items.append(try element(&self)) }
        return items
    }

    /// A count, then that many integers.
    package mutating func readArray<T: FixedWidthInteger>(of _: T.Type) throws(Failure) -> [T] {
        try readArray(elementSize: MemoryLayout<T>.size) { (reader) throws(Failure) in try reader.read(T.self) }
    }

    /// Fails unless every byte was read.
    package func expectEnd() throws(Failure) {
        guard remaining == 0 else { throw Failure(reason: "\(remaining) unexpected bytes after the payload") }
    }
}

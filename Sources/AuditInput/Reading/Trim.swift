/// The bytes trimmed around an identifier: space, tab and carriage return (so CRLF line ends
/// and padded columns read the same as plain ones).
@inlinable @inline(__always)
package func isTrimmed(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
}

/// `start..<end` of `base` without the trimmed bytes at both ends.
@inlinable @inline(__always)
package func trimmedRange(_ base: UnsafeRawPointer, _ start: Int, _ end: Int) -> Range<Int> {
    var lower = start, upper = end
    while lower < upper && isTrimmed(base.load(fromByteOffset: lower, as: UInt8.self)) { lower &+= 1 }
    while upper > lower && isTrimmed(base.load(fromByteOffset: upper &- 1, as: UInt8.self)) { upper &-= 1 }
    return lower..<upper
}

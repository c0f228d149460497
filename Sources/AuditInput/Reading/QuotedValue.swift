/// A value in one pair of quotes, as a one-column CSV export writes every value (`"…"`) or a
/// SQL tool prints strings (`'…'`): the audit reads the value inside, trimmed as a line is
/// (``trimmedRange(_:_:_:)``), and counts it as quoted. An empty pair (`""`) is a blank.
@usableFromInline
package enum QuotedValue {
    /// The trimmed text inside `text` when it is one pair of double or single quotes around
    /// something (the same quote at both ends); `nil` otherwise.
    @inlinable
    package static func inside(_ text: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard text.count >= 2, let base = text.baseAddress else { return nil }
        let first = text[0]
        guard first == 0x22 || first == 0x27, text[text.count - 1] == first else { return nil }
        let range = trimmedRange(base, 1, text.count - 1)
        return UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count)
    }
}

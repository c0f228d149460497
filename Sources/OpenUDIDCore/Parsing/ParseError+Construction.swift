// Builders of `ParseError` used by every parser once it has found that the input is bad. They
// run only on the error path, so they favour clarity over speed.

extension ParseError {
    /// The error for a byte `input[index]` that is not allowed where it stands. The character is
    /// decoded from the UTF-8 starting at `index` so that `é` reads as `é`, not as two bytes.
    @usableFromInline
    static func invalidCharacter(in input: UnsafeRawBufferPointer, at index: Int) -> ParseError {
        ParseError(.invalidCharacter(describeCharacter(in: input, at: index)), at: index)
    }

    /// The error for an input whose length the format does not accept. When the input holds a
    /// non-ASCII byte, that byte is reported instead: every format here is ASCII, and reporting
    /// the character keeps byte offsets and character indices equal.
    @usableFromInline
    static func invalidLength(of input: UnsafeRawBufferPointer, expected: [Int]) -> ParseError {
        if let firstNonASCII = input.firstIndex(where: { $0 >= 0x80 }) {
            return invalidCharacter(in: input, at: firstNonASCII)
        }
        return ParseError(.invalidLength(input.count, expected: expected), at: input.count)
    }

    static func describeCharacter(in input: UnsafeRawBufferPointer, at index: Int) -> String {
        let byte = input[index]
        if byte < 0x80 {
            if byte < 0x20 || byte == 0x7F {
                return "\\u{\(String(byte, radix: 16, uppercase: true))}"
            }
            return String(UnicodeScalar(byte))
        }
        // Decode one scalar of UTF-8; a malformed sequence is shown as its first byte in hex.
        var iterator = input[index...].makeIterator()
        var decoder = UTF8()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) {
            return String(scalar)
        }
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}

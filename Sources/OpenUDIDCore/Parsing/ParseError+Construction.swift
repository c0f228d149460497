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

extension ParseError {
    /// Re-diagnoses an input that failed to parse so that the error speaks of characters.
    ///
    /// The parsers work on UTF-8 bytes and pick a form by byte length, so "c232ab00-…-9f6bdécéd846"
    /// (36 characters, 38 bytes) would be judged as a braced UUID. When the input holds any
    /// non-ASCII byte, this runs `parse` again over a view with one byte per Unicode scalar
    /// (the scalar itself when ASCII, the non-ASCII marker 0x80 otherwise), so lengths and
    /// indices count scalars and the first problem is found in the form of that many
    /// characters; a marker reported as invalid is named by the scalar it stands for.
    /// ASCII input gets `error` back unchanged. Runs only on the error path.
    @usableFromInline
    static func atCharacterLevel(
        _ bytes: UnsafeRawBufferPointer,
        _ error: ParseError,
        _ parse: (UnsafeRawBufferPointer) throws(ParseError) -> Void
    ) -> ParseError {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return error }
        var view: [UInt8] = []
        var names: [Int: String] = [:]
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                let width = UTF8.width(scalar)
                if scalar.isASCII {
                    view.append(UInt8(scalar.value))
                } else {
                    names[view.count] = String(scalar)
                    view.append(0x80)
                }
                offset += width
            case .error:
                // One position per malformed byte, named in hex.
                names[view.count] = describeCharacter(in: bytes, at: offset)
                view.append(0x80)
                offset += 1
                iterator = UnsafeRawBufferPointer(rebasing: bytes[offset...]).makeIterator()
                decoder = UTF8()
            case .emptyInput:
                break decoding
            }
        }
        let outcome = view.withUnsafeBytes { viewBytes in
            Result { () throws(ParseError) in try parse(viewBytes) }
        }
        guard case let .failure(characterError) = outcome else {
            return error  // unreachable in practice: a marker byte never parses
        }
        if case .invalidCharacter = characterError.reason, let name = names[characterError.index] {
            return ParseError(.invalidCharacter(name), at: characterError.index)
        }
        return characterError
    }
}

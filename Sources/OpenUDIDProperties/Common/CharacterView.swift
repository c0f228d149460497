/// The input as the parsers judge it when it is not ASCII: one position per Unicode scalar.
///
/// The core parsers pick a form by length and report indices in characters (scalars), so
/// `"…é…"` of 36 characters is judged as a 36-character UUID even though it is 37 bytes. The
/// references here see the same thing through this view: each position is an ASCII byte, or
/// `nil` for a non-ASCII scalar or a byte that starts no valid UTF-8 sequence (one position
/// per such byte).
///
/// Built independently of the core: at each offset the shortest slice of 1 to 4 bytes that
/// `String(validating:)` accepts is one scalar; when none is, the byte stands alone.
struct CharacterView {
    /// One entry per position: the ASCII byte, or `nil` for anything else.
    var positions: [UInt8?] = []
    /// For each non-ASCII position, how the parsers name it: the scalar, or `0xNN` for a
    /// malformed byte.
    var names: [Int: String] = [:]

    init(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                positions.append(byte)
                offset += 1
                continue
            }
            var width = 0
            for candidate in 2...4 where offset + candidate <= bytes.count {
                let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + candidate])
                if let text = String(validating: slice, as: UTF8.self), text.unicodeScalars.count == 1 {
                    width = candidate
                    names[positions.count] = text
                    break
                }
            }
            if width == 0 {
                let hex = String(byte, radix: 16, uppercase: true)
                names[positions.count] = "0x" + (hex.count == 1 ? "0" + hex : hex)
                width = 1
            }
            positions.append(nil)
            offset += width
        }
    }

    var count: Int { positions.count }
    var isASCII: Bool { names.isEmpty }
    /// The first non-ASCII position, if any.
    var firstNonASCII: Int? { positions.firstIndex { $0 == nil } }
}

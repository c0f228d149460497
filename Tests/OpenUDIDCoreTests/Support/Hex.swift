import OpenUDIDCore

/// Lowercase hex of bytes, written independently of the library's encoder.
func hexString(_ bytes: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef")
    var text = ""
    for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0xF)])
    }
    return text
}

/// The bytes of a 16-byte tuple, in order.
func byteArray(
    _ t: (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
    )
) -> [UInt8] {
    [t.0, t.1, t.2, t.3, t.4, t.5, t.6, t.7, t.8, t.9, t.10, t.11, t.12, t.13, t.14, t.15]
}

/// The value of an ASCII hex digit, or nil.
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

/// How `ParseError` documents an offending single byte: itself when printable ASCII,
/// `\u{X}` (uppercase hex, no padding) for a control character or DEL, `0xNN` for a byte that
/// does not start a valid UTF-8 sequence.
func describedByte(_ byte: UInt8) -> String {
    if byte < 0x20 || byte == 0x7F { return "\\u{" + String(byte, radix: 16, uppercase: true) + "}" }
    if byte < 0x80 { return String(UnicodeScalar(byte)) }
    let hex = String(byte, radix: 16, uppercase: true)
    return "0x" + (hex.count == 1 ? "0" : "") + hex
}

/// Runs a UTF-8 parser on raw bytes.
func withBytes<R>(_ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes { try body($0) }
}

/// Runs a typed-throwing parser on raw bytes and returns its outcome as a value.
func parse<T>(_ bytes: [UInt8], _ parser: (UnsafeRawBufferPointer) throws(ParseError) -> T) -> Result<T, ParseError> {
    bytes.withUnsafeBytes { buffer in
        do throws(ParseError) { return .success(try parser(buffer)) } catch { return .failure(error) }
    }
}

/// The same for string input.
func parse<T>(_ text: String, _ parser: (String) throws(ParseError) -> T) -> Result<T, ParseError> {
    do throws(ParseError) { return .success(try parser(text)) } catch { return .failure(error) }
}

extension Result {
    var failure: Failure? { if case let .failure(e) = self { return e }; return nil }
    var success: Success? { if case let .success(v) = self { return v }; return nil }
}

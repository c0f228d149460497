// Plain, one-character-at-a-time helpers for the reference checks. They are deliberately the
// obvious code, not the core's word-at-a-time tricks, so that a bug in one is not repeated in
// the other.

enum ASCII {
    /// '0'-'9', 'a'-'f', 'A'-'F'.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    /// The value of a hex digit (which must be one).
    static func hexValue(_ byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt64(byte - UInt8(ascii: "a") + 10)
        default: return UInt64(byte - UInt8(ascii: "A") + 10)
        }
    }

    /// 'A'-'Z' mapped to 'a'-'z'; every other byte unchanged.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    /// 'a'-'z' mapped to 'A'-'Z'; every other byte unchanged.
    static func uppercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
    }

    /// Lowercase hex of `bytes`, two digits each.
    static func hex(bytes: some Sequence<UInt8>) -> String {
        String(decoding: bytes.flatMap { hex(UInt64($0), digits: 2) }, as: UTF8.self)
    }

    /// Lowercase hex of `value`, `digits` wide, zero padded.
    static func hex(_ value: UInt64, digits: Int) -> [UInt8] {
        let alphabet = Array("0123456789abcdef".utf8)
        return (0..<digits).reversed().map { alphabet[Int((value >> UInt64($0 * 4)) & 0xF)] }
    }
}

extension RFCUUID {
    /// The textual forms of a UUID.
    @frozen
    public enum Format: Sendable, Hashable, CaseIterable {
        /// `6ba7b810-9dad-11d1-80b4-00c04fd430c8`: RFC 9562 §4's canonical form, lowercase.
        case canonical
        /// `6BA7B810-9DAD-11D1-80B4-00C04FD430C8`: the canonical form in UPPERCASE, as
        /// `CFUUIDCreateString` and `NSUUID.UUIDString` write it (and OpenUDID 2012 hashes it).
        case uppercase
        /// `6ba7b8109dad11d180b400c04fd430c8`: 32 digits, no hyphens.
        case hyphenless
        /// `{6ba7b810-9dad-11d1-80b4-00c04fd430c8}`: the canonical form in braces.
        case braced
        /// `urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8`: the URN of RFC 9562 §4.
        case urn

        /// How many bytes (and characters) the form takes: 36, 36, 32, 38 or 45.
        @inlinable
        public var length: Int {
            switch self {
            case .canonical, .uppercase: return 36
            case .hyphenless: return 32
            case .braced: return 38
            case .urn: return 45
            }
        }
    }

    /// The longest form, in bytes: a buffer this large fits every ``Format``.
    public static let maximumFormattedLength = 45
}

extension RFCUUID: CustomStringConvertible, LosslessStringConvertible {
    /// The canonical lowercase form.
    public var description: String { formatted(.canonical) }

    /// The UUID written in `format`.
    @inlinable
    public func formatted(_ format: Format = .canonical) -> String {
        String(unsafeUninitializedCapacity: format.length) { buffer in
            write(format, to: UnsafeMutableRawPointer(buffer.baseAddress!))
        }
    }

    /// Writes the UUID in `format` at `destination`, which must have room for `format.length`
    /// bytes, and returns that length. Nothing is allocated.
    @inlinable @discardableResult
    public func write(_ format: Format, to destination: UnsafeMutableRawPointer) -> Int {
        switch format {
        case .canonical: writeCanonical(.lower, to: destination)
        case .uppercase: writeCanonical(.upper, to: destination)
        case .hyphenless:
            Hex.encode(high, .lower, to: destination)
            Hex.encode(low, .lower, to: destination + 16)
        case .braced:
            destination.storeBytes(of: UInt8(ascii: "{"), as: UInt8.self)
            writeCanonical(.lower, to: destination + 1)
            destination.storeBytes(of: UInt8(ascii: "}"), toByteOffset: 37, as: UInt8.self)
        case .urn:
            // "urn:uuid" as one little-endian word, then the colon.
            destination.storeBytes(of: 0x6469_7575_3A6E_7275, as: UInt64.self)
            destination.storeBytes(of: UInt8(ascii: ":"), toByteOffset: 8, as: UInt8.self)
            writeCanonical(.lower, to: destination + 9)
        }
        return format.length
    }

    /// 8-4-4-4-12 digits with hyphens at offsets 8, 13, 18 and 23. Each 32-bit half-word is
    /// spread into 8 digits at once; the 4-digit groups are stored as halves of such a word.
    @inlinable @inline(__always)
    func writeCanonical(_ letterCase: Hex.Case, to p: UnsafeMutableRawPointer) {
        @inline(__always) func digits(_ value: UInt32) -> UInt64 {
            // Memory order: first digit in the lowest byte.
            Hex.asciiDigits(Hex.spreadNibbles(value), letterCase).bigEndian
        }
        let hyphen = UInt8(ascii: "-")
        let a = digits(UInt32(truncatingIfNeeded: high &>> 32))
        let b = digits(UInt32(truncatingIfNeeded: high))
        let c = digits(UInt32(truncatingIfNeeded: low &>> 32))
        let d = digits(UInt32(truncatingIfNeeded: low))
        p.storeBytes(of: a, as: UInt64.self)
        p.storeBytes(of: hyphen, toByteOffset: 8, as: UInt8.self)
        p.storeBytes(of: UInt32(truncatingIfNeeded: b), toByteOffset: 9, as: UInt32.self)
        p.storeBytes(of: hyphen, toByteOffset: 13, as: UInt8.self)
        p.storeBytes(of: UInt32(truncatingIfNeeded: b &>> 32), toByteOffset: 14, as: UInt32.self)
        p.storeBytes(of: hyphen, toByteOffset: 18, as: UInt8.self)
        p.storeBytes(of: UInt32(truncatingIfNeeded: c), toByteOffset: 19, as: UInt32.self)
        p.storeBytes(of: hyphen, toByteOffset: 23, as: UInt8.self)
        p.storeBytes(of: UInt32(truncatingIfNeeded: c &>> 32), toByteOffset: 24, as: UInt32.self)
        p.storeBytes(of: d, toByteOffset: 28, as: UInt64.self)
    }
}

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
        // The 32 digits are made once, before the form decides where they go.
        let digits = HexDigits(self, format == .uppercase ? .upper : .lower)
        switch format {
        case .canonical, .uppercase:
            digits.writeCanonical(to: destination)
        case .hyphenless:
            digits.writeHyphenless(to: destination)
        case .braced:
            destination.storeBytes(of: UInt8(ascii: "{"), as: UInt8.self)
            digits.writeCanonical(to: destination + 1)
            destination.storeBytes(of: UInt8(ascii: "}"), toByteOffset: 37, as: UInt8.self)
        case .urn:
            // "urn:uuid" as one little-endian word, then the colon.
            destination.storeBytes(of: 0x6469_7575_3A6E_7275, as: UInt64.self)
            destination.storeBytes(of: UInt8(ascii: ":"), toByteOffset: 8, as: UInt8.self)
            digits.writeCanonical(to: destination + 9)
        }
        return format.length
    }

    /// The 32 hex digits of a UUID as four words in memory order (digits 0-7, 8-15, 16-23,
    /// 24-31), ready to be stored around the hyphens of whichever form.
    @usableFromInline
    struct HexDigits {
        @usableFromInline let a: UInt64, b: UInt64, c: UInt64, d: UInt64

        @inlinable @inline(__always)
        init(_ uuid: RFCUUID, _ letterCase: Hex.Case) {
            #if _endian(little)
            // Each half of the UUID becomes 16 digits in one vector (``Hex/digits(ofBytes:_:)``).
            let first = Hex.digits(ofBytes: uuid.high.bigEndian, letterCase)
            let second = Hex.digits(ofBytes: uuid.low.bigEndian, letterCase)
            (a, b, c, d) = (first[0], first[1], second[0], second[1])
            #else
            @inline(__always) func digits(_ value: UInt32) -> UInt64 {
                // Memory order: first digit in the lowest byte.
                Hex.asciiDigits(Hex.spreadNibbles(value), letterCase).bigEndian
            }
            a = digits(UInt32(truncatingIfNeeded: uuid.high &>> 32))
            b = digits(UInt32(truncatingIfNeeded: uuid.high))
            c = digits(UInt32(truncatingIfNeeded: uuid.low &>> 32))
            d = digits(UInt32(truncatingIfNeeded: uuid.low))
            #endif
        }

        /// 8-4-4-4-12 digits with hyphens at offsets 8, 13, 18 and 23: words and half-words.
        @inlinable @inline(__always)
        func writeCanonical(to p: UnsafeMutableRawPointer) {
            let hyphen = UInt8(ascii: "-")
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

        /// The 32 digits in a row.
        @inlinable @inline(__always)
        func writeHyphenless(to p: UnsafeMutableRawPointer) {
            p.storeBytes(of: a, as: UInt64.self)
            p.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            p.storeBytes(of: c, toByteOffset: 16, as: UInt64.self)
            p.storeBytes(of: d, toByteOffset: 24, as: UInt64.self)
        }
    }
}

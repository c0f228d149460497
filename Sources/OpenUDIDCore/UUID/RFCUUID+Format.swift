extension RFCUUID {
    /// The shapes of a UUID's text: where the 32 hex digits go and what surrounds them.
    ///
    /// The shape says nothing about the case of the letters `a`-`f`; a ``LetterCase`` chooses
    /// that, so each shape can be written in either case (`uuid.formatted(.braced, case:
    /// .upper)`). ``RFCUUID/formattedLength(_:)`` is the byte count of a shape, the same in both
    /// cases.
    @frozen
    public enum Format: Sendable, Hashable, CaseIterable {
        /// `6ba7b810-9dad-11d1-80b4-00c04fd430c8`: RFC 9562 §4's canonical form, 8-4-4-4-12
        /// digits with four hyphens: 36 bytes. In ``LetterCase/upper`` it is the string
        /// `CFUUIDCreateString` and `NSUUID.UUIDString` return (and OpenUDID 2012 hashes).
        case canonical
        /// `6ba7b8109dad11d180b400c04fd430c8`: the 32 digits, no hyphens: 32 bytes.
        case hyphenless
        /// `{6ba7b810-9dad-11d1-80b4-00c04fd430c8}`: the canonical form in braces: 38 bytes.
        case braced
        /// `urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8`: the URN of RFC 9562 §4: 45 bytes.
        /// The `urn:uuid:` prefix is written in lowercase, as the RFC writes it, whatever the
        /// ``LetterCase`` of the digits.
        case urn
    }

    /// How many bytes (and characters: the text is ASCII) `format` takes, in either letter
    /// case: 36 for ``Format/canonical``, 32 for ``Format/hyphenless``, 38 for
    /// ``Format/braced`` and 45 for ``Format/urn``. ``write(_:case:to:)`` needs this much free
    /// room in its span.
    @inlinable
    public static func formattedLength(_ format: Format = .canonical) -> Int {
        switch format {
        case .canonical: return 36
        case .hyphenless: return 32
        case .braced: return 38
        case .urn: return 45
        }
    }

    /// The longest shape, in bytes: 45, the length of ``Format/urn``. A span with this much free
    /// room fits every ``Format`` in either ``LetterCase``.
    public static let maximumFormattedLength = 45
}

extension RFCUUID: CustomStringConvertible, LosslessStringConvertible {
    /// The canonical lowercase form, `6ba7b810-9dad-11d1-80b4-00c04fd430c8`.
    public var description: String { formatted() }

    /// The UUID as text in `format` (by default the canonical 8-4-4-4-12 form) with its letters
    /// in `letterCase` (by default lowercase).
    ///
    /// ```swift
    /// id.formatted()                          // 6ba7b810-9dad-11d1-80b4-00c04fd430c8
    /// id.formatted(case: .upper)              // 6BA7B810-9DAD-11D1-80B4-00C04FD430C8
    /// id.formatted(.urn, case: .upper)        // urn:uuid:6BA7B810-9DAD-11D1-80B4-00C04FD430C8
    /// ```
    @inlinable
    public func formatted(_ format: Format = .canonical, case letterCase: LetterCase = .lower) -> String {
        FormattedText(self, format).string(letterCase)
    }

    /// Appends the UUID as text in `format` with its letters in `letterCase` to `output`:
    /// exactly `RFCUUID.formattedLength(format)` bytes (see ``formattedLength(_:)``), nothing
    /// allocated.
    ///
    /// ```swift
    /// let line = [UInt8](capacity: RFCUUID.maximumFormattedLength + 1) { output in
    ///     id.write(.braced, case: .upper, to: &output)
    ///     output.append(UInt8(ascii: "\n"))
    /// }
    /// ```
    ///
    /// - Precondition: `output.freeCapacity >= RFCUUID.formattedLength(format)`. A span too small stops the
    ///   program; nothing is written past its capacity.
    @inlinable @inline(__always)
    public func write(
        _ format: Format = .canonical, case letterCase: LetterCase = .lower,
        to output: inout OutputSpan<UInt8>
    ) {
        FormattedText(self, format).append(letterCase, to: &output, by: "RFCUUID.write(_:case:to:)")
    }

    /// A UUID and the shape to write it in: the ``FixedWidthText`` of ``formatted(_:case:)``
    /// and ``write(_:case:to:)``.
    @usableFromInline @frozen
    struct FormattedText: FixedWidthText {
        @usableFromInline let uuid: RFCUUID
        @usableFromInline let format: Format

        @inlinable @inline(__always)
        init(_ uuid: RFCUUID, _ format: Format) {
            self.uuid = uuid
            self.format = format
        }

        @inlinable
        var textByteCount: Int { RFCUUID.formattedLength(format) }

        @inlinable @inline(__always)
        func writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
            uuid.writeUnchecked(format, letterCase, to: destination)
        }
    }

    /// Writes the text at `destination`, which must have room for `RFCUUID.formattedLength(format)`
    /// bytes. The
    /// sized ``write(_:case:to:)``, ``formatted(_:case:)`` (through ``FormattedText``) and
    /// OpenUDID 2012's hashing (which writes the UPPERCASE form straight into an MD5 block) all
    /// end here.
    @inlinable @inline(__always)
    func writeUnchecked(_ format: Format, _ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        // The 32 digits are made once, before the form decides where they go.
        let digits = HexDigits(self, letterCase)
        switch format {
        case .canonical:
            digits.writeCanonical(to: destination)
        case .hyphenless:
            digits.writeHyphenless(to: destination)
        case .braced:
            destination.storeBytes(of: UInt8(ascii: "{"), as: UInt8.self)
            digits.writeCanonical(to: destination + 1)
            destination.storeBytes(of: UInt8(ascii: "}"), toByteOffset: 37, as: UInt8.self)
        case .urn:
            // "urn:uuid" as one word, first character in the lowest byte, then the colon.
            destination.storeBytes(of: UInt64(0x6469_7575_3A6E_7275).littleEndian, as: UInt64.self)
            destination.storeBytes(of: UInt8(ascii: ":"), toByteOffset: 8, as: UInt8.self)
            digits.writeCanonical(to: destination + 9)
        }
    }

    /// The 32 hex digits of a UUID as four words in memory order (digits 0-7, 8-15, 16-23,
    /// 24-31), ready to be stored around the hyphens of whichever form.
    @usableFromInline
    struct HexDigits {
        @usableFromInline let a: UInt64, b: UInt64, c: UInt64, d: UInt64

        @inlinable @inline(__always)
        init(_ uuid: RFCUUID, _ letterCase: LetterCase) {
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

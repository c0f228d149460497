extension DeviceIDTool {
    /// `md5Encrypt:` over UTF-8 bytes: MD5 of the bytes before the first NUL.
    ///
    /// The source hashes `strlen(UTF8String)` bytes, and `UTF8String` writes U+0000 as a zero
    /// byte, so everything from the first U+0000 on is ignored: `"ABC\u{0}X"` hashes as `"ABC"`.
    @inlinable
    static func md5Encrypt(_ bytes: UnsafeRawBufferPointer) -> MD5Digest {
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return MD5.hash(bufferPointer: UnsafeRawBufferPointer(rebasing: bytes[..<end]))
    }

    /// The four-digit check digest of a string, from its UTF-8 `bytes`: the first four
    /// UPPERCASE hex digits of MD5hex(MD5hex(first 8 units) + MD5hex(first 10 units)), as a
    /// 16-bit number (the first two digest bytes).
    ///
    /// Requires at least ``secondLength`` UTF-16 units.
    ///
    /// Fails with ``DeviceIDError/unencodablePrefix(length:)`` when the 8- or 10-unit prefix
    /// ends in half a surrogate pair (the source crashes hashing it). A `Result` rather than
    /// `throws`, so the non-throwing check can switch over the failure.
    @inlinable
    static func checkDigest(utf8 bytes: UnsafeRawBufferPointer) -> Result<UInt16, DeviceIDError> {
        guard let first = utf8Count(ofUTF16Prefix: firstLength, in: bytes) else {
            return .failure(.unencodablePrefix(length: firstLength))
        }
        guard let second = utf8Count(ofUTF16Prefix: secondLength, in: bytes) else {
            return .failure(.unencodablePrefix(length: secondLength))
        }
        let a = md5Encrypt(UnsafeRawBufferPointer(rebasing: bytes[..<first]))
        let b = md5Encrypt(UnsafeRawBufferPointer(rebasing: bytes[..<second]))
        // `%02X` per byte: UPPERCASE. The 64 hex digits are ASCII without NUL, so the outer
        // `strlen` sees all of them.
        var combined = MessageBlock()
        let digest = withUnsafeMutableBytes(of: &combined.words) { storage in
            a.writeText(.upper, to: storage.baseAddress!)
            b.writeText(.upper, to: storage.baseAddress! + 32)
            return MD5.hash(bufferPointer: UnsafeRawBufferPointer(storage))
        }
        return .success(UInt16(truncatingIfNeeded: digest.high &>> 48))
    }

    /// Writes the suffix `-XXXX` for `digest` (UPPERCASE hex) at `destination`, five bytes.
    @inlinable
    static func writeSuffix(_ digest: UInt16, to destination: UnsafeMutableRawPointer) {
        destination.storeBytes(of: UInt8(ascii: "-"), as: UInt8.self)
        for index in 0..<digestLength {
            let nibble = UInt8(truncatingIfNeeded: digest &>> UInt16(12 - 4 * index)) & 0xF
            let ascii = nibble < 10 ? nibble &+ 0x30 : nibble &+ 0x37
            destination.storeBytes(of: ascii, toByteOffset: 1 + index, as: UInt8.self)
        }
    }

    /// The five-character suffix `-XXXX` that ``encryptUUID(_:)`` appends to `string`.
    ///
    /// - Throws: ``DeviceIDError/unencodablePrefix(length:)`` as ``encryptUUID(_:)`` does.
    /// - Precondition: `string` has at least ``secondLength`` UTF-16 units.
    public static func checkSuffix(of string: some StringProtocol) throws(DeviceIDError) -> String {
        precondition(utf16Length(of: string) >= secondLength, "the check digest hashes the first \(secondLength) units")
        let digest = try withUTF8Bytes(of: string) { (bytes) throws(DeviceIDError) in try checkDigest(utf8: bytes).get() }
        return String(unsafeUninitializedCapacity: suffixLength) { buffer in
            writeSuffix(digest, to: UnsafeMutableRawPointer(buffer.baseAddress!))
            return suffixLength
        }
    }
}

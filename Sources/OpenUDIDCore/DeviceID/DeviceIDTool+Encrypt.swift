extension DeviceIDTool {
    /// `encryptUUID:`: a string longer than 20 UTF-16 units with `-` and a four-digit check
    /// digest appended; shorter strings come back unchanged.
    ///
    /// The digest is the first four UPPERCASE hex digits of
    /// MD5hex(MD5hex(first 8 units) + MD5hex(first 10 units)), each MD5hex written with `%02X`
    /// and each MD5 taken over the UTF-8 bytes up to the first NUL (see the README's quirks).
    ///
    /// ```swift
    /// try DeviceIDTool.encryptUUID("599F9C00-92DC-4B5C-9464-7971F01F8370")
    /// // "599F9C00-92DC-4B5C-9464-7971F01F8370-" + 4 digits
    /// try DeviceIDTool.encryptUUID("short")   // "short"
    /// ```
    ///
    /// Only the first ten units are hashed: every string sharing them gets the same digest.
    ///
    /// - Throws: ``DeviceIDError/unencodablePrefix(length:)`` when the 8- or 10-unit prefix cuts
    ///   a surrogate pair in half (the source crashes in `strlen(NULL)`).
    public static func encryptUUID(_ uuid: String) throws(DeviceIDError) -> String {
        guard utf16Length(of: uuid) > minimumLengthExcluded else { return uuid }
        return try withUTF8Bytes(of: uuid) { (bytes) throws(DeviceIDError) -> String in
            let digest = try checkDigest(utf8: bytes).get()
            let count = bytes.count + suffixLength
            return String(unsafeUninitializedCapacity: count) { buffer in
                let base = UnsafeMutableRawPointer(buffer.baseAddress!)
                base.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
                writeSuffix(digest, to: base + bytes.count)
                return count
            }
        }
    }

    /// `encryptUUID:` of an optional: `nil` stays `nil`, as a message to `nil` answers `nil`.
    /// (A separate label, so that a plain `String` argument never has two overloads to pick.)
    ///
    /// This is what `generatorDeviceId` returns when `identifierForVendor` is `nil`.
    public static func encryptUUID(orNil uuid: String?) throws(DeviceIDError) -> String? {
        guard let uuid else { return nil }
        return try encryptUUID(uuid)
    }
}

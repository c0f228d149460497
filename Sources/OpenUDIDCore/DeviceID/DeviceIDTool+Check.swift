extension DeviceIDTool {
    /// `checkDeviceIdAvailable:`: whether `deviceId` is longer than five units and is its first
    /// `length - 5` units passed through ``encryptUUID(_:)``, with the digest actually appended.
    ///
    /// Never traps. On an ID whose first 8 or 10 units split a surrogate pair the source crashes;
    /// this answers no with ``DeviceIDCheck/Reason/unencodablePrefix(length:)``.
    ///
    /// ```swift
    /// DeviceIDTool.checkDeviceIdAvailable("599F9C00-92DC-4B5C-9464-7971F01F8370-0000").code
    /// // "digest-mismatch" (unless 0000 happens to be the digest)
    /// ```
    public static func checkDeviceIdAvailable(_ deviceId: String?) -> DeviceIDCheck {
        // A message to nil answers 0 for `length`.
        guard let deviceId else { return DeviceIDCheck(reason: .tooShort, length: 0) }
        let length = utf16Length(of: deviceId)
        guard length > suffixLength else { return DeviceIDCheck(reason: .tooShort, length: length) }
        // `encryptUUID:` of the first length - 5 units returns them unchanged at 20 or fewer,
        // and then `![encrypt isEqualToString:uuid]` is false.
        guard length - suffixLength > minimumLengthExcluded else {
            return DeviceIDCheck(reason: .noDigest, length: length)
        }
        let reason = withUTF8Bytes(of: deviceId) { bytes -> DeviceIDCheck.Reason in
            // The prefix of length - 5 > 20 units starts with the same 8 and 10 units as the ID.
            let digest: UInt16
            switch checkDigest(utf8: bytes) {
            case let .success(value): digest = value
            case let .failure(.unencodablePrefix(prefix)): return .unencodablePrefix(length: prefix)
            case .failure: return .unencodablePrefix(length: secondLength)  // not produced
            }
            // `[encrypt isEqualToString:deviceId]` compares UTF-16 units; the encrypted string
            // is the same prefix plus "-XXXX", so only the last five units matter. They equal
            // five ASCII characters exactly when the last five UTF-8 bytes are those characters.
            var expected: (UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0)
            let matches = withUnsafeMutableBytes(of: &expected) { suffix in
                writeSuffix(digest, to: suffix.baseAddress!)
                return bytes.count >= suffixLength
                    && bytes[(bytes.count - suffixLength)...].elementsEqual(suffix)
            }
            if matches { return .valid }
            let expectedText = withUnsafeBytes(of: expected) { String(decoding: $0, as: UTF8.self) }
            let found = String(decoding: Array(deviceId.utf16.suffix(suffixLength)), as: UTF16.self)
            return .digestMismatch(expected: expectedText, found: found)
        }
        return DeviceIDCheck(reason: reason, length: length)
    }
}

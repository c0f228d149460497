extension DeviceIDTool {
    /// `deviceUUID` applied to an ID: the ID without its last five UTF-16 units.
    ///
    /// The source strips the suffix without checking it is there, so any ID longer than five
    /// units loses its last five, and an ID of exactly five comes back whole (`0 > 0` is false).
    /// `nil` comes back `nil`: the source sends `substringToIndex:` to `nil`.
    ///
    /// ```swift
    /// try DeviceIDTool.deviceUUID(of: "599F9C00-92DC-4B5C-9464-7971F01F8370-1A2B")
    /// // "599F9C00-92DC-4B5C-9464-7971F01F8370"
    /// try DeviceIDTool.deviceUUID(of: "abc")   // throws .shorterThanSuffix(length: 3)
    /// ```
    ///
    /// - Throws: ``DeviceIDError/shorterThanSuffix(length:)`` for a non-nil ID of fewer than five
    ///   units, empty included (the source's unsigned subtraction wraps and `substringToIndex:`
    ///   raises); ``DeviceIDError/unrepresentableResult(length:)`` when the cut splits a
    ///   surrogate pair.
    public static func deviceUUID(of deviceId: String?) throws(DeviceIDError) -> String? {
        guard let deviceId else { return nil }
        let length = utf16Length(of: deviceId)
        guard length >= suffixLength else { throw .shorterThanSuffix(length: length) }
        guard length > suffixLength else { return deviceId }
        let keep = length - suffixLength
        return try withUTF8Bytes(of: deviceId) { (bytes) throws(DeviceIDError) -> String in
            guard let count = utf8Count(ofUTF16Prefix: keep, in: bytes) else {
                throw .unrepresentableResult(length: keep)
            }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
        }
    }
}

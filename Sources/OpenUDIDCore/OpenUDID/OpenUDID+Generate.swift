extension OpenUDID {
    /// A fresh OpenUDID made as the 2012 library makes it, with randomness from
    /// ``SecureRandom``.
    @inlinable
    public static func generate() -> OpenUDID {
        var random = SecureRandom()
        return generate(using: &random)
    }

    /// A fresh OpenUDID made as the 2012 library makes it, with randomness from `generator`:
    ///
    /// 1. a version 4 UUID (``RFCUUID/v4(using:)``: two `next()` calls);
    /// 2. the MD5 of the UTF-8 of its UPPERCASE canonical string (what `CFUUIDCreateString`
    ///    returns), as 32 lowercase hex digits;
    /// 3. a 32-bit suffix: the low 32 bits of one more `next()` call. The source computes
    ///    `arc4random() % NSUIntegerMax`, which on 64-bit devices leaves every 32-bit value
    ///    unchanged, so the suffix is uniform.
    @inlinable
    public static func generate(using generator: inout some RandomNumberGenerator) -> OpenUDID {
        let uuid = RFCUUID.v4(using: &generator)
        let suffix = UInt32(truncatingIfNeeded: generator.next())
        return OpenUDID(hashing: uuid, suffix: suffix)
    }

    /// The OpenUDID the 2012 generator makes from `uuid` and `suffix`: the MD5 of the UUID's
    /// UPPERCASE canonical string, then the suffix.
    @inlinable
    public init(hashing uuid: RFCUUID, suffix: UInt32) {
        // The 36-byte string is built on the stack and hashed as one padded block.
        var text = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        let digest = Swift.withUnsafeMutableBytes(of: &text) { buffer in
            let length = uuid.write(.uppercase, to: buffer.baseAddress!)
            return MD5.hashShort(UnsafeRawBufferPointer(rebasing: buffer[..<length]))
        }
        self.init(digest: digest, suffix: suffix)
    }
}

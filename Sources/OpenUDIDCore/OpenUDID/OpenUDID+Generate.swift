extension OpenUDID {
    /// A fresh OpenUDID made as the 2012 library makes it, with randomness from
    /// ``SecureRandom``.
    ///
    /// The three random words are drawn with one ``SecureRandom/fill(_:)`` (one look-up of the
    /// thread's stream instead of three).
    @inlinable
    public static func generate() -> OpenUDID {
        var random = SecureRandom()
        var words = (UInt64(0), UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &words) { random.fill($0) }
        defer { words = (0, 0, 0) }
        return OpenUDID(
            hashing: RFCUUID(high: words.0, low: words.1).stamped(version: 4),
            suffix: UInt32(truncatingIfNeeded: words.2))
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
        // The 36-byte string is written straight into the MD5 block, and hashed there.
        let digest = MD5.hashOneBlock(messageLength: 36) { uuid.writeUnchecked(.canonical, .upper, to: $0) }
        self.init(digest: digest, suffix: suffix)
    }
}

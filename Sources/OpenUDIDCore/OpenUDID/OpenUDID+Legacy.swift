extension OpenUDID {
    /// A fresh OpenUDID made as the 2011 library makes it, with a process-unique string from
    /// ``ProcessUniqueString/next()`` and randomness from ``SecureRandom``.
    public static func generateLegacy() -> OpenUDID {
        var random = SecureRandom()
        return generateLegacy(processUniqueString: ProcessUniqueString.next(), using: &random)
    }

    /// A fresh OpenUDID made as the 2011 library makes it:
    ///
    /// 1. the MD5 of the UTF-8 of `processUniqueString` (the source hashes
    ///    `NSProcessInfo.globallyUniqueString`: host name, process id, time stamp);
    /// 2. a suffix of ``legacySuffix(_:)`` applied to the low 32 bits of one `next()` call,
    ///    standing in for `arc4random()`.
    @inlinable
    public static func generateLegacy(
        processUniqueString: some StringProtocol,
        using generator: inout some RandomNumberGenerator
    ) -> OpenUDID {
        let digest = MD5.hash(processUniqueString)
        let random = UInt32(truncatingIfNeeded: generator.next())
        return OpenUDID(digest: digest, suffix: legacySuffix(random))
    }

    /// The 2011 suffix: `arc4random() % 4294967295`, reproduced on purpose.
    ///
    /// 4294967295 is 2^32 − 1, not 2^32: the one 32-bit value equal to it maps to 0. So 0 is
    /// twice as likely as any other suffix and `ffffffff` never occurs.
    @inlinable
    public static func legacySuffix(_ random: UInt32) -> UInt32 {
        random % 4_294_967_295
    }
}

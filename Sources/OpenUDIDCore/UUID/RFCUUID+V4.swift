extension RFCUUID {
    /// A version 4 UUID: 122 random bits from ``SecureRandom`` (RFC 9562 §5.4).
    @inlinable
    public static func v4() -> RFCUUID {
        var random = SecureRandom()
        return v4(using: &random)
    }

    /// A version 4 UUID whose 122 random bits come from `generator`: two `next()` calls, the
    /// first for bytes 0-7 and the second for bytes 8-15, then the version and variant bits are
    /// overwritten. Pass a seeded generator to reproduce a UUID exactly.
    @inlinable
    public static func v4(using generator: inout some RandomNumberGenerator) -> RFCUUID {
        let high = generator.next()
        let low = generator.next()
        return RFCUUID(high: high, low: low).stamped(version: 4)
    }
}

extension RFCUUID {
    /// A version 8 UUID (RFC 9562 §5.8) of the caller's 128 bits: the version field becomes 8
    /// and the variant field `10`, the other 122 bits are kept as given. What they mean is the
    /// caller's to define; the RFC asks only that they be unique in the application.
    ///
    /// ```swift
    /// RFCUUID.v8(high: 0x2489_E9AD_2EE2_0E00, low: 0x0EC9_32D5_F691_81C0)
    /// // 2489e9ad-2ee2-8e00-8ec9-32d5f69181c0 (RFC 9562 appendix B.1)
    /// ```
    @inlinable
    public static func v8(high: UInt64, low: UInt64) -> RFCUUID {
        RFCUUID(high: high, low: low).stamped(version: 8)
    }

    /// A version 8 UUID of 16 bytes in network order; see ``v8(high:low:)``. Bytes 6 and 8 lose
    /// their top four and two bits to the version and variant.
    @inlinable
    public static func v8(
        bytes: (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        )
    ) -> RFCUUID {
        let raw = RFCUUID(bytes: bytes)
        return v8(high: raw.high, low: raw.low)
    }

    /// A version 8 UUID from the three custom fields of RFC 9562 §5.8: `custom_a` (the low 48
    /// bits of `customA`, bytes 0-5), `custom_b` (the low 12 bits of `customB`, after the
    /// version) and `custom_c` (the low 62 bits of `customC`, after the variant).
    @inlinable
    public init(v8CustomA customA: UInt64, customB: UInt16, customC: UInt64) {
        self.init(version: 8, leading48: customA, middle12: customB, trailing62: customC)
    }
}

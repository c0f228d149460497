extension RFCUUID {
    /// A version 3 (MD5, name-based) UUID: the MD5 of the namespace's 16 bytes followed by the
    /// name, with the version and variant bits set (RFC 9562 §5.3). The same namespace and
    /// name always give the same UUID.
    ///
    /// ```swift
    /// RFCUUID.v3(namespace: .dns, name: "www.example.com")
    /// // 5df41881-3aed-3515-88a7-2f4a814cf09e (RFC 9562 appendix A.2)
    /// ```
    @inlinable
    public static func v3(namespace: RFCUUID, name: some StringProtocol) -> RFCUUID {
        withUTF8Bytes(of: name) { v3(namespace: namespace, nameBytes: $0) }
    }

    /// A version 3 UUID of a name given as raw bytes.
    @inlinable
    public static func v3(namespace: RFCUUID, nameBytes: UnsafeRawBufferPointer) -> RFCUUID {
        nameBased(MD5.self, version: 3, namespace: namespace, nameBytes: nameBytes) { ($0.high, $0.low) }
    }

    /// The namespace for fully qualified domain names (RFC 9562 §6.6).
    public static let dns = RFCUUID(high: 0x6BA7_B810_9DAD_11D1, low: 0x80B4_00C0_4FD4_30C8)
    /// The namespace for URLs (RFC 9562 §6.6).
    public static let url = RFCUUID(high: 0x6BA7_B811_9DAD_11D1, low: 0x80B4_00C0_4FD4_30C8)
    /// The namespace for ISO object identifiers (RFC 9562 §6.6).
    public static let oid = RFCUUID(high: 0x6BA7_B812_9DAD_11D1, low: 0x80B4_00C0_4FD4_30C8)
    /// The namespace for X.500 distinguished names (RFC 9562 §6.6).
    public static let x500 = RFCUUID(high: 0x6BA7_B814_9DAD_11D1, low: 0x80B4_00C0_4FD4_30C8)
}

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
    ///
    /// Names of up to 39 bytes (a host name, many URLs) make a message that
    /// fits one padded MD5 block: the namespace and the name are written straight into that
    /// block on the stack and compressed once, without the streaming hasher's buffering.
    @inlinable
    public static func v3(namespace: RFCUUID, nameBytes: UnsafeRawBufferPointer) -> RFCUUID {
        let count = nameBytes.count
        guard count <= oneBlockNameLength else {
            return nameBased(MD5.self, version: 3, namespace: namespace, nameBytes: nameBytes) { ($0.high, $0.low) }
        }
        let digest = MD5.hashOneBlock(messageLength: 16 &+ count) { block in
            // The namespace's 16 bytes in network order, then the name.
            block.storeBytes(of: namespace.high.bigEndian, as: UInt64.self)
            block.storeBytes(of: namespace.low.bigEndian, toByteOffset: 8, as: UInt64.self)
            if count > 0 { (block + 16).copyMemory(from: nameBytes.baseAddress.unsafelyUnwrapped, byteCount: count) }
        }
        return RFCUUID(bits: digest.bits).stamped(version: 3)
    }

    /// The longest name, in bytes, whose version 3 message (16 bytes of namespace, then the
    /// name) fits in one padded MD5 block: 39, since one block holds 55 bytes of message.
    @inlinable
    static var oneBlockNameLength: Int { 55 - 16 }

    /// The namespace for fully qualified domain names (RFC 9562 §6.6).
    public static let dns = RFCUUID(high: 0x6BA7_B810_9DAD_11D1, low: 0x80B4_00C0_4FD4_30C8)
    /// The namespace for URLs (RFC 9562 §6.6).
    public static let url = RFCUUID(high: 0x6BA7_B811_9DAD_11D1, low: 0x80B4_00C0_4FD4_30C8)
    /// The namespace for ISO object identifiers (RFC 9562 §6.6).
    public static let oid = RFCUUID(high: 0x6BA7_B812_9DAD_11D1, low: 0x80B4_00C0_4FD4_30C8)
    /// The namespace for X.500 distinguished names (RFC 9562 §6.6).
    public static let x500 = RFCUUID(high: 0x6BA7_B814_9DAD_11D1, low: 0x80B4_00C0_4FD4_30C8)
}

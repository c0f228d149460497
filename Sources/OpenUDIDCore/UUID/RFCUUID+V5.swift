extension RFCUUID {
    /// A version 5 (SHA-1, name-based) UUID: the first 16 bytes of the SHA-1 of the namespace's
    /// 16 bytes followed by the name, with the version and variant bits set (RFC 9562 §5.5).
    /// The same namespace and name always give the same UUID.
    ///
    /// RFC 9562 §6.5 prefers version 5 to version 3 for new names; both take the namespaces
    /// ``dns``, ``url``, ``oid`` and ``x500`` (§6.6) or any UUID.
    ///
    /// ```swift
    /// RFCUUID.v5(namespace: .dns, name: "www.example.com")
    /// // 2ed6657d-e927-568b-95e1-2665a8aea6a2 (RFC 9562 appendix A.4)
    /// ```
    @inlinable
    public static func v5(namespace: RFCUUID, name: some StringProtocol) -> RFCUUID {
        withUTF8Bytes(of: name) { v5(namespace: namespace, nameBytes: $0) }
    }

    /// A version 5 UUID of a name given as raw bytes.
    @inlinable
    public static func v5(namespace: RFCUUID, nameBytes: UnsafeRawBufferPointer) -> RFCUUID {
        // SHA-1's 20 bytes: the last four (H4) are dropped.
        nameBased(SHA1.self, version: 5, namespace: namespace, nameBytes: nameBytes) { ($0.high, $0.middle) }
    }
}

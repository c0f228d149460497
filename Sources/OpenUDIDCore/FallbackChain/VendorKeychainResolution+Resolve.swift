extension VendorKeychainResolution {
    /// Seed 002's `getIDFV` over values: the stored IDFV when the keychain item loads, else the
    /// current IDFV (UPPERCASE), saved into a new item.
    ///
    /// The stored value is returned as it is, never compared with the current IDFV, so after
    /// the vendor's apps are all deleted and reinstalled the old IDFV lives on: that is the
    /// point of the scheme.
    ///
    /// ```swift
    /// let idfv = try RFCUUID(parsing: "599F9C00-92DC-4B5C-9464-7971F01F8370")
    /// try VendorKeychainResolution.resolve(keychain: nil, vendorID: idfv).keychainWrite
    /// // "599F9C00-92DC-4B5C-9464-7971F01F8370"
    /// ```
    ///
    /// - Throws: ``FallbackChainError/vendorIDUnavailable`` on a first launch without an IDFV;
    ///   ``FallbackChainError/keychainItemNotADictionary`` for an item of another type.
    public static func resolve(keychain: VendorKeychainItem?, vendorID: RFCUUID?) throws(FallbackChainError) -> VendorKeychainResolution {
        switch keychain {
        case let .dictionary(password)?:
            return VendorKeychainResolution(id: password, keychainWrite: nil)
        case .notADictionary?:
            throw .keychainItemNotADictionary
        case nil:
            guard let vendorID else { throw .vendorIDUnavailable }
            let idfv = vendorID.formatted(case: .upper)
            return VendorKeychainResolution(id: idfv, keychainWrite: idfv)
        }
    }
}

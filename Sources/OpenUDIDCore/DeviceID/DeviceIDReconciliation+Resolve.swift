extension DeviceIDReconciliation {
    /// `+[DeviceIDTool deviceID]` over values, checking in the source's order.
    ///
    /// 1. Both stores of length 0 (`nil` or empty): fresh ID into both.
    /// 2. Check both values (``DeviceIDTool/checkDeviceIdAvailable(_:)``).
    /// 3. Keychain value starts with the IDFV: it wins; the pasteboard is rewritten with it.
    /// 4. Pasteboard value starts with the IDFV: it wins; the keychain is rewritten with it.
    /// 5. Both valid: equal, the keychain's (no write); different, the pasteboard's, into the
    ///    keychain.
    /// 6. One valid: it wins and is written into the other store.
    /// 7. None valid: fresh ID into both.
    ///
    /// The fresh ID is `encryptUUID:` of the UPPERCASE IDFV, `nil` when there is no IDFV; a nil
    /// fresh ID is returned and nothing is written (`KeychainItemWrapper` ignores a nil object;
    /// the pasteboard setter with nil is modelled as no write). "Starts with" is Cocoa's
    /// `hasPrefix:`: literal UTF-16 units, and never true for a `nil` IDFV or a `nil` value.
    ///
    /// ```swift
    /// let idfv = try RFCUUID(parsing: "599F9C00-92DC-4B5C-9464-7971F01F8370")
    /// let first = try DeviceIDReconciliation.resolve(DeviceIDStores(), vendorID: idfv)
    /// first.branch                                   // .bothEmpty, written into both
    /// let stores = DeviceIDStores().applying(first)
    /// try DeviceIDReconciliation.resolve(stores, vendorID: idfv).id == first.id   // true
    /// ```
    ///
    /// - Throws: ``DeviceIDError/unencodableStoreValue(store:length:)`` naming the store whose
    ///   value is long enough to be hashed and whose first 8 or 10 units split a surrogate pair
    ///   (the keychain's when both do): the source crashes in `checkDeviceIdAvailable:` before
    ///   deciding anything.
    public static func resolve(_ stores: DeviceIDStores, vendorID: RFCUUID?) throws(DeviceIDError) -> DeviceIDReconciliation {
        let keychain = stores.keychain
        let pasteboard = stores.pasteboard
        // `[[[UIDevice currentDevice] identifierForVendor] UUIDString]`: UPPERCASE, or nil.
        let vendor = vendorID?.formatted(case: .upper)

        func fresh(_ branch: Branch, _ checks: (DeviceIDCheck, DeviceIDCheck)? = nil) throws(DeviceIDError) -> DeviceIDReconciliation {
            // The IDFV is 36 ASCII units, so encryptUUID cannot fail on it; `try` keeps the
            // path typed rather than asserting.
            let id = try DeviceIDTool.encryptUUID(orNil: vendor)
            return DeviceIDReconciliation(
                id: id, branch: branch, keychainWrite: id, pasteboardWrite: id,
                keychainCheck: checks?.0, pasteboardCheck: checks?.1)
        }

        if (keychain ?? "").isEmpty && (pasteboard ?? "").isEmpty {
            return try fresh(.bothEmpty)
        }

        let check1 = DeviceIDTool.checkDeviceIdAvailable(keychain)
        let check2 = DeviceIDTool.checkDeviceIdAvailable(pasteboard)
        for (store, check) in [(DeviceIDStore.keychain, check1), (.pasteboard, check2)] {
            if case let .unencodablePrefix(length) = check.reason { throw .unencodableStoreValue(store: store, length: length) }
        }

        func outcome(_ id: String?, _ branch: Branch, keychain: String? = nil, pasteboard: String? = nil) -> DeviceIDReconciliation {
            DeviceIDReconciliation(
                id: id, branch: branch, keychainWrite: keychain, pasteboardWrite: pasteboard,
                keychainCheck: check1, pasteboardCheck: check2)
        }

        if let keychain, keychain.cocoaHasPrefix(vendor) {
            return outcome(keychain, .keychainHasVendorPrefix, pasteboard: keychain)
        }
        if let pasteboard, pasteboard.cocoaHasPrefix(vendor) {
            return outcome(pasteboard, .pasteboardHasVendorPrefix, keychain: pasteboard)
        }
        switch (check1.isAvailable, check2.isAvailable) {
        case (true, true):
            // Both non-nil: a valid check needs a value longer than 25 units.
            if keychain!.isLiterallyEqual(to: pasteboard!) { return outcome(keychain, .bothValidEqual) }
            return outcome(pasteboard, .bothValidDifferent, keychain: pasteboard)
        case (true, false):
            return outcome(keychain, .keychainValid, pasteboard: keychain)
        case (false, true):
            return outcome(pasteboard, .pasteboardValid, keychain: pasteboard)
        case (false, false):
            return try fresh(.noneValid, (check1, check2))
        }
    }

    /// ``resolve(_:vendorID:)`` with the stores' values given separately.
    @inlinable
    public static func resolve(keychain: String?, pasteboard: String?, vendorID: RFCUUID?) throws(DeviceIDError) -> DeviceIDReconciliation {
        try resolve(DeviceIDStores(keychain: keychain, pasteboard: pasteboard), vendorID: vendorID)
    }
}

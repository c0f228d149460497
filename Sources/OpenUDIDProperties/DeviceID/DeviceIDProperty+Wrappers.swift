import FuzzSupport
import OpenUDIDCore

extension DeviceIDProperty {
    /// Properties 5 to 8, on the same scenario:
    ///
    /// 5. `deviceUUID(of:)` of the text: an error naming the length below 5 UTF-16 units; the
    ///    text itself at 5; otherwise the text less its last 5 units, or an error naming the
    ///    length kept where that cut splits a surrogate pair. `checkSuffix(of:)` is the suffix
    ///    `encryptUUID` appends (from 10 units on). Every verdict and error names its length in
    ///    its description, and `resolve(keychain:pasteboard:vendorID:)` is `resolve(_:vendorID:)`.
    /// 6. Seed 002's `getIDFV` (``VendorKeychainResolution``): a stored dictionary's password
    ///    comes back unchanged with nothing written; without an item the IDFV, UPPERCASE, is
    ///    returned and saved, and a second launch returns it and writes nothing; without an IDFV
    ///    then, or with an item that is not a dictionary, the documented error.
    /// 7. Seed 003's chain returns a cached ID as it is, from the cache, and takes a disabled
    ///    (all-zero) IDFA only under ``ZeroIDFAPolicy/source``.
    static func checkWrappers(_ scenario: DeviceIDScenario) -> String? {
        checkDeviceUUID(scenario) ?? checkVendorKeychain(scenario) ?? checkChainOptions(scenario)
    }

    static func checkDeviceUUID(_ scenario: DeviceIDScenario) -> String? {
        let text = scenario.text, units = Array(text.utf16)
        let result = Result { () throws(DeviceIDError) in try DeviceIDTool.deviceUUID(of: text) }
        let suffix = DeviceIDTool.suffixLength
        let expected: Result<String?, DeviceIDError>
        if units.count < suffix {
            expected = .failure(.shorterThanSuffix(length: units.count))
        } else if units.count == suffix {
            expected = .success(text)
        } else if UTF16.isLeadSurrogate(units[units.count - suffix - 1]) {
            expected = .failure(.unrepresentableResult(length: units.count - suffix))
        } else {
            expected = .success(String(decoding: units.dropLast(suffix), as: UTF16.self))
        }
        guard result == expected else { return "deviceUUID(of:) gives \(result), expected \(expected)" }
        if case let .failure(error) = result {
            let (length, code) =
                units.count < suffix ? (units.count, "shorter-than-suffix") : (units.count - suffix, "unrepresentable-result")
            guard error.description.contains(String(length)), error.code == code, error.store == nil else {
                return "the error \(error.code) (store \(String(describing: error.store))) reads \(show(error.description))"
            }
        }
        if units.count >= DeviceIDTool.secondLength, units.count > DeviceIDTool.minimumLengthExcluded,
            let made = try? DeviceIDTool.encryptUUID(text), let check = try? DeviceIDTool.checkSuffix(of: text)
        {
            guard made.utf16.suffix(suffix).elementsEqual(check.utf16) else {
                return
                    "checkSuffix(of:) is \(show(check)), encryptUUID appended \(show(String(decoding: made.utf16.suffix(suffix), as: UTF16.self)))"
            }
        }
        for value in [scenario.text, scenario.keychain, scenario.pasteboard] {
            let verdict = DeviceIDTool.checkDeviceIdAvailable(value)
            let named: Bool
            switch verdict.reason {
            case .valid, .digestMismatch: named = !verdict.description.isEmpty
            case .tooShort: named = verdict.description.contains(String(verdict.length))
            case .noDigest: named = verdict.description.contains(String(verdict.length - suffix))
            case let .unencodablePrefix(length): named = verdict.description.contains(String(length))
            }
            guard named else { return "the verdict \(verdict.code) of length \(verdict.length) reads \(show(verdict.description))" }
        }
        let stores = DeviceIDStores(keychain: scenario.keychain, pasteboard: scenario.pasteboard)
        let viaValues = Result { () throws(DeviceIDError) in
            try DeviceIDReconciliation.resolve(keychain: scenario.keychain, pasteboard: scenario.pasteboard, vendorID: scenario.vendorID)
        }
        let viaStores = Result { () throws(DeviceIDError) in try DeviceIDReconciliation.resolve(stores, vendorID: scenario.vendorID) }
        guard viaValues == viaStores else {
            return "resolve(keychain:pasteboard:vendorID:) gives \(viaValues), resolve(_:vendorID:) \(viaStores)"
        }
        if case let .failure(error) = viaStores, let store = error.store, !error.description.hasPrefix(store.description + ": ") {
            return "the store error \(error.code) does not name the \(store): \(error.description)"
        }
        if case let .success(outcome) = viaStores, outcome.branch.description != outcome.branch.rawValue {
            return "branch \(outcome.branch.rawValue) describes itself as \(outcome.branch)"
        }
        return nil
    }

    static func checkVendorKeychain(_ scenario: DeviceIDScenario) -> String? {
        let stored = Result { () throws(FallbackChainError) in
            try VendorKeychainResolution.resolve(keychain: .dictionary(password: scenario.keychain), vendorID: scenario.vendorID)
        }
        guard stored == .success(VendorKeychainResolution(id: scenario.keychain, keychainWrite: nil)) else {
            return "getIDFV over a stored password \(scenario.keychain.map(show) ?? "nil") gives \(stored)"
        }
        let wrongType = Result { () throws(FallbackChainError) in
            try VendorKeychainResolution.resolve(keychain: .notADictionary, vendorID: scenario.vendorID)
        }
        guard wrongType == .failure(.keychainItemNotADictionary) else { return "getIDFV over a non-dictionary gives \(wrongType)" }
        let first = Result { () throws(FallbackChainError) in
            try VendorKeychainResolution.resolve(keychain: nil, vendorID: scenario.vendorID)
        }
        guard let vendorID = scenario.vendorID else {
            guard first == .failure(.vendorIDUnavailable) else { return "getIDFV without an item or an IDFV gives \(first)" }
            for error in [FallbackChainError.vendorIDUnavailable, .keychainItemNotADictionary]
            where error.description.isEmpty || error.code.isEmpty {
                return "\(error) has no description or code"
            }
            return nil
        }
        let idfv = vendorID.formatted(case: .upper)
        guard case let .success(outcome) = first, outcome == VendorKeychainResolution(id: idfv, keychainWrite: idfv) else {
            return "getIDFV on first launch gives \(first), expected \(idfv) saved"
        }
        let item = outcome.applied(to: nil)
        let second = Result { () throws(FallbackChainError) in try VendorKeychainResolution.resolve(keychain: item, vendorID: nil) }
        guard second == .success(VendorKeychainResolution(id: idfv, keychainWrite: nil)),
            second.map({ $0.applied(to: item) }) == .success(item)
        else {
            return "getIDFV after saving \(idfv) gives \(second)"
        }
        return nil
    }

    static func checkChainOptions(_ scenario: DeviceIDScenario) -> String? {
        let stores = FallbackChainStores(keychain: scenario.keychain, defaults: scenario.pasteboard)
        let cached = FallbackChainResolution.resolve(stores, idfa: scenario.vendorID, cached: scenario.text, fresh: { .max })
        guard cached.id == scenario.text, cached.source == .cache, cached.source.description == "cache" else {
            return "the chain with a cached ID gives \(show(cached.id)) from \(cached.source)"
        }
        let empty = FallbackChainStores(keychain: nil, defaults: nil)
        let disabled = FallbackChain.disabledIDFA, fresh = RFCUUID(high: 1, low: 2)
        let skipped = FallbackChainResolution.resolve(empty, idfa: disabled, fresh: { fresh })
        let taken = FallbackChainResolution.resolve(empty, idfa: disabled, zeroIDFA: .source, fresh: { fresh })
        guard skipped.id == fresh.formatted(case: .upper), skipped.source == .random,
            taken.id == disabled.formatted(case: .upper), taken.source == .idfa
        else {
            return
                "a disabled IDFA gives \(show(skipped.id)) from \(skipped.source), and as a source \(show(taken.id)) from \(taken.source)"
        }
        // Without a source of its own, a fresh ID is an UPPERCASE version 4 UUID.
        let random = FallbackChainResolution.resolve(empty, idfa: nil)
        guard random.source == .random, let uuid = RFCUUID(random.id), uuid.version == 4, random.id == uuid.formatted(case: .upper) else {
            return "the chain with nothing stored gives \(show(random.id)) from \(random.source)"
        }
        return nil
    }
}

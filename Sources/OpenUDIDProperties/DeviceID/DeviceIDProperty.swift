package import FuzzSupport
package import OpenUDIDCore

/// The properties of the `deviceid` fuzz target; the input decodes to a ``DeviceIDScenario``.
///
/// 1. `checkDeviceIdAvailable` never traps, on the text and on both store values, and agrees
///    with ``DeviceIDReferenceCheck`` (no where the reference crashes, with the
///    `unencodable-prefix` reason).
/// 2. `encryptUUID` returns strings of 20 units or fewer unchanged; longer ones, when it does
///    not throw, come back with a suffix that `check` accepts and `deviceUUID` strips; it throws
///    exactly where the reference crashes.
/// 3. `deviceID`: every write equals the returned ID; once the writes are applied, a second
///    call returns the same ID and changes nothing. It throws only where a store's check is
///    `unencodable-prefix`, and its error names that store (the keychain when both are).
/// 4. Seed 003's chain (keychain, defaults = the pasteboard value, IDFA = the IDFV) writes only
///    into stores that read nil, and is idempotent in the same way.
/// 5-7. The wrappers, the IDFV-keychain scheme's `getIDFV` and the chain's options (``checkWrappers(_:)``).
package enum DeviceIDProperty {
    /// The reconciliation under test, replaceable so that tests can show a wrong one is caught.
    package typealias Resolve = @Sendable (DeviceIDStores, RFCUUID?) throws(DeviceIDError) -> DeviceIDReconciliation

    /// The core's reconciliation.
    package static let coreResolve: Resolve = { (stores, vendor) throws(DeviceIDError) in
        try DeviceIDReconciliation.resolve(stores, vendorID: vendor)
    }

    /// Checks every property for one input; `nil` when all hold.
    package static func check(_ bytes: UnsafeRawBufferPointer) -> PropertyViolation? {
        check(DeviceIDScenario(decoding: bytes))
    }

    /// Checks every property for one scenario.
    package static func check(_ scenario: DeviceIDScenario, resolve: Resolve = coreResolve) -> PropertyViolation? {
        func fail(_ message: String) -> PropertyViolation {
            PropertyViolation(
                "deviceid",
                "\(message); text \(show(scenario.text)), keychain \(scenario.keychain.map(show) ?? "nil"), pasteboard \(scenario.pasteboard.map(show) ?? "nil"), idfv \(scenario.vendorID.map { "\($0)" } ?? "nil")"
            )
        }

        // 1.
        for value in [scenario.text, scenario.keychain, scenario.pasteboard] {
            let verdict = DeviceIDTool.checkDeviceIdAvailable(value)
            let crashes = verdict.code == "unencodable-prefix"
            switch DeviceIDReferenceCheck.check(value) {
            case nil where !crashes, false? where verdict.isAvailable || crashes, true? where !verdict.isAvailable:
                return fail("check of \(value.map(show) ?? "nil") is \(verdict.code), the reference disagrees")
            default: break
            }
        }

        // 2.
        let text = scenario.text
        let units = text.utf16.count
        switch (
            Result { () throws(DeviceIDError) in try DeviceIDTool.encryptUUID(text) }, DeviceIDReferenceCheck.encrypt(Array(text.utf16))
        ) {
        case let (.success(made), .value(expected)):
            guard Array(made.utf16) == expected else { return fail("encryptUUID gave \(show(made))") }
            if units <= 20 { break }
            guard DeviceIDTool.checkDeviceIdAvailable(made).isAvailable else {
                return fail("check rejects encryptUUID's \(show(made))")
            }
            guard let stripped = try? DeviceIDTool.deviceUUID(of: made), stripped.utf8.elementsEqual(text.utf8) else {
                return fail("deviceUUID does not undo encryptUUID on \(show(made))")
            }
        case let (.failure(error), .crash(prefix)):
            guard error == .unencodablePrefix(length: prefix) else { return fail("encryptUUID threw \(error), expected prefix \(prefix)") }
        case let (made, expected):
            return fail("encryptUUID gave \(made), the reference \(expected)")
        }

        // 3.
        let stores = DeviceIDStores(keychain: scenario.keychain, pasteboard: scenario.pasteboard)
        // The store the source crashes on: it checks the keychain first.
        let crashing = [(DeviceIDStore.keychain, stores.keychain), (.pasteboard, stores.pasteboard)].first {
            DeviceIDTool.checkDeviceIdAvailable($0.1).code == "unencodable-prefix"
        }?.0
        let crashes = crashing != nil
        let bothEmpty = (stores.keychain ?? "").isEmpty && (stores.pasteboard ?? "").isEmpty
        do throws(DeviceIDError) {
            let first = try resolve(stores, scenario.vendorID)
            if crashes && !bothEmpty { return fail("deviceID answered where the source crashes") }
            for write in [first.keychainWrite, first.pasteboardWrite] where write != nil {
                guard write == first.id else { return fail("deviceID wrote \(show(write!)) but returned another ID") }
            }
            let after = stores.applying(first)
            let second = try resolve(after, scenario.vendorID)
            guard second.id == first.id, after.applying(second) == after else {
                return fail("deviceID is not idempotent: \(first.branch) then \(second.branch)")
            }
        } catch {
            if !crashes { return fail("deviceID threw \(error) on stores the source handles") }
            if error.store != crashing { return fail("deviceID threw \(error), which does not name the \(crashing!)") }
        }

        // 4.
        let chainStores = FallbackChainStores(keychain: scenario.keychain, defaults: scenario.pasteboard)
        let fresh = RFCUUID(high: 0x0123_4567_89AB_4DEF, low: 0x8123_4567_89AB_CDEF)
        let first = FallbackChainResolution.resolve(chainStores, idfa: scenario.vendorID, fresh: { fresh })
        if (first.keychainWrite != nil) != (chainStores.keychain == nil)
            || (first.defaultsWrite != nil) != (chainStores.defaults == nil)
        {
            return fail("the chain wrote into a store that had a value, or skipped an empty one")
        }
        let chainAfter = chainStores.applying(first)
        let second = FallbackChainResolution.resolve(chainAfter, idfa: scenario.vendorID, fresh: { .max })
        guard second.id == first.id, second.keychainWrite == nil, second.defaultsWrite == nil else {
            return fail("the chain is not idempotent: \(first.source) then \(second.source)")
        }
        return checkWrappers(scenario).map { fail($0) }
    }
}

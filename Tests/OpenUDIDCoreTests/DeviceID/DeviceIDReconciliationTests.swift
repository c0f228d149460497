import Testing
@testable import OpenUDIDCore

@Suite("DeviceIDReconciliation.resolve")
struct DeviceIDReconciliationTests {
    /// The IDFV of a vector (a parser that failed would make the vector's checks fail, not
    /// stop the test process).
    static func vendor(_ text: String?) -> RFCUUID? {
        text.flatMap { RFCUUID($0) }
    }

    @Test(arguments: DeviceIDVectors.reconcile.indices)
    func vector(_ index: Int) {
        let v = DeviceIDVectors.reconcile[index]
        do {
            let r = try DeviceIDReconciliation.resolve(
                keychain: v.keychain, pasteboard: v.pasteboard,
                vendorID: Self.vendor(v.idfv))
            #expect(v.error == nil, "expected \(v.error ?? "")")
            #expect(r.id == v.id)
            #expect(r.branch.rawValue == v.branch)
            #expect(r.keychainWrite == v.keychainWrite)
            #expect(r.pasteboardWrite == v.pasteboardWrite)
        } catch {
            #expect(error.vectorCode == v.error)
        }
    }

    /// Once its writes are applied, a second call returns the same ID and writes nothing new.
    @Test(arguments: DeviceIDVectors.reconcile.indices)
    func idempotent(_ index: Int) throws {
        let v = DeviceIDVectors.reconcile[index]
        let stores = DeviceIDStores(keychain: v.keychain, pasteboard: v.pasteboard)
        guard let first = try? DeviceIDReconciliation.resolve(stores, vendorID: Self.vendor(v.idfv)) else { return }
        let after = stores.applying(first)
        let second = try DeviceIDReconciliation.resolve(after, vendorID: Self.vendor(v.idfv))
        #expect(second.id == first.id)
        #expect(after.applying(second) == after)
    }

    /// Every branch of the source is reached by some vector.
    @Test func everyBranchCovered() {
        let reached = Set(DeviceIDVectors.reconcile.compactMap(\.branch))
        #expect(reached == Set(DeviceIDReconciliation.Branch.allCases.map(\.rawValue)))
    }

    /// The checks are reported, except when the source returned before making them.
    @Test func checksReported() throws {
        let idfv = Self.vendor("599F9C00-92DC-4B5C-9464-7971F01F8370")
        let empty = try DeviceIDReconciliation.resolve(keychain: nil, pasteboard: nil, vendorID: idfv)
        #expect(empty.keychainCheck == nil && empty.pasteboardCheck == nil)
        let junk = try DeviceIDReconciliation.resolve(keychain: "junk-junk", pasteboard: nil, vendorID: idfv)
        #expect(junk.keychainCheck?.code == "no-digest")
        #expect(junk.pasteboardCheck?.code == "too-short")
    }

    /// A value the source crashes on is named by its store; the keychain is checked first.
    @Test func errorsNameTheStore() {
        let crashing = "1234567\u{1F600}" + String(repeating: "x", count: 20)  // unit 8 is a high surrogate
        let valid = "599F9C00-92DC-4B5C-9464-7971F01F8370-A38A"
        for (keychain, pasteboard, store) in [
            (crashing, valid, DeviceIDStore.keychain), (valid, crashing, .pasteboard),
            (crashing, crashing, .keychain), (nil, crashing, .pasteboard),
        ] {
            #expect(throws: DeviceIDError.unencodableStoreValue(store: store, length: 8)) {
                try DeviceIDReconciliation.resolve(keychain: keychain, pasteboard: pasteboard, vendorID: nil)
            }
        }
        let error = DeviceIDError.unencodableStoreValue(store: .pasteboard, length: 10)
        #expect(error.store == .pasteboard && error.code == "unencodable-prefix")
        #expect(
            error.description == "pasteboard: the first 10 UTF-16 units split a surrogate pair (the source crashes: UTF8String is NULL)")
        #expect(DeviceIDError.unencodablePrefix(length: 8).store == nil)
    }
}

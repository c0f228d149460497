import Testing
import OpenUDIDCore

@Suite("VendorKeychainResolution.resolve (the IDFV-keychain scheme)")
struct VendorKeychainResolutionTests {
    static let idfv = RFCUUID(high: 0x599F_9C00_92DC_4B5C, low: 0x9464_7971_F01F_8370)  // 599f9c00-92dc-4b5c-9464-7971f01f8370
    static let idfvText = "599F9C00-92DC-4B5C-9464-7971F01F8370"

    static let cases: [(item: VendorKeychainItem?, idfv: RFCUUID?, id: String?, write: String?, error: FallbackChainError?)] = [
        (nil, idfv, idfvText, idfvText, nil),                        // first launch
        (.dictionary(password: "OLD"), idfv, "OLD", nil, nil),        // the stored IDFV outlives a reset
        (.dictionary(password: "OLD"), nil, "OLD", nil, nil),         // no IDFV needed once stored
        (.dictionary(password: nil), idfv, nil, nil, nil),            // key missing: nil, never repaired
        (.dictionary(password: ""), idfv, "", nil, nil),
        (nil, nil, nil, nil, .vendorIDUnavailable),                   // dictionaryWithObject:nil raises
        (.notADictionary, idfv, nil, nil, .keychainItemNotADictionary),
    ]

    @Test(arguments: cases.indices)
    func branch(_ index: Int) {
        let c = Self.cases[index]
        do {
            let r = try VendorKeychainResolution.resolve(keychain: c.item, vendorID: c.idfv)
            #expect(c.error == nil)
            #expect(r.id == c.id)
            #expect(r.keychainWrite == c.write)
        } catch {
            #expect(error == c.error)
        }
    }

    @Test func idempotentAfterFirstLaunch() throws {
        let first = try VendorKeychainResolution.resolve(keychain: nil, vendorID: Self.idfv)
        let item = first.applied(to: nil)
        let other = try RFCUUID(parsing: "1e2dfa89-496a-47fd-9941-df1fc4e6484a")
        let second = try VendorKeychainResolution.resolve(keychain: item, vendorID: other)
        #expect(second.id == first.id)
        #expect(second.keychainWrite == nil)
    }
}

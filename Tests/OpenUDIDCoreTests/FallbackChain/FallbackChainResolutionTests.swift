import Testing
import OpenUDIDCore

@Suite("FallbackChainResolution.resolve (the keychain-IDFA chain)")
struct FallbackChainResolutionTests {
    static let idfa = RFCUUID(high: 0x1E2D_FA89_496A_47FD, low: 0x9941_DF1F_C4E6_484A)    // 1e2dfa89-496a-47fd-9941-df1fc4e6484a
    static let random = RFCUUID(high: 0x6875_3A44_4D6F_1226, low: 0x9C60_0050_E4C0_0067)  // 68753a44-4d6f-1226-9c60-0050e4c00067
    static let idfaText = "1E2DFA89-496A-47FD-9941-DF1FC4E6484A"
    static let randomText = "68753A44-4D6F-1226-9C60-0050E4C00067"
    static let zeros = "00000000-0000-0000-0000-000000000000"

    struct Case: Sendable {
        var name: String
        var cached: String? = nil
        var keychain: String?
        var defaults: String?
        var idfa: RFCUUID?
        var policy: ZeroIDFAPolicy = .unavailable
        var id: String
        var source: FallbackChainResolution.Source
        var keychainWrite: String?
        var defaultsWrite: String?
        var skipped = false
    }

    static let cases: [Case] = [
        Case(name: "keychain wins, defaults filled", keychain: "K", defaults: nil, idfa: idfa,
             id: "K", source: .keychain, keychainWrite: nil, defaultsWrite: "K"),
        Case(name: "keychain wins over different defaults, nothing repaired", keychain: "K", defaults: "D", idfa: idfa,
             id: "K", source: .keychain, keychainWrite: nil, defaultsWrite: nil),
        Case(name: "empty keychain value is a value", keychain: "", defaults: "D", idfa: idfa,
             id: "", source: .keychain, keychainWrite: nil, defaultsWrite: nil),
        Case(name: "defaults, keychain filled", keychain: nil, defaults: "D", idfa: idfa,
             id: "D", source: .defaults, keychainWrite: "D", defaultsWrite: nil),
        Case(name: "IDFA into both", keychain: nil, defaults: nil, idfa: idfa,
             id: idfaText, source: .idfa, keychainWrite: idfaText, defaultsWrite: idfaText),
        Case(name: "no AdSupport: random into both", keychain: nil, defaults: nil, idfa: nil,
             id: randomText, source: .random, keychainWrite: randomText, defaultsWrite: randomText),
        Case(name: "zero IDFA skipped", keychain: nil, defaults: nil, idfa: .zero,
             id: randomText, source: .random, keychainWrite: randomText, defaultsWrite: randomText, skipped: true),
        Case(name: "zero IDFA as the source", keychain: nil, defaults: nil, idfa: .zero, policy: .source,
             id: zeros, source: .idfa, keychainWrite: zeros, defaultsWrite: zeros),
        Case(name: "zero IDFA irrelevant when a store has a value", keychain: nil, defaults: "D", idfa: .zero,
             id: "D", source: .defaults, keychainWrite: "D", defaultsWrite: nil),
        Case(name: "cache wins, missing stores filled", cached: "C", keychain: nil, defaults: "D", idfa: idfa,
             id: "C", source: .cache, keychainWrite: "C", defaultsWrite: nil),
        Case(name: "cache wins, no writes", cached: "C", keychain: "K", defaults: "D", idfa: idfa,
             id: "C", source: .cache, keychainWrite: nil, defaultsWrite: nil),
    ]

    @Test(arguments: cases.indices)
    func branch(_ index: Int) {
        let c = Self.cases[index]
        var freshCalls = 0
        let r = FallbackChainResolution.resolve(
            FallbackChainStores(keychain: c.keychain, defaults: c.defaults),
            idfa: c.idfa, cached: c.cached, zeroIDFA: c.policy,
            fresh: { freshCalls += 1; return Self.random })
        #expect(r.id == c.id, "\(c.name)")
        #expect(r.source == c.source, "\(c.name)")
        #expect(r.keychainWrite == c.keychainWrite, "\(c.name)")
        #expect(r.defaultsWrite == c.defaultsWrite, "\(c.name)")
        #expect(r.skippedZeroIDFA == c.skipped, "\(c.name)")
        // The random UUID is made only when every other link is missing.
        #expect(freshCalls == (c.source == .random ? 1 : 0), "\(c.name)")
    }

    /// Once its writes are applied, the next launch (no cache) returns the same ID, writes nothing.
    @Test(arguments: cases.indices)
    func idempotent(_ index: Int) {
        let c = Self.cases[index]
        let stores = FallbackChainStores(keychain: c.keychain, defaults: c.defaults)
        let first = FallbackChainResolution.resolve(stores, idfa: c.idfa, zeroIDFA: c.policy, fresh: { Self.random })
        let after = stores.applying(first)
        let second = FallbackChainResolution.resolve(after, idfa: c.idfa, zeroIDFA: c.policy, fresh: { .max })
        #expect(second.id == first.id)
        #expect(second.keychainWrite == nil && second.defaultsWrite == nil)
    }
}

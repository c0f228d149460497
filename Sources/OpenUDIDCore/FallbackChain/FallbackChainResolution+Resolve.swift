extension FallbackChainResolution {
    /// Seed 003's `deviceId` and `save:` over values.
    ///
    /// The first non-`nil` of: the cached `_deviceId`, the keychain, the user defaults, the IDFA
    /// (UPPERCASE `UUIDString`), a fresh random UUID. Then `save:` reads both stores again and
    /// writes the ID into each one that reads `nil`. A store holding a *different* value is left
    /// alone: a keychain and defaults that disagree stay disagreeing, and the keychain wins.
    ///
    /// ```swift
    /// let r = FallbackChainResolution.resolve(FallbackChainStores(defaults: "A"), idfa: nil)
    /// r.id               // "A"
    /// r.keychainWrite    // "A": the keychain lacked it
    /// r.defaultsWrite    // nil
    /// ```
    ///
    /// - Parameters:
    ///   - stores: what the keychain and the defaults hold.
    ///   - idfa: the advertising identifier, `nil` when AdSupport is missing.
    ///   - cached: the object's `_deviceId` from an earlier call, `nil` on the first.
    ///   - zeroIDFA: whether the all-zero IDFA of limited ad tracking counts as available.
    ///   - fresh: the random UUID, called only when every other link is missing.
    public static func resolve(
        _ stores: FallbackChainStores,
        idfa: RFCUUID?,
        cached: String? = nil,
        zeroIDFA: ZeroIDFAPolicy = .unavailable,
        fresh: () -> RFCUUID = { RFCUUID.v4() }
    ) -> FallbackChainResolution {
        let id: String
        let source: Source
        var skipped = false
        if let cached {
            (id, source) = (cached, .cache)
        } else if let keychain = stores.keychain {
            (id, source) = (keychain, .keychain)
        } else if let defaults = stores.defaults {
            (id, source) = (defaults, .defaults)
        } else if let idfa, idfa != FallbackChain.disabledIDFA || zeroIDFA == .source {
            (id, source) = (idfa.formatted(case: .upper), .idfa)
        } else {
            skipped = idfa != nil
            (id, source) = (fresh().formatted(case: .upper), .random)
        }
        // `save:` tests each store for nil, not for equality.
        return FallbackChainResolution(
            id: id, source: source,
            keychainWrite: stores.keychain == nil ? id : nil,
            defaultsWrite: stores.defaults == nil ? id : nil,
            skippedZeroIDFA: skipped)
    }
}

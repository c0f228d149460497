import OpenUDIDCore

/// `checkDeviceIdAvailable:` and `encryptUUID:` written again the slow, literal way: over an
/// array of UTF-16 units, with NSString's operations spelled out one by one. The core walks
/// UTF-8 bytes instead; the two must agree on every input.
enum DeviceIDReferenceCheck {
    /// The outcome of the reference: the digest-suffixed string, or the crash of the source.
    enum Outcome: Equatable {
        case value([UInt16])
        case crash(prefix: Int)
    }

    /// `md5Encrypt:` of the first `count` units: `nil` when `UTF8String` would be NULL (the
    /// prefix ends in a high surrogate), else the UPPERCASE hex of the MD5 of the bytes before
    /// the first NUL.
    static func md5Encrypt(_ units: ArraySlice<UInt16>) -> String? {
        if let last = units.last, UTF16.isLeadSurrogate(last) { return nil }
        let text = String(decoding: units, as: UTF16.self)
        let bytes = Array(text.utf8.prefix { $0 != 0 })
        return MD5.hash(bytes).formatted(case: .upper)
    }

    /// `encryptUUID:` over units.
    static func encrypt(_ units: [UInt16]) -> Outcome {
        guard units.count > 20 else { return .value(units) }
        guard let a = md5Encrypt(units[..<8]) else { return .crash(prefix: 8) }
        guard let b = md5Encrypt(units[..<10]) else { return .crash(prefix: 10) }
        let md5 = MD5.hash(Array((a + b).utf8)).formatted(case: .upper)
        return .value(units + Array(("-" + md5.prefix(4)).utf16))
    }

    /// `checkDeviceIdAvailable:` over units: `nil` where the source crashes.
    static func check(_ id: String?) -> Bool? {
        let units = id.map { Array($0.utf16) } ?? []
        guard units.count > 5 else { return false }
        let uuid = Array(units[..<(units.count - 5)])
        switch encrypt(uuid) {
        case .crash: return nil
        case let .value(encrypted): return encrypted == units && encrypted != uuid
        }
    }
}

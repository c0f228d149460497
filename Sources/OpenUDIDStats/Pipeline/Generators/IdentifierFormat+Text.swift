import CollisionStatistics
internal import OpenUDIDCore

extension IdentifierFormat {
    /// The identifier with key `key` and suffix `suffix` (ignored without one), as written.
    package func text(key: StatsKey, suffix: UInt32) -> String {
        switch spelling {
        case .uuid:
            return RFCUUID(high: key.high, low: key.low).description
        case .uuidV1InTimeOrder:
            return RFCUUID(timeOrderedV1Key: key).description
        case .openUDID:
            return OpenUDID(digest: MD5Digest(high: key.high, low: key.low), suffix: suffix).description
        case .hex, .ulid, .ksuid, .snowflake:
            // No generator of the statistics makes the audit's ULIDs, KSUIDs or Snowflake ids:
            // 32 hex digits, should one.
            return [key.high, key.low].map { word in
                let digits = String(word, radix: 16)
                return String(repeating: "0", count: 16 - digits.count) + digits
            }.joined()
        }
    }
}

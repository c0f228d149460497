internal import OpenUDIDCore

/// UUID version 4 as the core makes it (``OpenUDIDCore/RFCUUID/v4(using:)``).
struct UUIDv4Keys: KeySource {
    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        GeneratedKey(key: StatsKey(RFCUUID.v4(using: &random)))
    }
}

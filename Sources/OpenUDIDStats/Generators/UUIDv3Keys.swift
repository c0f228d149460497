internal import OpenUDIDCore

/// UUID version 3 (``OpenUDIDCore/RFCUUID/v3(namespace:nameBytes:)``) over distinct names:
/// `device-<index>-<tag>` in the DNS namespace, where the 16-hex-digit tag is drawn once per
/// run so that runs with different seeds hash different names.
struct UUIDv3Keys: KeySource {
    let tag: UInt64

    init(seed: UInt64) {
        var random = StatsGenerator.uuidV3.setupRandom(seed: seed)
        tag = random.next()
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        var text = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        let uuid = withUnsafeMutableBytes(of: &text) { buffer -> RFCUUID in
            let base = buffer.baseAddress!
            // "device-" is 7 bytes; the 8-byte store's last byte is overwritten next.
            base.storeBytes(of: UInt64(0x002D_6563_6976_6564).littleEndian, as: UInt64.self)
            var length = 7
            length += TextDigits.writeDecimal(UInt64(index), to: base + length)
            base.storeBytes(of: UInt8(ascii: "-"), toByteOffset: length, as: UInt8.self)
            length += 1
            length += TextDigits.writeHex(tag, to: base + length)
            return RFCUUID.v3(namespace: .dns, nameBytes: UnsafeRawBufferPointer(start: base, count: length))
        }
        return GeneratedKey(key: StatsKey(uuid))
    }

    /// The name identifier `index` hashes, for tests.
    func name(index: Int) -> String { "device-\(index)-\(String(tag, radix: 16))" }
}

internal import OpenUDIDCore

/// UUID version 3 (``OpenUDIDCore/RFCUUID/v3(namespace:nameBytes:)``) over distinct names:
/// `device-<index>-<tag>` in the DNS namespace, where the 16-hex-digit tag is drawn once per
/// run so that runs with different seeds hash different names.
///
/// The names are distinct, so two UUIDs agree when MD5's 122 kept bits do: 2^−122.
struct UUIDv3Keys: GeneratorDefinition {
    static let profile = GeneratorProfile(
        name: "uuid3", title: "UUID v3", format: .uuid, pinnedStream: 4,
        pairCollisionProbability: 0x1p-122, collisionModel: "MD5 of distinct names, 122 bits kept")

    let tag: UInt64

    init(setup: inout GeneratorSetup) {
        tag = setup.random.next()
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        var text = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        let uuid = withUnsafeMutableBytes(of: &text) { buffer -> RFCUUID in
            let length = writeName(index: index, to: buffer.baseAddress!)
            return RFCUUID.v3(namespace: .dns, nameBytes: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: length))
        }
        return GeneratedKey(key: StatsKey(uuid))
    }

    /// The same UUIDs as `make`, hashed eight at a time by the core's multi-lane MD5. The
    /// message is what ``OpenUDIDCore/RFCUUID/v3(namespace:nameBytes:)`` hashes: the
    /// namespace's 16 bytes, then the name (`device-` + up to 19 digits + `-` + up to 16 hex
    /// digits, at most 43 bytes, 39 for any index below 10^10): at most 55 bytes in all for
    /// every index the report reaches, so every lane takes the fast path.
    @inline(__always)
    func makeBatch(start: Int, count: Int, random: inout ChaCha20Random, into destination: UnsafeMutablePointer<GeneratedKey>) {
        LaneMessages.withBatch(count: count) { text, messages, digests in
            for offset in 0..<count {
                let base = text + offset &* LaneMessages.stride
                base.storeBytes(of: RFCUUID.dns.high.bigEndian, as: UInt64.self)
                base.storeBytes(of: RFCUUID.dns.low.bigEndian, toByteOffset: 8, as: UInt64.self)
                let length = 16 + writeName(index: start &+ offset, to: base + 16)
                messages[offset] = UnsafeRawBufferPointer(start: base, count: length)
            }
            MD5.hash(
                batch: UnsafeBufferPointer(start: messages, count: count),
                into: UnsafeMutableBufferPointer(start: digests, count: count))
            for offset in 0..<count {
                destination[offset] = GeneratedKey(key: Self.stamp(digests[offset]))
            }
        }
    }

    /// A digest with the version 3 nibble and the RFC variant bits set (RFC 9562 §5.3), as
    /// the core stamps it.
    @inline(__always)
    static func stamp(_ digest: MD5Digest) -> StatsKey {
        StatsKey(high: digest.high & ~0xF000 | 0x3000, low: digest.low & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000)
    }

    /// Writes the name of identifier `index` at `base` (room for 44 bytes); returns its length.
    @inline(__always)
    func writeName(index: Int, to base: UnsafeMutableRawPointer) -> Int {
        // "device-" is 7 bytes; the 8-byte store's last byte is overwritten next.
        base.storeBytes(of: UInt64(0x002D_6563_6976_6564).littleEndian, as: UInt64.self)
        var length = 7
        length += TextDigits.writeDecimal(UInt64(index), to: base + length)
        base.storeBytes(of: UInt8(ascii: "-"), toByteOffset: length, as: UInt8.self)
        length += 1
        length += TextDigits.writeHex(tag, to: base + length)
        return length
    }

    /// The name identifier `index` hashes, for tests.
    func name(index: Int) -> String { "device-\(index)-\(String(tag, radix: 16))" }
}

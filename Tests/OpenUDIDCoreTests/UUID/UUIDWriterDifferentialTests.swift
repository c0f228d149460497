import OpenUDIDCore
import Testing

/// The vector hex writer (16 digits per SSE2 vector) against a plain per-nibble reference, for
/// every form of a UUID and for the digests and OpenUDIDs that share it.
@Suite struct UUIDWriterDifferentialTests {
    static func reference(_ bytes: [UInt8], uppercase: Bool = false) -> String {
        let digits = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    static func reference(_ uuid: RFCUUID, _ format: RFCUUID.Format) -> String {
        let hex = reference(Array(withUnsafeBytes(of: uuid.bytes) { Array($0) }), uppercase: format == .uppercase)
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.utf8.dropFirst(range.lowerBound).prefix(range.count))!
        }
        let canonical = groups.joined(separator: "-")
        switch format {
        case .canonical, .uppercase: return canonical
        case .hyphenless: return hex
        case .braced: return "{" + canonical + "}"
        case .urn: return "urn:uuid:" + canonical
        }
    }

    /// Random UUIDs plus the ones whose nibbles are all equal (every digit 0-f in every place).
    static var samples: [RFCUUID] {
        var random = SplitMix64(seed: 0x5EED)
        let spread = (0..<16).map { nibble -> RFCUUID in
            let word = UInt64(nibble) &* 0x1111_1111_1111_1111
            return RFCUUID(high: word, low: ~word)
        }
        return spread + (0..<4000).map { _ in RFCUUID(high: random.next(), low: random.next()) }
    }

    @Test(arguments: RFCUUID.Format.allCases)
    func everyFormMatchesTheReference(_ format: RFCUUID.Format) {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { buffer.deallocate() }
        for uuid in Self.samples {
            let expected = Self.reference(uuid, format)
            // Guard bytes around the written range must survive.
            buffer.initializeMemory(as: UInt8.self, repeating: 0xEE, count: 64)
            let length = uuid.write(format, to: buffer + 8)
            #expect(length == expected.utf8.count)
            #expect(String(decoding: UnsafeRawBufferPointer(start: buffer + 8, count: length), as: UTF8.self) == expected)
            #expect(buffer.load(fromByteOffset: 7, as: UInt8.self) == 0xEE)
            #expect(buffer.load(fromByteOffset: 8 + length, as: UInt8.self) == 0xEE)
            #expect(uuid.formatted(format) == expected)
        }
    }

    @Test func digestsAndOpenUDIDsMatchTheReference() {
        var random = SplitMix64(seed: 0xD16E57)
        for _ in 0..<4000 {
            let digest = MD5Digest(high: random.next(), low: random.next())
            let bytes = withUnsafeBytes(of: (digest.high.bigEndian, digest.low.bigEndian)) { Array($0) }
            #expect(digest.hexString() == Self.reference(bytes))
            #expect(digest.hexString(uppercase: true) == Self.reference(bytes, uppercase: true))
            let suffix = UInt32(truncatingIfNeeded: random.next())
            let openUDID = OpenUDID(digest: digest, suffix: suffix)
            let suffixBytes = withUnsafeBytes(of: suffix.bigEndian) { Array($0) }
            #expect(openUDID.description == Self.reference(bytes + suffixBytes))
        }
    }
}

import OpenUDIDCore
import Testing

/// The vector hex writer (16 digits per SSE2 vector) against a plain per-nibble reference, for
/// every shape of a UUID in either letter case and for the digests and OpenUDIDs that share it.
@Suite struct UUIDWriterDifferentialTests {
    static func reference(_ bytes: [UInt8], uppercase: Bool = false) -> String {
        let digits = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    static func reference(_ uuid: RFCUUID, _ format: RFCUUID.Format, _ letterCase: LetterCase) -> String {
        let hex = reference(Array(withUnsafeBytes(of: uuid.bytes) { Array($0) }), uppercase: letterCase == .upper)
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.utf8.dropFirst(range.lowerBound).prefix(range.count))!
        }
        let canonical = groups.joined(separator: "-")
        switch format {
        case .canonical: return canonical
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

    @Test(arguments: RFCUUID.Format.allCases, LetterCase.allCases)
    func everyFormMatchesTheReference(_ format: RFCUUID.Format, _ letterCase: LetterCase) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64)
        defer { buffer.deallocate() }
        for uuid in Self.samples {
            let expected = Self.reference(uuid, format, letterCase)
            // A span of exactly the form's length in the middle of the buffer: the guard bytes
            // around it must survive.
            buffer.initialize(repeating: 0xEE)
            let window = UnsafeMutableBufferPointer(rebasing: buffer[8..<(8 + RFCUUID.formattedLength(format))])
            var output = OutputSpan(buffer: window, initializedCount: 0)
            uuid.write(format, case: letterCase, to: &output)
            let written = output.finalize(for: window)
            #expect(written == expected.utf8.count)
            #expect(String(decoding: window, as: UTF8.self) == expected)
            #expect(buffer[7] == 0xEE)
            #expect(buffer[8 + RFCUUID.formattedLength(format)] == 0xEE)
            #expect(uuid.formatted(format, case: letterCase) == expected)
        }
    }

    @Test func digestsAndOpenUDIDsMatchTheReference() {
        var random = SplitMix64(seed: 0xD16E57)
        for _ in 0..<4000 {
            let digest = MD5Digest(high: random.next(), low: random.next())
            let bytes = withUnsafeBytes(of: (digest.high.bigEndian, digest.low.bigEndian)) { Array($0) }
            #expect(digest.formatted() == Self.reference(bytes))
            #expect(digest.formatted(case: .upper) == Self.reference(bytes, uppercase: true))
            #expect([UInt8](capacity: 32) { digest.write(case: .upper, to: &$0) } == Array(Self.reference(bytes, uppercase: true).utf8))
            let suffix = UInt32(truncatingIfNeeded: random.next())
            let openUDID = OpenUDID(digest: digest, suffix: suffix)
            let suffixBytes = withUnsafeBytes(of: suffix.bigEndian) { Array($0) }
            #expect(openUDID.description == Self.reference(bytes + suffixBytes))
            #expect(openUDID.formatted(case: .upper) == Self.reference(bytes + suffixBytes, uppercase: true))
            #expect(
                [UInt8](capacity: 40) { openUDID.write(case: .upper, to: &$0) }
                    == Array(Self.reference(bytes + suffixBytes, uppercase: true).utf8))
        }
    }
}

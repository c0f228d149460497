import OpenUDIDCore
import Testing

/// The vectorised decoders (the inline canonical fast path and the 32-digit decoder behind the
/// hyphenless form) against a plain character-by-character reference written here: random
/// valid strings in random letter case, and every single-byte mutation of them (each of the 256
/// byte values at each position). Accepted inputs must give the reference's value; rejected ones
/// the index of the reference's first bad position.
@Suite struct UUIDFastPathDifferentialTests {
    /// Positions of the hyphens in the canonical form.
    static let hyphens: Set<Int> = [8, 13, 18, 23]

    /// The reference: `.success` with the value, or `.failure` with the first bad index.
    static func reference(_ bytes: [UInt8]) -> Result<RFCUUID, ReferenceError> {
        let canonical = bytes.count == 36
        var high: UInt64 = 0, low: UInt64 = 0, digits = 0
        for (index, byte) in bytes.enumerated() {
            if canonical && hyphens.contains(index) {
                if byte != UInt8(ascii: "-") { return .failure(ReferenceError(index: index)) }
                continue
            }
            guard let value = hexValue(byte) else { return .failure(ReferenceError(index: index)) }
            if digits < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
            digits += 1
        }
        return .success(RFCUUID(high: high, low: low))
    }

    struct ReferenceError: Error, Equatable { var index: Int }

    static func randomText(_ random: inout SplitMix64, hyphenless: Bool) -> [UInt8] {
        let value = RFCUUID(high: random.next(), low: random.next())
        var text = Array(value.formatted(hyphenless ? .hyphenless : .canonical).utf8)
        for index in text.indices where text[index] >= UInt8(ascii: "a") && random.next() & 1 == 1 {
            text[index] -= 0x20
        }
        return text
    }

    static func check(_ input: [UInt8], failures: inout Int) {
        let expected = reference(input)
        let actual = input.withUnsafeBytes { bytes in
            Result { () throws(ParseError) in try RFCUUID(parsingUTF8: bytes) }
        }
        let agree: Bool
        switch (actual, expected) {
        case let (.success(value), .success(reference)): agree = value == reference
        case let (.failure(error), .failure(reference)): agree = error.index == reference.index
        default: agree = false
        }
        if !agree {
            failures += 1
            if failures <= 5 { Issue.record("\(input): parser \(actual), reference \(expected)") }
        }
    }

    @Test(arguments: [false, true])
    func randomStringsAndEveryMutation(hyphenless: Bool) {
        var random = SplitMix64(seed: hyphenless ? 11 : 7)
        var failures = 0
        for _ in 0..<12 {
            let text = Self.randomText(&random, hyphenless: hyphenless)
            Self.check(text, failures: &failures)
            for position in text.indices {
                for byte in UInt8.min...UInt8.max {
                    var mutated = text
                    mutated[position] = byte
                    Self.check(mutated, failures: &failures)
                }
            }
        }
        #expect(failures == 0)
    }

    /// Two bytes wrong at once: the error names the first, whichever lane or word either falls in.
    @Test func pairsOfBadBytesReportTheFirst() {
        var random = SplitMix64(seed: 5)
        var failures = 0
        let text = Self.randomText(&random, hyphenless: false)
        for first in text.indices {
            for second in text.indices where second > first {
                var mutated = text
                mutated[first] = UInt8(ascii: "g")
                mutated[second] = 0xFF
                Self.check(mutated, failures: &failures)
            }
        }
        #expect(failures == 0)
    }
}

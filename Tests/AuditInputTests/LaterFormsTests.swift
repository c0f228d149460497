import AuditInput
import Testing

/// The forms read after UUIDs and OpenUDIDs: ULIDs, KSUIDs, Snowflake ids, and values in one
/// pair of quotes. Vectors from the specifications' examples (checked with python-ulid 4.1.0
/// and svix-ksuid 0.7.0), then every character at every place against a plain computation.
@Suite struct LaterFormsTests {
    func parse(_ text: String) -> ParsedIdentifier? {
        var text = text
        return text.withUTF8 { IdentifierParser.parse(UnsafeRawBufferPointer($0)) }
    }

    func diagnose(_ text: String) -> String {
        var text = text
        return text.withUTF8 { IdentifierParser.diagnose(UnsafeRawBufferPointer($0)) }
    }

    /// The text of a value as a number in base `base` over `alphabet`, `length` characters.
    func encode(_ words: [UInt64], wordBits: [Int], base: UInt64, alphabet: String, length: Int) -> String {
        // The value as 32-bit limbs, divided by the base in turn.
        var limbs: [UInt64] = []
        for (word, bits) in zip(words, wordBits) {
            if bits == 64 { limbs += [word >> 32, word & 0xFFFF_FFFF] } else { limbs.append(word) }
        }
        let symbols = Array(alphabet)
        var characters: [Character] = []
        for _ in 0..<length {
            var remainder: UInt64 = 0
            for i in limbs.indices {
                let current = remainder << 32 | limbs[i]
                limbs[i] = current / base
                remainder = current % base
            }
            characters.append(symbols[Int(remainder)])
        }
        return String(characters.reversed())
    }

    static let crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    static let base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

    @Test func ulidVectorsAndSpelling() throws {
        let ulid = try #require(parse("01BTGNYV6HRNK8K8VKZASZCFPE"))
        #expect(ulid.high == 0x015E_A15F_6CD1_C566 && ulid.low == 0x89A3_73FA_B3F6_3ECE)
        #expect(ulid.form == .ulid && ulid.suffix == 0 && ulid.letterCase == .upper)
        #expect(parse("01btgnyv6hrnk8k8vkzaszcfpe")?.letterCase == .lower)
        #expect(parse("01btgnyv6hrnk8k8vkzaszcfpE")?.high == ulid.high)
        #expect(parse("01btgnyv6hrnk8k8vkzaszcfpE")?.letterCase == .mixed)
        let max = try #require(parse("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"))
        #expect(max.high == .max && max.low == .max)
        #expect(parse("00000000000000000000000000")?.high == 0)
        var bytes: [UInt8] = []
        ULIDText.write(high: ulid.high, low: ulid.low, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "01BTGNYV6HRNK8K8VKZASZCFPE")
    }

    /// Every symbol of the alphabet, either case, at every place, decodes to its value there;
    /// I, L, O, U and any other byte are refused at every place.
    @Test func ulidEverySymbolAtEveryPlace() {
        let symbols = Array(Self.crockford)
        for place in 1..<26 {
            for (value, symbol) in symbols.enumerated() {
                var text = Array(repeating: Character("0"), count: 26)
                text[0] = "7"  // a letter-free text would be hex alone
                text[place] = symbol
                let shift = 5 * (25 - place)
                let expectedLow = shift < 64 ? UInt64(value) << shift : 0
                let expectedHigh =
                    (shift >= 64 ? UInt64(value) << (shift - 64) : (shift > 59 ? UInt64(value) >> (64 - shift) : 0))
                    | 0x7 << 61
                for spelled in [String(text), String(text).lowercased()] {
                    let parsed = parse(spelled)
                    let isHexAlone = value < 16
                    if isHexAlone {
                        #expect(parsed == nil, "\(spelled)")
                    } else {
                        #expect(parsed?.high == expectedHigh && parsed?.low == expectedLow, "\(spelled)")
                    }
                }
            }
            for refused in ["I", "L", "O", "U", "i", "-", " ", "\u{7F}"] {
                var text = Array("7ZZZZZZZZZZZZZZZZZZZZZZZZZ")
                text[place] = Character(refused)
                #expect(parse(String(text)) == nil, "\(refused) at \(place)")
                #expect(diagnose(String(text)).hasPrefix("invalid character"), "\(refused) at \(place)")
            }
        }
    }

    @Test func ulidRefusals() {
        // The first character holds 3 bits: 8 and up would need 130.
        #expect(parse("8ZZZZZZZZZZZZZZZZZZZZZZZZZ") == nil)
        #expect(diagnose("8ZZZZZZZZZZZZZZZZZZZZZZZZZ").hasPrefix("a ULID starts with 0-7"))
        // 26 hex digits: a 32-digit UUID cut by a narrow column.
        #expect(parse("6ba7b8109dad11d180b400c04f") == nil)
        #expect(diagnose("6ba7b8109dad11d180b400c04f").hasPrefix("26 hex digits"))
        #expect(parse("6BA7B8109DAD11D180B400C04F") == nil)
    }

    @Test func ksuidVectorsAndSpelling() throws {
        // Segment's example: 2017-10-09T21:00:47Z, payload b5a1cd34b5f99d1154fb6853345c9735.
        let ksuid = try #require(parse("0ujtsYcgvSTl8PAuAdqWYSMnLOv"))
        #expect(ksuid.high == 0x0669_F7EF_B5A1_CD34 && ksuid.low == 0xB5F9_9D11_54FB_6853 && ksuid.suffix == 0x345C_9735)
        #expect(ksuid.form == .ksuid && ksuid.letterCase == .significant)
        let max = try #require(parse("aWgEPTl1tmebfsQzFP4bxwgy80V"))
        #expect(max.high == .max && max.low == .max && max.suffix == .max)
        #expect(parse("aWgEPTl1tmebfsQzFP4bxwgy80W") == nil)
        #expect(diagnose("aWgEPTl1tmebfsQzFP4bxwgy80W").hasPrefix("larger than the largest KSUID"))
        #expect(parse("zzzzzzzzzzzzzzzzzzzzzzzzzzz") == nil)
        #expect(parse("000000000000000000000000000")?.suffix == 0)
        // Case is the value: another spelling is another KSUID.
        #expect(parse("0UJTSYCGVSTL8PAUADQWYSMNLOV").map { $0.high != ksuid.high } == true)
        #expect(parse("6ba7b8109dad11d180b400c04fd") == nil)
        #expect(diagnose("6ba7b8109dad11d180b400c04fd").hasPrefix("27 hex digits"))
        #expect(diagnose("0ujtsYcgvSTl8PAuAdqWYSMnLO-") == "invalid character '-' at index 26 (a 27-character KSUID is base62)")
        for value in [ksuid, max] {
            var bytes: [UInt8] = []
            KSUIDText.write(high: value.high, low: value.low, suffix: value.suffix, to: &bytes)
            #expect(parse(String(decoding: bytes, as: UTF8.self)) == value)
        }
    }

    /// Every base62 symbol at every place, against the plain division of ``encode``.
    @Test func ksuidEverySymbolAtEveryPlace() throws {
        var random = SplitMix(seed: 9)
        for _ in 0..<400 {
            // Below the largest KSUID: the top word's first bit clear.
            let words = [random.next() >> 1, random.next(), random.next() & 0xFFFF_FFFF]
            let text = encode(words, wordBits: [64, 64, 32], base: 62, alphabet: Self.base62, length: 27)
            let parsed = try #require(parse(text), "\(text)")
            #expect(parsed.high == words[0] && parsed.low == words[1] && UInt64(parsed.suffix) == words[2], "\(text)")
            var bytes: [UInt8] = []
            KSUIDText.write(high: words[0], low: words[1], suffix: UInt32(words[2]), to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == text)
        }
    }

    @Test func ulidRoundTrips() throws {
        var random = SplitMix(seed: 4)
        for _ in 0..<400 {
            let high = random.next() | 1 << 40, low = random.next()
            let text = encode([high, low], wordBits: [64, 64], base: 32, alphabet: Self.crockford, length: 26)
            var bytes: [UInt8] = []
            ULIDText.write(high: high, low: low, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == text)
            let parsed = try #require(parse(text), "\(text)")
            #expect(parsed.high == high && parsed.low == low)
        }
    }

    @Test func snowflakeRule() throws {
        let snowflake = try #require(parse("1541815603606036480"))
        #expect(snowflake.high == 1_541_815_603_606_036_480 && snowflake.low == 0 && snowflake.form == .snowflake)
        #expect(snowflake.letterCase == .lower)
        #expect(parse("10000000000000000")?.high == 10_000_000_000_000_000)  // 17 digits
        #expect(parse("9223372036854775807")?.high == UInt64(Int64.max))
        // 2^63, a leading zero, 16 and 20 digits, a letter: none is a Snowflake id.
        #expect(parse("9223372036854775808") == nil)
        #expect(diagnose("9223372036854775808").hasPrefix("2^63 or more"))
        #expect(parse("0123456789012345678") == nil)
        #expect(diagnose("0123456789012345678").hasPrefix("a leading zero"))
        #expect(parse("1234567890123456") == nil && parse("12345678901234567890") == nil)
        #expect(parse("12345678901234567a") == nil)
        #expect(diagnose("12345678901234567a").hasPrefix("invalid character 'a' at index 17"))
        #expect(diagnose("nope") == "length 4, expected 17, 18, 19, 26, 27, 32, 36, 38, 40 or 45")
        var bytes: [UInt8] = []
        SnowflakeText.write(snowflake.high, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "1541815603606036480")
    }

    @Test func quotedValuesAreTheValueInside() {
        func inside(_ text: String) -> String? {
            var text = text
            return text.withUTF8 { QuotedValue.inside(UnsafeRawBufferPointer($0)).map { String(decoding: $0, as: UTF8.self) } }
        }
        #expect(inside("\"6ba7b810-9dad-11d1-80b4-00c04fd430c8\"") == "6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        #expect(inside("' 01BTGNYV6HRNK8K8VKZASZCFPE\t'") == "01BTGNYV6HRNK8K8VKZASZCFPE")
        #expect(inside("\"\"") == "" && inside("' '") == "")
        #expect(inside("\"abc'") == nil && inside("\"") == nil && inside("abc") == nil)
        #expect(diagnose("\"6ba7b810-9dad-11d1-80b4-00c04fd430cg\"") == "inside the quotes: invalid character 'g' at index 35")
    }

    /// A report that may not quote its lines gets the same reasons with the characters left
    /// out: every form's diagnosis, quoted or not, holds no character of the line it names.
    @Test func diagnosesWithoutTheTextQuoteNothing() {
        let cases: [(text: String, refused: Character, expected: String)] = [
            ("01BTGNYV6HRNK8K8VKZASZCFPU", "U", "invalid character at index 25 (a 26-character ULID is Crockford base32)"),
            ("8ZZZZZZZZZZZZZZZZZZZZZZZZZ", "8", "a ULID starts with 0-7: the character at index 0 makes it longer than 128 bits"),
            ("0ujtsYcgvSTl8PAuAdqWYSMnLO-", "-", "invalid character at index 26 (a 27-character KSUID is base62)"),
            ("12345678901234567q", "q", "invalid character at index 17 (of 18 characters, only a Snowflake id's decimal digits are read)"),
            ("6ba7b810-9dad-11d1-80b4-00c04fd430cq", "q", "invalid character at index 35"),
            ("\"6ba7b810-9dad-11d1-80b4-00c04fd430cq\"", "q", "inside the quotes: invalid character at index 35"),
            ("6ba7b8109dad11d180b400c04fd430c8abcdef0q", "q", "invalid character at index 39"),
        ]
        for (text, refused, expected) in cases {
            var line = text
            let message = line.withUTF8 { IdentifierParser.diagnose(UnsafeRawBufferPointer($0), quotingText: false) }
            #expect(message == expected, "\(text)")
            #expect(!message.contains("'\(refused)'"), "\(text)")
            #expect(diagnose(text).contains("'\(refused)'"), "\(text)")
        }
    }
}

/// SplitMix64 (Steele, Lea, Flood, OOPSLA 2014): test values that are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import OpenUDIDCore
import Testing

/// The code of the DocC articles (`Sources/OpenUDIDCore/OpenUDIDCore.docc/`), run as written,
/// with each printed result the article states checked here. A change to the API or to a result
/// that the articles show fails one of these tests; update the article together with the test.
@Suite struct ArticleSnippetTests {
    // MARK: OpenUDIDCore.md (the landing page)

    @Test func landingPage() throws {
        let openUDID = OpenUDID.generate()
        let random = RFCUUID.v4()
        let ordered = RFCUUID.v7()
        let digest = MD5.hash("hello")
        let parsed = try RFCUUID(parsing: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")

        #expect(openUDID.description.count == 40)
        #expect(random.version == 4)
        #expect(ordered.version == 7)
        #expect(digest.description == "5d41402abc4b2a76b9719d911017c592")
        #expect(parsed == .dns)
    }

    // MARK: GettingStarted.md

    @Test func gettingStartedOpenUDID() {
        let id = OpenUDID.generate()
        let text = id.description
        #expect(text.count == 40)
        #expect(text.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(!id.isOptedOut)
        #expect(OpenUDID.optedOut.description == String(repeating: "0", count: 40))
    }

    @Test func gettingStartedUUIDs() {
        let random = RFCUUID.v4()
        #expect(random.version == 4)
        #expect(random.description.count == 36)

        let first = RFCUUID.v7()
        let second = RFCUUID.v7()
        #expect(first.version == 7)
        #expect(first < second)
        #expect(first.date != nil)

        let dns = RFCUUID.dns
        #expect(dns.formatted() == "6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        #expect(dns.formatted(.hyphenless) == "6ba7b8109dad11d180b400c04fd430c8")
        #expect(dns.formatted(.braced, case: .upper) == "{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}")
        #expect(dns.formatted(.urn) == "urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8")
    }

    @Test func gettingStartedParsing() throws {
        let uuid = try RFCUUID(parsing: "{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}")
        #expect(uuid == .dns)

        let text = "e56f6a9223fb375e75480863fc0bcbb600000000"
        let openUDID = try OpenUDID(parsing: text)
        #expect(openUDID.suffix == 0)

        var caught: ParseError?
        do {
            _ = try RFCUUID(parsing: "6ba7b810-9dad-11d1-80b4-00c04fd430cg")
        } catch {
            caught = error
            #expect(error.description == "invalid character 'g' at index 35")
            #expect(error.index == 35)
        }
        #expect(caught != nil)
    }

    @Test func gettingStartedMD5() {
        let digest = MD5.hash("The quick brown fox jumps over the lazy dog")
        #expect(digest.description == "9e107d9d372bb6826bd81d3542a419d6")

        var hasher = MD5()
        hasher.update("The quick brown fox ")
        hasher.update("jumps over the lazy dog")
        #expect(hasher.finalize() == digest)
    }

    // MARK: OpenUDIDSlotScan.md

    @Test func slotScanIdentifier() throws {
        let uuid = try RFCUUID(parsing: "68753A44-4D6F-1226-9C60-0050E4C00067")
        let id = OpenUDID(hashing: uuid, suffix: 0x0000_00FF)
        #expect(id.description == "e56f6a9223fb375e75480863fc0bcbb6000000ff")
        #expect(OpenUDIDResolution.optedOutValue == OpenUDID.optedOut.description)
        // Q2: the 2011 suffix maps the largest 32-bit value to zero.
        #expect(OpenUDID.legacySuffix(.max) == 0)
    }

    @Test func slotScanResolution() {
        let app = "A1B2C3D4-0000-4000-8000-000000000001"
        let stored = OpenUDID.generate().description
        let other = OpenUDIDRecord(value: stored, appUID: "ANOTHER-APP")
        let slots: [Slot] = [.present(other), .absent, .present(other)]

        var resolver = OpenUDIDResolver()
        let first = resolver.value(appUID: app, local: nil, slots: slots,
                                   timestamp: "2012-05-01T10:00:00Z")
        #expect(first.value == stored)
        #expect(first.status.description == "none")
        #expect((first.write?.slotName ?? "-") == "org.OpenUDID.slot.1")
        #expect(first.localSaved)

        let again = resolver.value(appUID: app, local: first.local, slots: [],
                                   timestamp: "2012-05-01T10:00:01Z")
        #expect(again.fromCache)
    }

    // MARK: UUIDVersions.md

    @Test func versionsTable() throws {
        let v5 = RFCUUID.v5(namespace: .dns, name: "www.example.com")
        #expect(v5.description == "2ed6657d-e927-568b-95e1-2665a8aea6a2")
        #expect(v5.version == 5)

        let v1 = RFCUUID(v1Timestamp: 0x1EC_9414_C232_AB00, clockSequence: 0x33C8,
                         node: 0x9F6B_DECE_D846)
        #expect(v1.description == "c232ab00-9414-11ec-b3c8-9f6bdeced846")
        #expect(v1.reorderedToVersion6!.description == "1ec9414c-232a-6b00-b3c8-9f6bdeced846")
        #expect(v1.timestamp!.description == "2022-02-22T19:22:22Z")
    }

    @Test func versionsCounter() throws {
        let generator = UUIDv7Generator(monotonicity: .counter(.standard))
        let a = generator.next()
        let b = generator.next()
        #expect(a < b)

        let narrow = try UUIDv7Generator.CounterWidth(bits: 16)
        let sixteen = UUIDv7Generator(monotonicity: .counter(narrow))
        #expect(sixteen.next().version == 7)

        var caught: UUIDv7CounterWidthError?
        do {
            _ = try UUIDv7Generator.CounterWidth(bits: 50)
        } catch {
            caught = error
            #expect(error.description == "counter width 50 bits, expected 12...42")
        }
        #expect(caught != nil)
    }

    @Test func versionsFill() {
        let shared = UUIDv7Generator.shared
        var ids = [RFCUUID](repeating: .zero, count: 1000)
        ids.withUnsafeMutableBufferPointer { shared.fill($0) }
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
    }

    // MARK: ParsingErrors.md

    @Test func parsingErrors() {
        var caught = 0
        do {
            _ = try RFCUUID(parsing: "6ba7b810+9dad-11d1-80b4-00c04fd430c8")
        } catch {
            caught += 1
            #expect(error.description == "expected '-' at index 8")
            #expect(error.reason == .expected("-"))
            #expect(error.index == 8)
        }

        do {
            _ = try OpenUDID(parsing: "e56f6a9223fb375e75480863fc0bcbb6")
        } catch {
            caught += 1
            #expect(error.description == "length 32, expected 40")
        }

        let maybe = RFCUUID("not a uuid")
        #expect(maybe == nil)

        do {
            _ = try RFCUUID(parsing: "c232ab00-9414-11ec-b3c8-9f6bdécéd846")
        } catch {
            caught += 1
            #expect(error.description == "invalid character 'é' at index 29")
        }

        do {
            _ = try RFCUUID(parsing: "urn:uid::6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        } catch {
            caught += 1
            #expect(error.description == "expected 'urn:uuid:' at index 5")
        }
        #expect(caught == 4)
    }

    @Test func parsingErrorTable() {
        #expect(throws: ParseError(.invalidLength(35, expected: [32, 36, 38, 45]), at: 35)) {
            try RFCUUID(parsing: String(repeating: "a", count: 35))
        }
        // The first of two bad digits is the one reported.
        #expect(throws: ParseError(.invalidCharacter("x"), at: 3)) {
            try OpenUDID(parsing: "000x" + String(repeating: "0", count: 32) + "y000")
        }
        #expect(throws: ParseError(.invalidCharacter("\\u{9}"), at: 0)) {
            try MD5Digest(parsing: "\t" + String(repeating: "0", count: 31))
        }
        // Every form in any letter case, the URN prefix included.
        for text in ["6BA7b810-9dad-11d1-80b4-00c04fd430c8", "6ba7b8109dad11d180b400c04fd430c8",
                     "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", "URN:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8"] {
            #expect((try? RFCUUID(parsing: text)) == .dns, "\(text)")
        }
        #expect(RFCUUID.acceptedLengths == [32, 36, 38, 45])
    }

    // MARK: RandomnessAndForkSafety.md

    @Test func randomness() {
        var random = SecureRandom()
        _ = random.next()
        let id = RFCUUID.v4(using: &random)
        #expect(id.version == 4)

        var key = [UInt8](repeating: 0, count: 32)
        key.withUnsafeMutableBytes { random.fill($0) }
        #expect(key != [UInt8](repeating: 0, count: 32))
    }

    @Test func reproducibleStreams() {
        struct Counting: RandomNumberGenerator {
            var state: UInt64 = 0
            mutating func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                return state
            }
        }
        var seeded = Counting()
        let first = OpenUDID.generate(using: &seeded)
        var again = Counting()
        #expect(first == OpenUDID.generate(using: &again))
    }
}

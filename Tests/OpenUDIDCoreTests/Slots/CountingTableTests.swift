import OpenUDIDCore
import Testing

/// The slot scan's counting table through the public scan: values keyed by their code units
/// (up to 48 bytes), longer ones compared as strings, and the move from stack to heap storage
/// once more distinct values turn up than the stack part holds.
@Suite struct CountingTableTests {
    static func slots(_ values: [String?]) -> [Slot] {
        values.map { .present(OpenUDIDRecord(value: $0, appUID: "APP")) }
    }

    static func counts(_ values: [String?]) -> [String: Int] {
        let scan = SlotScan(appUID: "APP", local: nil, slots: slots(values))
        return Dictionary(uniqueKeysWithValues: scan.frequencies.map { ($0.value, $0.count) })
    }

    /// For every length 0...64 and every byte position, a value and the same value with that
    /// one byte changed count as two values, and repeats of each count together. Lengths on
    /// both sides of 8, 16, … 48 exercise the overlapping last word of a key and the string path.
    @Test func oneByteApartIsAnotherValue() {
        for length in 0...64 {
            let base = String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
            for position in 0..<length {
                var bytes = Array(base.utf8)
                bytes[position] = 0x30
                let variant = String(decoding: bytes, as: UTF8.self)
                let scan = SlotScan(appUID: "APP", local: nil, slots: Self.slots([base, variant, base, variant, base]))
                #expect(scan.frequencies.map(\.value) == [base, variant], "length \(length), byte \(position)")
                #expect(scan.frequencies.map(\.count) == [3, 2], "length \(length), byte \(position)")
                #expect(scan.mostReliable == base)
            }
        }
    }

    /// A longer value differs from its prefix, and a value over 48 bytes meets its equal.
    @Test func prefixesAndLongValues() {
        let long = String(repeating: "ab", count: 40)
        let counts = Self.counts([long, String(long.dropLast()), long, "a", "ab", long])
        #expect(counts == [long: 3, String(long.dropLast()): 1, "a": 1, "ab": 1])
    }

    /// Canonically equivalent values longer than a key are still two values.
    @Test func longCanonicalTwinsStayDistinct() {
        let precomposed = String(repeating: "caf\u{E9} ", count: 12)
        let decomposed = String(repeating: "cafe\u{301} ", count: 12)
        #expect(precomposed == decomposed)  // Swift's `==`: canonical equivalence
        let scan = SlotScan(appUID: "APP", local: nil, slots: Self.slots([precomposed, decomposed, decomposed]))
        #expect(scan.frequencies.map(\.count) == [1, 2])
        #expect(scan.mostReliable.map { Array($0.utf8) } == Array(decomposed.utf8))
    }

    /// 100 distinct values: every one counted once, in slot order, the first one winning the
    /// tie; so do 30 distinct values each seen in several slots.
    @Test(arguments: [1, 2, 3])
    func manyDistinctValues(repeats: Int) {
        let distinct = 100 / repeats
        let values = (0..<100).map { "value-\($0 % distinct)" }
        let scan = SlotScan(appUID: "APP", local: nil, slots: Self.slots(values))
        #expect(scan.frequencies.count == distinct)
        for (index, frequency) in scan.frequencies.enumerated() {
            #expect(frequency.value == "value-\(index)")
            #expect(frequency.firstSlot == index)
            #expect(frequency.count == (0..<100).filter { $0 % distinct == index }.count)
        }
        #expect(scan.mostReliable == "value-0")
    }

    /// Records are values: a copy does not see a later change, though they share storage.
    @Test func recordCopiesAreIndependent() {
        let original = OpenUDIDRecord(value: "A", slot: "org.OpenUDID.slot.1", appUID: "APP")
        var copy = original
        #expect(copy == original)
        copy.value = "B"
        copy["note"] = "kept"
        copy.slot = nil
        #expect(original.value == "A" && original.slot == "org.OpenUDID.slot.1" && original["note"] == nil)
        #expect(copy.value == "B" && copy.slot == nil && copy["note"] == "kept" && copy.appUID == "APP")
        #expect(copy != original)
        var back = copy
        back.value = "A"
        back.slot = "org.OpenUDID.slot.1"
        back["note"] = nil
        #expect(back == original && back.hashValue == original.hashValue)
    }
}

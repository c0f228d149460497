import OpenUDIDCore
import Testing

/// Splitting a message across `update` calls must not change its digest, whatever the split
/// and whichever overload feeds the pieces. Expected digests come from the hashlib fixtures.
@Suite struct MD5StreamingTests {
    /// The four ways of feeding bytes to a hasher.
    enum Feed: CaseIterable {
        case bufferPointer, array, lazySequence, string

        func update(_ hasher: inout MD5, _ bytes: ArraySlice<UInt8>) {
            switch self {
            case .bufferPointer: bytes.withUnsafeBytes { hasher.update(bufferPointer: $0) }
            case .array: hasher.update(Array(bytes))
            case .lazySequence: hasher.update(bytes.lazy.map { $0 })
            case .string: hasher.update(String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// The message and expected digest of a length: ASCII "a"s for the String overload (whose
    /// pieces must be valid UTF-8 on their own), the byte pattern for the others.
    static func message(_ length: Int, for feed: Feed) -> ([UInt8], String) {
        feed == .string
            ? (Array(repeating: UInt8(ascii: "a"), count: length), Fixtures.md5.a[length])
            : (Fixtures.patternMessage(length), Fixtures.md5.pattern[length])
    }

    @Test(arguments: Feed.allCases)
    func everyTwoPartSplitUpTo130Bytes(feed: Feed) {
        for length in 0...130 {
            let (message, expected) = Self.message(length, for: feed)
            for cut in 0...length {
                var hasher = MD5()
                feed.update(&hasher, message[..<cut])
                feed.update(&hasher, message[cut...])
                let digest = hasher.finalize().description
                #expect(digest == expected, "length \(length) split at \(cut)")
                if digest != expected { return }
            }
        }
    }

    /// Cut points near the block boundaries (and the 55/56 padding edge) of a 130-byte message.
    static let cutPoints = [0, 1, 2, 31, 54, 55, 56, 57, 62, 63, 64, 65, 66, 100, 118, 119, 120, 121,
                            126, 127, 128, 129, 130]

    @Test(arguments: Feed.allCases)
    func threePartSplitsAroundBlockBoundaries(feed: Feed) {
        for length in [120, 127, 128, 129, 130] {
            let (message, expected) = Self.message(length, for: feed)
            let cuts = Self.cutPoints.filter { $0 <= length }
            for first in cuts {
                for second in cuts where second >= first {
                    var hasher = MD5()
                    feed.update(&hasher, message[..<first])
                    feed.update(&hasher, message[first..<second])
                    feed.update(&hasher, message[second...])
                    #expect(hasher.finalize().description == expected,
                            "length \(length) cut at \(first), \(second)")
                }
            }
        }
    }

    @Test(arguments: Feed.allCases)
    func mixedOverloadsAndOneByteAtATime(feed: Feed) {
        for length in [0, 1, 63, 64, 65, 127, 128, 129, 200, 300] {
            let (message, expected) = Self.message(length, for: feed)
            var hasher = MD5()
            for index in message.indices { feed.update(&hasher, message[index...index]) }
            #expect(hasher.finalize().description == expected, "byte at a time, length \(length)")

            // Alternate between this overload and the buffer-pointer one in 7-byte pieces.
            var mixed = MD5()
            var start = 0
            var toggle = false
            while start < length {
                let end = min(start + 7, length)
                (toggle ? feed : .bufferPointer).update(&mixed, message[start..<end])
                toggle.toggle()
                start = end
            }
            #expect(mixed.finalize().description == expected, "mixed, length \(length)")
        }
    }

    @Test func finalizeLeavesTheHasherUsable() {
        let message = Fixtures.patternMessage(130)
        for cut in 0...130 {
            var hasher = MD5()
            message[..<cut].withUnsafeBytes { hasher.update(bufferPointer: $0) }
            #expect(hasher.finalize().description == Fixtures.md5.pattern[cut], "prefix \(cut)")
            // A second finalize gives the same answer, and more input can follow.
            #expect(hasher.finalize().description == Fixtures.md5.pattern[cut], "prefix \(cut), again")
            message[cut...].withUnsafeBytes { hasher.update(bufferPointer: $0) }
            #expect(hasher.finalize().description == Fixtures.md5.pattern[130], "whole after finalize at \(cut)")
        }
    }

    @Test func copiesAreIndependent() {
        let message = Fixtures.patternMessage(200)
        var first = MD5()
        first.update(message[..<70])
        var second = first
        second.update(message[70...])
        #expect(first.finalize().description == Fixtures.md5.pattern[70])
        #expect(second.finalize().description == Fixtures.md5.pattern[200])
    }

    @Test func emptyUpdatesChangeNothing() {
        var hasher = MD5()
        hasher.update([UInt8]())
        hasher.update("")
        hasher.update(EmptyCollection<UInt8>())
        hasher.update(bufferPointer: UnsafeRawBufferPointer(start: nil, count: 0))
        #expect(hasher.finalize().description == Fixtures.md5.pattern[0])
    }
}

import OpenUDIDCore
import Testing

/// Splitting a message across `update` calls must not change its digest, whatever the split,
/// whichever overload feeds the pieces, and for both hash functions on the shared block
/// buffering. Expected digests come from the hashlib fixtures.
@Suite struct DigestStreamingTests {
    /// The four ways of feeding bytes to a hasher.
    enum Feed: CaseIterable {
        case bufferPointer, array, lazySequence, string

        func update<H: DigestFunction>(_ hasher: inout H, _ bytes: ArraySlice<UInt8>) {
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
    static func message(_ length: Int, for feed: Feed, _ algorithm: DigestAlgorithm) -> ([UInt8], String) {
        feed == .string
            ? (Array(repeating: UInt8(ascii: "a"), count: length), algorithm.vectors.a[length])
            : (Fixtures.patternMessage(length), algorithm.vectors.pattern[length])
    }

    /// The digest of `pieces` fed one after another through `feed`.
    static func streamed<H: DigestFunction>(_: H.Type, _ pieces: [ArraySlice<UInt8>], _ feed: Feed) -> String {
        var hasher = H()
        for piece in pieces { feed.update(&hasher, piece) }
        return hasher.finalize().description
    }

    @Test(arguments: DigestAlgorithm.allCases, Feed.allCases)
    func everyTwoPartSplitUpTo130Bytes(algorithm: DigestAlgorithm, feed: Feed) {
        for length in 0...130 {
            let (message, expected) = Self.message(length, for: feed, algorithm)
            for cut in 0...length {
                let digest = Self.streamed(algorithm.type, [message[..<cut], message[cut...]], feed)
                #expect(digest == expected, "length \(length) split at \(cut)")
                if digest != expected { return }
            }
        }
    }

    /// Cut points near the block boundaries (and the 55/56 padding edge) of a 130-byte message.
    static let cutPoints = [
        0, 1, 2, 31, 54, 55, 56, 57, 62, 63, 64, 65, 66, 100, 118, 119, 120, 121,
        126, 127, 128, 129, 130,
    ]

    @Test(arguments: DigestAlgorithm.allCases, Feed.allCases)
    func threePartSplitsAroundBlockBoundaries(algorithm: DigestAlgorithm, feed: Feed) {
        for length in [120, 127, 128, 129, 130] {
            let (message, expected) = Self.message(length, for: feed, algorithm)
            let cuts = Self.cutPoints.filter { $0 <= length }
            for first in cuts {
                for second in cuts where second >= first {
                    let pieces = [message[..<first], message[first..<second], message[second...]]
                    #expect(
                        Self.streamed(algorithm.type, pieces, feed) == expected,
                        "length \(length) cut at \(first), \(second)")
                }
            }
        }
    }

    @Test(arguments: DigestAlgorithm.allCases, Feed.allCases)
    func mixedOverloadsAndOneByteAtATime(algorithm: DigestAlgorithm, feed: Feed) {
        for length in [0, 1, 63, 64, 65, 127, 128, 129, 200, 300] {
            let (message, expected) = Self.message(length, for: feed, algorithm)
            let bytes = message.indices.map { message[$0...$0] }
            #expect(Self.streamed(algorithm.type, bytes, feed) == expected, "byte at a time, length \(length)")
            #expect(Self.alternating(algorithm.type, message, feed) == expected, "mixed, length \(length)")
        }
    }

    /// Alternates between `feed` and the buffer-pointer overload in 7-byte pieces.
    static func alternating<H: DigestFunction>(_: H.Type, _ message: [UInt8], _ feed: Feed) -> String {
        var hasher = H()
        var start = 0
        var toggle = false
        while start < message.count {
            let end = min(start + 7, message.count)
            (toggle ? feed : .bufferPointer).update(&hasher, message[start..<end])
            toggle.toggle()
            start = end
        }
        return hasher.finalize().description
    }

    @Test(arguments: DigestAlgorithm.allCases)
    func finalizeLeavesTheHasherUsable(algorithm: DigestAlgorithm) {
        func check<H: DigestFunction>(_: H.Type) {
            let message = Fixtures.patternMessage(130)
            let expected = algorithm.vectors.pattern
            for cut in 0...130 {
                var hasher = H()
                message[..<cut].withUnsafeBytes { hasher.update(bufferPointer: $0) }
                #expect(hasher.finalize().description == expected[cut], "prefix \(cut)")
                // A second finalize gives the same answer, and more input can follow.
                #expect(hasher.finalize().description == expected[cut], "prefix \(cut), again")
                message[cut...].withUnsafeBytes { hasher.update(bufferPointer: $0) }
                #expect(hasher.finalize().description == expected[130], "whole after finalize at \(cut)")
            }
        }
        check(algorithm.type)
    }

    @Test(arguments: DigestAlgorithm.allCases)
    func copiesAreIndependent(algorithm: DigestAlgorithm) {
        func check<H: DigestFunction>(_: H.Type) {
            let message = Fixtures.patternMessage(200)
            var first = H()
            first.update(message[..<70])
            var second = first
            second.update(message[70...])
            #expect(first.finalize().description == algorithm.vectors.pattern[70])
            #expect(second.finalize().description == algorithm.vectors.pattern[200])
        }
        check(algorithm.type)
    }

    @Test(arguments: DigestAlgorithm.allCases)
    func emptyUpdatesChangeNothing(algorithm: DigestAlgorithm) {
        func check<H: DigestFunction>(_: H.Type) {
            var hasher = H()
            hasher.update([UInt8]())
            hasher.update("")
            hasher.update(EmptyCollection<UInt8>())
            hasher.update(bufferPointer: UnsafeRawBufferPointer(start: nil, count: 0))
            #expect(hasher.finalize().description == algorithm.vectors.pattern[0])
        }
        check(algorithm.type)
    }
}

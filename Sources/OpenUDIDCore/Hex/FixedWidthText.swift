/// A value whose text is a fixed number of ASCII bytes stored by one unchecked writer:
/// ``MD5Digest`` (32 hex digits), ``SHA1Digest`` and ``OpenUDID`` (40 each), and a ``RFCUUID``
/// in one ``RFCUUID/Format`` (``RFCUUID/FormattedText``).
///
/// The public formatters of the four are the two members of this protocol's extension: the
/// text as a new `String`, or appended to a caller's `OutputSpan` after one size check. The
/// unsafe stores stay in the writers, each of which stores exactly ``textByteCount`` bytes.
@usableFromInline
protocol FixedWidthText {
    /// How many bytes the text takes, in either letter case.
    var textByteCount: Int { get }

    /// Stores the text, letters in `letterCase`, at `destination`, which must have room for
    /// ``textByteCount`` bytes.
    func writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer)
}

extension FixedWidthText {
    /// The text as a new `String`.
    ///
    /// The text is written into a 48-byte buffer on the stack and copied into the string's
    /// storage as bytes already known to be ASCII: `String(copying:)` of a `UTF8Span` made
    /// `unchecked` with `isKnownASCII: true` allocates and copies, and neither validates the
    /// UTF-8 nor scans for non-ASCII bytes, both of which `String(unsafeUninitializedCapacity:
    /// initializingUTF8With:)` does on bytes it cannot know anything about (about a tenth of
    /// making a UUID's `String`: Benchmarks/records/choices-in-the-code.md). Safe because every writer stores only ASCII bytes (hex
    /// digits, hyphens, braces, `urn:uuid:`), which are valid UTF-8 and in NFC, the two
    /// properties an unchecked `UTF8Span` takes on trust. Before the `UTF8Span` API
    /// (macOS 26) and for texts longer than the buffer, the checked initializer is used.
    @inlinable @inline(__always)
    func string(_ letterCase: LetterCase) -> String {
        let count = textByteCount
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *),
            count <= MemoryLayout<ASCIITextBuffer>.size
        {
            var buffer = ASCIITextBuffer()
            return withUnsafeMutableBytes(of: &buffer) { storage in
                writeText(letterCase, to: storage.baseAddress.unsafelyUnwrapped)
                let start = storage.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
                let text = UnsafeBufferPointer(start: start, count: count)
                return String(copying: UTF8Span(unchecked: Span(_unsafeElements: text), isKnownASCII: true))
            }
        }
        return String(unsafeUninitializedCapacity: count) { buffer in
            writeText(letterCase, to: UnsafeMutableRawPointer(buffer.baseAddress!))
            return count
        }
    }

    /// Appends the text to `output` after checking that it fits: the one place where a sized
    /// span becomes the raw address the word-at-a-time encoders of ``Hex`` store through.
    ///
    /// The check is one comparison of the length against the span's free room, made once per
    /// identifier rather than once per stored word; where the compiler can relate the two (a
    /// span made for the text, or a loop that empties a span of known room) it disappears.
    ///
    /// - Precondition: `textByteCount <= output.freeCapacity`; `writer` names the public
    ///   method in the message.
    @inlinable @inline(__always)
    func append(_ letterCase: LetterCase, to output: inout OutputSpan<UInt8>, by writer: @autoclosure () -> String) {
        let count = textByteCount, free = output.freeCapacity
        precondition(count <= free, "\(writer()) writes \(count) bytes; the span has \(free) free")
        output.withUnsafeMutableBufferPointer { buffer, initialized in
            // Never nil: a span without memory has no room, and this one has at least
            // `count` > 0 bytes free, as just checked.
            writeText(letterCase, to: UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped + initialized))
            initialized &+= count
        }
    }
}

/// 48 bytes of stack for ``FixedWidthText/string(_:)``: room for the longest text of the
/// package (a UUID's URN, 45 bytes), in six words that need no initialization loop.
@usableFromInline @frozen
struct ASCIITextBuffer {
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)

    @inlinable
    init() {}
}

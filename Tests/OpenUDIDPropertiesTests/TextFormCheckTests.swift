import OpenUDIDCore
@testable import OpenUDIDProperties
import Testing

/// The digest text-form check of the `md5` and `sha1` targets holds `write(case:to:)` to the
/// sized-writer contract in both cases: a writer of the wrong case, or one that overwrites what
/// the span held, is caught.
@Suite("Digest text forms: write")
struct TextFormCheckTests {
    static let message = Array("abc".utf8), prefix = Array("a".utf8)

    static func check(_ write: (LetterCase, inout OutputSpan<UInt8>) -> Void) -> String? {
        let digest = MD5.hash(message), other = MD5.hash(prefix)
        return TextFormCheck.digest(
            digest, bytes: digest.withUnsafeBytes { Array($0) },
            stored: digest.withUnsafeBytes { Array($0) }, uppercase: digest.formatted(case: .upper),
            other: other, otherBytes: other.withUnsafeBytes { Array($0) }, write: write)
    }

    @Test("the core's MD5Digest.write passes")
    func corePasses() {
        let digest = MD5.hash(Self.message)
        #expect(Self.check { digest.write(case: $0, to: &$1) } == nil)
    }

    @Test("a writer that ignores the case is caught")
    func wrongCase() {
        let digest = MD5.hash(Self.message)
        #expect(Self.check { _, span in digest.write(case: .lower, to: &span) } != nil)
    }

    @Test("a writer that drops what the span held is caught")
    func overwrites() {
        let digest = MD5.hash(Self.message)
        #expect(
            Self.check { letterCase, span in
                span.removeAll()
                digest.write(case: letterCase, to: &span)
                span.append(0x20)
            } != nil)
    }
}

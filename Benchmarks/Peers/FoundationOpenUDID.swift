import Foundation
import Platform

/// `_generateFreshOpenUDID` ported line by line to Swift and Foundation: what a developer
/// would write without this package.
///
/// 2012: `UUID().uuidString` (the UPPERCASE form `CFUUIDCreateString` returns), a textbook MD5
/// of its UTF-8, and one 17-argument `String(format:)` with `%02x` sixteen times and `%08lx`
/// of `arc4random() % NSUIntegerMax`. 2011: the same with
/// `ProcessInfo.globallyUniqueString` and `%08x` of `arc4random() % 4294967295`.
package enum FoundationOpenUDID {
    /// The 2012 generator.
    package static func generateFresh() -> String {
        let uuidString = UUID().uuidString
        let result = TextbookMD5.hash(Array(uuidString.utf8))
        // On 64-bit platforms NSUIntegerMax is UInt.max, so the modulo leaves the value as is.
        let suffix = UInt(arc4random()) % UInt.max
        return format(result, suffix)
    }

    /// The 2011 generator.
    package static func generateFreshLegacy() -> String {
        let unique = ProcessInfo.processInfo.globallyUniqueString
        let result = TextbookMD5.hash(Array(unique.utf8))
        return String(
            format: "%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%08x",
            result[0], result[1], result[2], result[3],
            result[4], result[5], result[6], result[7],
            result[8], result[9], result[10], result[11],
            result[12], result[13], result[14], result[15],
            arc4random() % 4_294_967_295)
    }

    /// The 2012 format string applied to a 16-byte digest and a suffix: the formatting half of
    /// the generator, and what the suite's OpenUDID format peer measures.
    package static func format(_ result: [UInt8], _ suffix: UInt) -> String {
        String(
            format: "%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%08lx",
            result[0], result[1], result[2], result[3],
            result[4], result[5], result[6], result[7],
            result[8], result[9], result[10], result[11],
            result[12], result[13], result[14], result[15],
            suffix)
    }

    /// Parses 40 hex digits the way an app would without a dedicated parser: check the length,
    /// then `UInt8(_:radix:)` on each pair of characters. Returns the 16 digest bytes and the
    /// suffix, or `nil`.
    package static func parse(_ text: String) -> (digest: [UInt8], suffix: UInt32)? {
        guard text.count == 40 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        let suffix = bytes[16...].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return (Array(bytes[..<16]), suffix)
    }
}

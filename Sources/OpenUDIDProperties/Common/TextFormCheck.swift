import FuzzSupport
import Foundation
import OpenUDIDCore

/// What the targets check of a value's text forms beyond its parser: `Codable` (a JSON string
/// decodes exactly when the parser accepts it, to the same value, and a value encodes as its
/// `description`), and for digests their hex digits, bytes and order.
enum TextFormCheck {
    /// `text` as a JSON string decodes to `parsed` (`nil`: a decoding error), and `parsed`
    /// encodes as its description; a problem described, `nil` when both hold.
    static func codable<Value: Codable & Equatable & CustomStringConvertible>(_ text: String, parsed: Value?) -> String? {
        do {
            let json = try JSONEncoder().encode([text])
            let decoded = Result { try JSONDecoder().decode([Value].self, from: json)[0] }
            switch (decoded, parsed) {
            case let (.success(value), expected?) where value != expected:
                return "Codable decodes \(show(text)) as \(value), the parser reads \(expected)"
            case let (.success(value), nil):
                return "Codable decodes \(show(text)) as \(value), the parser rejects it"
            case (.failure(DecodingError.dataCorrupted), nil), (.success, _?):
                break
            case let (.failure(error), _):
                return "Codable fails on \(show(text)) with \(error)"
            }
            if let parsed {
                let encoded = try JSONEncoder().encode([parsed])
                let expected = try JSONEncoder().encode([parsed.description])
                guard encoded == expected else { return "\(parsed) encodes as \(show(encoded))" }
            }
            return nil
        } catch {
            return "JSON coding of \(show(text)) failed: \(error)"
        }
    }

    /// A digest of `bytes` (its value `digest`, another digest `other` of `otherBytes`): the
    /// bytes it holds (`stored`), lowercase and UPPERCASE hex (`uppercase` is the digest's
    /// UPPERCASE form), both of which parse back, one digit more or one wrong digit that do not,
    /// the sized writer `write` in both cases (``AppendCheck``), `Codable` and the order of
    /// the bytes.
    static func digest<Digest: LosslessStringConvertible & Codable & Comparable>(
        _ digest: Digest, bytes: [UInt8], stored: [UInt8], uppercase: String, other: Digest, otherBytes: [UInt8],
        write: (LetterCase, inout OutputSpan<UInt8>) -> Void
    ) -> String? {
        let hex = ASCII.hex(bytes: bytes)
        guard stored == bytes, digest.description == hex, uppercase == hex.uppercased() else {
            return "digest \(digest) (UPPERCASE \(uppercase), bytes \(show(stored))), its bytes are \(hex)"
        }
        for letterCase in LetterCase.allCases {
            let spelled = Array((letterCase == .lower ? hex : uppercase).utf8)
            if let wrong = AppendCheck.appends(spelled, { write(letterCase, &$0) }) {
                return "write(case: \(letterCase), to:) of \(digest) \(wrong)"
            }
        }
        guard Digest(hex) == digest, Digest(uppercase) == digest, Digest(hex + "0") == nil,
            Digest(String(hex.dropLast()) + "g") == nil
        else {
            return "the digest's text \(hex) does not parse back to it, or a wrong text parses"
        }
        if let problem = codable(hex, parsed: digest) { return problem }
        guard (digest < other) == bytes.lexicographicallyPrecedes(otherBytes) else {
            return "\(digest) < \(other) is \(digest < other), the bytes order the other way"
        }
        return nil
    }
}

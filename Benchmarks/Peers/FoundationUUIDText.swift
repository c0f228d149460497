package import Foundation
package import OpenUDIDCore

/// The UUID text forms produced and read with `Foundation.UUID`, the way an app without this
/// package would: `uuidString` (UPPERCASE canonical) lowercased when asked and reshaped with
/// `String` operations, and `UUID(uuidString:)` (canonical only, either case) after reshaping
/// the input.
package enum FoundationUUIDText {
    /// `uuid` written in `format`, with its letters in `letterCase`.
    package static func format(_ uuid: UUID, _ format: RFCUUID.Format, _ letterCase: LetterCase) -> String {
        let canonical = letterCase == .upper ? uuid.uuidString : uuid.uuidString.lowercased()
        switch format {
        case .canonical: return canonical
        case .hyphenless: return canonical.replacingOccurrences(of: "-", with: "")
        case .braced: return "{" + canonical + "}"
        case .urn: return "urn:uuid:" + canonical
        }
    }

    /// `text` read as `format`; `nil` when it is not one.
    package static func parse(_ text: String, _ format: RFCUUID.Format) -> UUID? {
        switch format {
        case .canonical:
            return UUID(uuidString: text)
        case .hyphenless:
            guard text.count == 32 else { return nil }
            var hyphenated = text
            for offset in [20, 16, 12, 8] {
                hyphenated.insert("-", at: hyphenated.index(hyphenated.startIndex, offsetBy: offset))
            }
            return UUID(uuidString: hyphenated)
        case .braced:
            guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
            return UUID(uuidString: String(text.dropFirst().dropLast()))
        case .urn:
            guard text.lowercased().hasPrefix("urn:uuid:") else { return nil }
            return UUID(uuidString: String(text.dropFirst(9)))
        }
    }
}

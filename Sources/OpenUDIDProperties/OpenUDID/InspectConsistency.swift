import FuzzSupport
import OpenUDIDCore

/// `openudid inspect`'s classification (``Inspection/inspect(_:)``) against the
/// two parsers, for any text:
///
/// - `uuid(u)` exactly when ``RFCUUID/init(parsing:)`` accepts the text, as `u`;
/// - `openUDID(o)` exactly when the UUID parser rejects it and ``OpenUDID/init(parsing:)``
///   accepts it, as `o`;
/// - `invalid(e)` when both reject, with `e` the OpenUDID parser's error for 40-byte texts and
///   the UUID parser's otherwise, a length error listing 40 among the expected lengths;
/// - no text is accepted by both parsers.
///
/// Both the `uuid-parse` and `openudid-parse` targets run this check.
enum InspectConsistency {
    static func check(_ bytes: UnsafeRawBufferPointer) -> PropertyViolation? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        func fail(_ message: String) -> PropertyViolation {
            PropertyViolation("inspect", "\(message); input \(show(bytes))")
        }
        let uuid = Result { () throws(ParseError) in try RFCUUID(parsing: text) }
        let openUDID = Result { () throws(ParseError) in try OpenUDID(parsing: text) }
        let inspection = Inspection.inspect(text)
        var isInvalid = false
        if case .invalid = inspection { isInvalid = true }
        guard inspection.isValid != isInvalid else { return fail("isValid is \(inspection.isValid) for \(inspection)") }

        switch (uuid, openUDID) {
        case (.success, .success):
            return fail("accepted by both parsers")
        case let (.success(value), _):
            return inspection == .uuid(value) ? nil : fail("inspect says \(inspection), the UUID parser reads \(value)")
        case let (.failure, .success(value)):
            return inspection == .openUDID(value) ? nil : fail("inspect says \(inspection), the OpenUDID parser reads \(value)")
        case let (.failure(uuidError), .failure(openUDIDError)):
            guard case let .invalid(error) = inspection else {
                return fail("inspect says \(inspection), both parsers reject it")
            }
            if bytes.count == OpenUDID.formattedLength {
                return error == openUDIDError ? nil : fail("inspect reports \(error), the OpenUDID parser \(openUDIDError)")
            }
            if case let .invalidLength(length, expected) = uuidError.reason {
                guard case let .invalidLength(reported, lengths) = error.reason, reported == length,
                    error.index == uuidError.index, lengths == (expected + [OpenUDID.formattedLength]).sorted()
                else { return fail("inspect reports \(error), the UUID parser \(uuidError)") }
                return nil
            }
            return error == uuidError ? nil : fail("inspect reports \(error), the UUID parser \(uuidError)")
        }
    }
}

/// Classifies text as one of the identifiers this package reads: a UUID in any of its four
/// forms (``RFCUUID/Format``) and either letter case, or a 40-hex OpenUDID.
///
/// This is what `openudid inspect` reports; a fuzz target checks that it never contradicts the
/// two parsers.
///
/// ```swift
/// Inspection.inspect("6ba7b810-9dad-11d1-80b4-00c04fd430c8")  // .uuid(…)
/// Inspection.inspect(String(repeating: "0", count: 40))      // .openUDID(.optedOut)
/// ```
public enum Inspection {
    /// Classifies `text` as a UUID, an OpenUDID, or neither.
    ///
    /// The rules, which never contradict the parsers:
    /// 1. If ``RFCUUID/init(parsing:)`` accepts `text`, it is a ``InspectionResult/uuid(_:)``.
    ///    The UUID forms are 32, 36, 38 and 45 characters long and an OpenUDID is 40, so no
    ///    input is both.
    /// 2. Else if ``OpenUDID/init(parsing:)`` accepts it, it is an
    ///    ``InspectionResult/openUDID(_:)``.
    /// 3. Else it is ``InspectionResult/invalid(_:)`` with the error of the parser whose length
    ///    the input has: OpenUDID's for 40 UTF-8 bytes, the UUID parser's otherwise. When that
    ///    error is a wrong length, its list of expected lengths also names 40, since neither
    ///    kind accepts the length (`length 35, expected 32, 36, 38, 40 or 45`); the index is
    ///    the length either way.
    public static func inspect(_ text: String) -> InspectionResult {
        let uuidError: ParseError
        do {
            return .uuid(try RFCUUID(parsing: text))
        } catch {
            uuidError = error
        }
        do {
            return .openUDID(try OpenUDID(parsing: text))
        } catch {
            if text.utf8.count == OpenUDID.formattedLength { return .invalid(error) }
        }
        if case let .invalidLength(length, expected) = uuidError.reason {
            let lengths = Array(Set(expected + [OpenUDID.formattedLength])).sorted()
            return .invalid(ParseError(.invalidLength(length, expected: lengths), at: uuidError.index))
        }
        return .invalid(uuidError)
    }
}

/// What ``Inspection/inspect(_:)`` found a text to be.
@frozen
public enum InspectionResult: Sendable, Hashable {
    /// A UUID in one of the forms ``RFCUUID/init(parsing:)`` accepts.
    case uuid(RFCUUID)
    /// Forty hex digits that are not a UUID form: an OpenUDID.
    case openUDID(OpenUDID)
    /// Neither; the error is the one ``Inspection/inspect(_:)`` chose to report.
    case invalid(ParseError)

    /// Whether the input was a UUID or an OpenUDID.
    @inlinable
    public var isValid: Bool {
        if case .invalid = self { return false }
        return true
    }
}

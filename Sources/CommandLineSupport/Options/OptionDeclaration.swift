/// A declared option of any kind: a ``Flag`` or an ``Option`` of some value type.
///
/// Commands list their declarations in ``OptionGroup``s; the parser and the help text read them
/// through ``erased``.
package protocol OptionDeclaration: Sendable {
    /// The declaration without its value type.
    var erased: AnyOption { get }
}

/// An option without its value type: what the parser needs to accept it.
package struct AnyOption: Sendable {
    /// Names, value name, help and shown default.
    package var spec: OptionSpec
    /// Reads one value; `nil` for a flag.
    let read: (@Sendable (String) throws(InvalidValue) -> any Sendable)?
    /// The value when the option is absent, if the declaration gave one.
    let defaultValue: (any Sendable)?
    /// How the value is described in messages (`a positive integer`); empty for a flag.
    let expectation: String

    /// Reads `text` as this option's value.
    ///
    /// - Throws: a ``UsageError`` of `command`: `-n expects a positive integer, got 'x'`.
    func value(of text: String, command: String) throws(UsageError) -> any Sendable {
        guard let read else { preconditionFailure("a flag has no value") }
        do {
            return try read(text)
        } catch {
            var message = "\(spec.name) expects \(error.expectation ?? expectation), got '\(text)'"
            if let detail = error.detail { message += " (\(detail))" }
            throw UsageError(command: command, message)
        }
    }
}

extension OptionDeclaration {
    /// The name messages use (``OptionSpec/name``).
    package var name: String { erased.spec.name }
}

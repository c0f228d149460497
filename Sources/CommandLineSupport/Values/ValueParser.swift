/// How an option's value is read from its text, and how messages describe what it expects.
///
/// The package's parsers are reusable across commands: ``count``, ``count(atLeast:)``,
/// ``count(in:)``, ``size``, ``nonNegativeNumber``, ``unsigned64``, ``text``, ``path``,
/// ``regularExpression``, ``choice(_:)`` and ``list(of:expecting:duplicates:)``. A command with
/// a value of its own makes one with ``init(expecting:_:)``.
///
/// ```swift
/// let namespace = ValueParser<RFCUUID>(expecting: "dns, url, oid, x500 or a UUID") { text throws(InvalidValue) in
///     guard let uuid = try? RFCUUID(parsing: text) else { throw InvalidValue() }
///     return uuid
/// }
/// ```
package struct ValueParser<Value: Sendable>: Sendable {
    /// What a valid value is, as messages say it after "expects": `a positive integer`.
    package var expectation: String
    /// Reads a value, or throws ``InvalidValue``.
    package var read: @Sendable (String) throws(InvalidValue) -> Value

    /// Creates a parser.
    package init(expecting expectation: String, _ read: @escaping @Sendable (String) throws(InvalidValue) -> Value) {
        self.expectation = expectation
        self.read = read
    }

    /// A parser that reads with this one, then checks or converts the value with `transform`;
    /// messages use `expectation`.
    package func map<Other>(
        expecting expectation: String,
        _ transform: @escaping @Sendable (Value) throws(InvalidValue) -> Other
    ) -> ValueParser<Other> {
        let read = self.read
        return ValueParser<Other>(expecting: expectation) { (text) throws(InvalidValue) in try transform(read(text)) }
    }
}

/// Why a value was refused. The message is built by the parser of the command line:
/// `<option> expects <expectation>, got '<text>' (<detail>)`.
package struct InvalidValue: Error, Sendable, Hashable {
    /// Replaces the parser's ``ValueParser/expectation`` in the message, when set.
    package var expectation: String?
    /// Said after the value, in parentheses: `length 3, expected 32, 36, 38 or 45`.
    package var detail: String?

    /// Creates an error.
    package init(expectation: String? = nil, detail: String? = nil) {
        self.expectation = expectation
        self.detail = detail
    }
}

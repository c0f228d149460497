/// An option that takes a value, read by a ``ValueParser``: `-n N`, `--out DIR`.
///
/// The value is read and checked while the command line is parsed, so a bad value is reported
/// before the command starts, with the option's name:
///
/// ```swift
/// static let count = Option("-n", value: "N", help: "How many to print.", parser: .count, default: "1")
/// // …
/// let n = parsed[count]!     // 1 unless given; `-n 1e3` gives 1000
/// ```
package struct Option<Value: Sendable>: OptionDeclaration {
    /// The declaration without its value type.
    package let erased: AnyOption

    /// Declares an option called `names` whose value, shown as `valueName` in the help, `parser`
    /// reads.
    ///
    /// - Parameters:
    ///   - default: the value when the option is absent, written as a user would write it: it is
    ///     read by `parser` (so it cannot disagree with what the help shows) and the help shows it.
    ///   - defaultNote: a default the program works out itself (`processors online`), shown in
    ///     the help; the value is then `nil` when the option is absent.
    package init(
        _ names: String..., value valueName: String, help: String, parser: ValueParser<Value>,
        default: String? = nil, defaultNote: String? = nil
    ) {
        precondition(`default` == nil || defaultNote == nil, "a default is either a value or a note")
        var defaultValue: Value?
        if let text = `default` {
            do { defaultValue = try parser.read(text) } catch {
                preconditionFailure("the default '\(text)' of \(names) is not \(parser.expectation)")
            }
        }
        let read = parser.read
        erased = AnyOption(
            spec: OptionSpec(names: names, valueName: valueName, help: help, defaultText: `default` ?? defaultNote),
            read: { (text) throws(InvalidValue) -> any Sendable in try read(text) },
            defaultValue: defaultValue, expectation: parser.expectation)
    }
}

extension ValueParser where Value == String {
    /// Any text, taken as it is: a name.
    package static var text: ValueParser<String> {
        ValueParser(expecting: "a value") { text in text }
    }

    /// A file or directory name: any text but the empty one.
    package static var path: ValueParser<String> {
        ValueParser(expecting: "a path") { (text) throws(InvalidValue) in
            guard !text.isEmpty else { throw InvalidValue() }
            return text
        }
    }

    /// A Swift `Regex` pattern, kept as text (a `Regex` is not `Sendable`).
    package static var regularExpression: ValueParser<String> {
        ValueParser(expecting: "a valid regular expression") { (text) throws(InvalidValue) in
            guard (try? Regex(text)) != nil else { throw InvalidValue() }
            return text
        }
    }
}

extension ValueParser {
    /// One of the cases of `type`, by raw value: `--clock cpu|wall`.
    package static func choice(_ type: Value.Type) -> ValueParser<Value>
    where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        return ValueParser(expecting: Self.alternatives(names)) { (text) throws(InvalidValue) in
            guard let value = Value(rawValue: text) else { throw InvalidValue() }
            return value
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    package static func alternatives(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

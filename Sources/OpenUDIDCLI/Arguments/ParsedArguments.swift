/// A command line split by an ``ArgumentSpec``.
package struct ParsedArguments: Sendable, Hashable {
    /// The flags present.
    package var flags: Set<String> = []
    /// Each option's values, in order of appearance.
    package var options: [String: [String]] = [:]
    /// The other arguments, in order (everything after `--`, a lone `-`, and anything not
    /// starting with `-`).
    package var positionals: [String] = []
    /// Whether `--help` or `-h` appeared before any `--`.
    package var helpRequested = false

    /// Creates an empty result.
    package init() {}

    /// Whether `flag` was given.
    package func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of `option`; when it was given more than once, the last one wins, as with
    /// most Unix tools.
    package func value(_ option: String) -> String? { options[option]?.last }

    /// Whether `option` was given.
    package func hasValue(_ option: String) -> Bool { options[option] != nil }

    /// The value of a count option such as `-n`: a positive decimal integer, `fallback` when the
    /// option is absent.
    ///
    /// - Throws: a usage ``CommandFailure`` such as `-n expects a positive integer, got 'x'`.
    package func count(_ option: String, default fallback: Int = 1) throws(CommandFailure) -> Int {
        guard let text = value(option) else { return fallback }
        // `Int(_:)` alone would accept a leading `+`; only plain digits are a count here.
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let number = Int(text), number > 0 else {
            throw .usage("\(option) expects a positive integer, got '\(text)'")
        }
        return number
    }

    /// Fails unless at most one of `flags` was given.
    ///
    /// - Throws: a usage ``CommandFailure`` naming the two that clash.
    package func requireAtMostOne(of flags: [String]) throws(CommandFailure) {
        let given = flags.filter(has)
        if given.count > 1 {
            throw .usage("\(given[0]) and \(given[1]) cannot be used together")
        }
    }
}

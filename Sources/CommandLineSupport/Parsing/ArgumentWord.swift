/// One word of a command line, as the parser sees it.
enum ArgumentWord: Equatable {
    /// `--`: the rest are operands.
    case terminator
    /// An operand: a word not starting with `-`, or a lone `-` (standard input, by convention).
    case operand(String)
    /// An option: its name (`--name` or `-n`) and the value written in the same word, if any.
    case option(name: String, attached: String?)

    /// Classifies `word`: `--name=value` and `-nVALUE` carry their value; `--name` and `-n` do not.
    ///
    /// The one place a word is split: every program of the package reads options through it.
    init(_ word: String) {
        if word == "--" {
            self = .terminator
        } else if word == "-" || !word.hasPrefix("-") {
            self = .operand(word)
        } else if word.hasPrefix("--") {
            if let equals = word.firstIndex(of: "=") {
                self = .option(name: String(word[..<equals]), attached: String(word[word.index(after: equals)...]))
            } else {
                self = .option(name: word, attached: nil)
            }
        } else if word.count > 2 {
            self = .option(name: String(word.prefix(2)), attached: String(word.dropFirst(2)))
        } else {
            self = .option(name: word, attached: nil)
        }
    }
}

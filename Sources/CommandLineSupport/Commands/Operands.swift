/// The words a command takes besides its options: how many, and how the help shows them.
package struct Operands: Sendable, Hashable {
    /// How the synopsis shows them: `[FILE...]`, `ID...`, `[FILE | -]`.
    package var synopsis: String
    /// One operand's name in messages: `FILE`, `ID`.
    package var name: String
    /// How many are accepted.
    package var count: ClosedRange<Int>

    /// Creates a declaration.
    package init(synopsis: String, name: String, count: ClosedRange<Int>) {
        self.synopsis = synopsis
        self.name = name
        self.count = count
    }

    /// None: a word that is not an option is an error.
    package static let none = Operands(synopsis: "", name: "", count: 0...0)

    /// Exactly one `name`.
    package static func one(_ name: String) -> Operands {
        Operands(synopsis: name, name: name, count: 1...1)
    }

    /// At most one, shown as `synopsis` (`[FILE | -]`).
    package static func optional(_ name: String, synopsis: String) -> Operands {
        Operands(synopsis: synopsis, name: name, count: 0...1)
    }

    /// At least one `name`: `ID...`.
    package static func oneOrMore(_ name: String) -> Operands {
        Operands(synopsis: "\(name)...", name: name, count: 1...Int.max)
    }

    /// Any number of `name`: `[FILE...]`.
    package static func any(_ name: String) -> Operands {
        Operands(synopsis: "[\(name)...]", name: name, count: 0...Int.max)
    }

    /// Checks how many were given.
    ///
    /// - Returns: `nil`, or the message: `unexpected argument 'x'`, `expects one ID, got 2`,
    ///   `expects at most one FILE, got 2`, `expects at least one ID`.
    func problem(with operands: [String]) -> String? {
        guard !count.contains(operands.count) else { return nil }
        switch (count.lowerBound, count.upperBound) {
        case (0, 0): return "unexpected argument '\(operands[0])'"
        case (1, 1): return "expects one \(name), got \(operands.count)"
        case (0, let most): return "expects at most \(Self.number(most)) \(name), got \(operands.count)"
        case (let least, Int.max): return "expects at least \(Self.number(least)) \(name)"
        case let (least, most): return "expects \(least) to \(most) \(name), got \(operands.count)"
        }
    }

    private static func number(_ value: Int) -> String { value == 1 ? "one" : String(value) }
}

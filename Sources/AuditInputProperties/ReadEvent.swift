import FuzzSupport
package import AuditInput

/// What a reader found on one line of one input: the common language of the real reader and
/// the reference, compared by the `audit-lines` property.
package struct ReadEvent: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        case identifier(ParsedIdentifier)
        /// An identifier read inside one pair of quotes.
        case quotedIdentifier(ParsedIdentifier)
        case blank
        case invalid(text: [UInt8], problem: LineProblem)
    }

    package var input: Int
    /// From 1.
    package var line: Int
    package var kind: Kind

    package init(input: Int, line: Int, kind: Kind) {
        (self.input, self.line, self.kind) = (input, line, kind)
    }

    package var description: String {
        switch kind {
        case let .identifier(id):
            return "\(input):\(line) id \(String(id.high, radix: 16))-\(String(id.low, radix: 16))-\(id.suffix) \(id.form) \(id.letterCase)"
        case let .quotedIdentifier(id):
            return
                "\(input):\(line) quoted id \(String(id.high, radix: 16))-\(String(id.low, radix: 16))-\(id.suffix) \(id.form) \(id.letterCase)"
        case .blank: return "\(input):\(line) blank"
        case let .invalid(text, problem): return "\(input):\(line) invalid \(show(text)) \(problem)"
        }
    }
}

/// Everything a reader reports about a set of inputs.
package struct ReadOutcome: Sendable, Hashable {
    package var events: [ReadEvent] = []
    /// Lines per input.
    package var lines: [Int] = []
    package var headerRows = 0
    /// Inputs skipped: a missing header column, a header too long to hold, or a read error.
    package var skipped: Set<Int> = []
    /// Inputs named for a failed read.
    package var readErrors: Set<Int> = []
    /// Per input whose read failed, the bytes its source had delivered before (set by the
    /// harness that injects the failures, not by the reader).
    package var failedAt: [Int: Int] = [:]

    package init() {}
}

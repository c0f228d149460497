/// A property that did not hold for one fuzz input.
///
/// Every checker of this module returns a violation instead of trapping, so that the tests can
/// hand a checker a deliberately wrong implementation and assert that it is caught. The fuzz
/// entry points turn a violation into a trap with ``trapIfViolated(_:)``: libFuzzer sees the
/// crash, and the message says which property broke and on what.
package struct PropertyViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The fuzz target whose property broke, e.g. `uuid-parse`.
    package var target: String
    /// What was expected and what was found.
    package var message: String

    /// Creates a violation.
    package init(_ target: String, _ message: String) {
        self.target = target
        self.message = message
    }

    /// `uuid-parse: <message>`.
    package var description: String { "\(target): \(message)" }
}

/// Traps with the violation's message when there is one.
///
/// `fatalError` rather than `precondition` so that the message survives `-O` builds, which is
/// what libFuzzer and the replayer run.
package func trapIfViolated(_ violation: PropertyViolation?) {
    if let violation { fatalError("property violated: \(violation)") }
}

/// Renders bytes for a violation message: printable ASCII as is, everything else as `\xNN`.
package func show(_ bytes: some Sequence<UInt8>) -> String {
    var text = "\""
    for byte in bytes {
        if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
            text.unicodeScalars.append(UnicodeScalar(byte))
        } else {
            let hex = String(byte, radix: 16)
            text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
    return text + "\""
}

/// Renders a string by its UTF-8 code units, so that canonically equivalent but different
/// strings ("é" precomposed and decomposed) print differently.
package func show(_ string: String) -> String { show(string.utf8) }

/// Why a document is not JSON, and where: 1-based line and column (the column counts Unicode
/// scalars, as editors do).
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. `expected ':' after an object key`.
    package var message: String
    /// The line of the problem, from 1.
    package var line: Int
    /// The column of the problem, from 1.
    package var column: Int

    /// Creates an error.
    package init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `invalid JSON at line 3, column 7: expected ':' after an object key`.
    package var description: String {
        "invalid JSON at line \(line), column \(column): \(message)"
    }
}

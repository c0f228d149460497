import AuditInput
/// Why an audit could not be carried out (a bad input is not one: it is counted and named).
package enum AuditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option is out of range; the text says which and why.
    case invalidOption(String)
    /// `--column NAME` names no field of an input's header row; `header` is that row's names.
    /// Found before the audit starts for files, when the header is read for standard input;
    /// either way no report is written.
    case missingColumn(name: String, input: String, header: [String])
    /// `--time-column NAME` names no field of an input's header row; as ``missingColumn(name:input:header:)``.
    case missingTimeColumn(name: String, input: String, header: [String])
    /// One input is named twice (the same path, the same file under two paths, or `-` twice):
    /// every identifier in it would count as a duplicate.
    case sameInput(first: String, second: String)
    /// The directory for spilled runs does not exist, is not a directory or cannot be written
    /// (it is never created).
    case temporaryDirectory(path: String, reason: String)
    /// The output directory cannot be created or written.
    case outputDirectory(String)
    /// A spilled run could not be written or read back.
    case spillFailed(String)
    /// A report file could not be written.
    case writeFailed(path: String, reason: String)

    /// The error of a header that lacks a column the reader was asked for.
    init(_ missing: HeaderRow.MissingColumn, input: String) {
        self =
            missing.isTimeColumn
            ? .missingTimeColumn(name: missing.name, input: input, header: missing.header)
            : .missingColumn(name: missing.name, input: input, header: missing.header)
    }

    package var description: String {
        switch self {
        case let .invalidOption(text), let .outputDirectory(text), let .spillFailed(text): return text
        case let .writeFailed(path, reason): return "write error: \(path): \(reason)"
        case let .missingColumn(name, input, header):
            let names = header.isEmpty ? "no names" : header.joined(separator: ", ")
            return "--column '\(name)': no such column in \(input); its header has: \(names)"
        case let .missingTimeColumn(name, input, header):
            let names = header.isEmpty ? "no names" : header.joined(separator: ", ")
            return "--time-column '\(name)': no such column in \(input); its header has: \(names)"
        case let .sameInput(first, second):
            return first == second
                ? "\(first) is named twice: each input may be audited once"
                : "\(first) and \(second) are the same file: each input may be audited once"
        case let .temporaryDirectory(path, reason): return "--temp-dir '\(path)': \(reason)"
        }
    }
}

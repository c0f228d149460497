/// The status `openudid` exits with.
@frozen
public struct ExitCode: RawRepresentable, Sendable, Hashable {
    /// The process exit status.
    public var rawValue: Int32

    /// Creates an exit code from a status.
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// 0: everything worked.
    public static let success = ExitCode(rawValue: 0)
    /// 1: the data was invalid (an identifier that does not parse, a file that cannot be read).
    public static let failure = ExitCode(rawValue: 1)
    /// 2: the command line (or the document describing the scan) was wrong.
    public static let usage = ExitCode(rawValue: 2)
}

/// The version of swift-openudid, the one string both programs print with `--version`; it
/// is the newest release in CHANGELOG.md.
package enum PackageVersion {
    /// `MAJOR.MINOR.PATCH`, as Semantic Versioning writes it.
    package static let current = "0.2.0"

    /// The option every program accepts: prints `PROGRAM VERSION` and exits.
    package static let flag = Flag("--version", help: "print the version and exit")

    /// What `--version` prints for `program`.
    package static func line(program: String) -> String { "\(program) \(current)\n" }
}

/// An option that takes no value: `--quiet`, `--v1`.
///
/// ```swift
/// static let quiet = Flag("--quiet", help: "No progress bar.")
/// // …
/// if parsed.has(quiet) { … }
/// ```
package struct Flag: OptionDeclaration {
    /// The declaration without its value type.
    package let erased: AnyOption

    /// Declares a flag called `names` (`"--quiet"`, or `"-h", "--help"`).
    package init(_ names: String..., help: String) {
        erased = AnyOption(
            spec: OptionSpec(names: names, valueName: nil, help: help, defaultText: nil),
            read: nil, defaultValue: nil, expectation: "")
    }
}

/// Which options a subcommand accepts: flags stand alone, options take a value.
///
/// Long names start with `--`, short ones with one `-` and one letter. `--help` and `-h` are
/// always accepted and need not be listed.
///
/// ```swift
/// let spec = ArgumentSpec(flags: ["--legacy"], options: ["-n"])
/// let parsed = try spec.parse(["-n", "3", "--legacy"])
/// parsed.has("--legacy")      // true
/// try parsed.count("-n")      // 3
/// ```
package struct ArgumentSpec: Sendable, Hashable {
    /// Options that take no value.
    package var flags: Set<String>
    /// Options that take a value: `--name VALUE`, `--name=VALUE`, `-n VALUE` or `-nVALUE`.
    package var options: Set<String>

    /// Creates a specification.
    package init(flags: Set<String> = [], options: Set<String> = []) {
        self.flags = flags
        self.options = options
    }
}

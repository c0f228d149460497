import OpenUDIDCore

/// `openudid uuid`: UUIDs of version 1, 3 or 4 in any of the five textual forms.
package enum UUIDCommand: Subcommand {
    /// `uuid`.
    package static let name = "uuid"
    /// One line for the overview.
    package static let abstract = "Generate UUIDs (version 1, 3 or 4)."
    /// The `--help` text.
    package static let help = """
        usage: openudid uuid [--v1 | --v3 --namespace NS --name NAME | --v4] [-n N]
                             [--upper] [--hyphenless | --braced | --urn]

        Prints N UUIDs (default 1), one per line. Version 4 (random) unless told otherwise.

        Versions:
          --v1               time-based: the current time, a random clock sequence and a
                             random multicast node; never repeated within one run
          --v3               name-based (MD5) of NAME in namespace NS; the same inputs always
                             give the same UUID, so -n repeats it
          --namespace NS     dns, url, oid, x500, or any UUID
          --name NAME        the name, as UTF-8
          --v4               random (the default)

        Forms (lowercase canonical by default):
          --upper            UPPERCASE hex digits (combines with the forms below)
          --hyphenless       32 digits, no hyphens
          --braced           {canonical}
          --urn              urn:uuid:canonical

        Example:
          $ openudid uuid --v3 --namespace dns --name www.example.com
          5df41881-3aed-3515-88a7-2f4a814cf09e

        """
    /// The flags and options.
    package static let arguments = ArgumentSpec(
        flags: ["--v1", "--v3", "--v4", "--upper", "--hyphenless", "--braced", "--urn"],
        options: ["-n", "--namespace", "--name"])

    /// Validates the combination, then writes the UUIDs through the output buffer.
    package static func run(_ parsed: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        if let extra = parsed.positionals.first {
            throw .usage("unexpected argument '\(extra)'")
        }
        try parsed.requireAtMostOne(of: ["--v1", "--v3", "--v4"])
        try parsed.requireAtMostOne(of: ["--hyphenless", "--braced", "--urn"])
        let count = try parsed.count("-n")
        let form = UUIDForm(parsed)

        if parsed.has("--v3") {
            guard let namespaceText = parsed.value("--namespace") else {
                throw .usage("--v3 needs --namespace (dns, url, oid, x500 or a UUID)")
            }
            guard let name = parsed.value("--name") else { throw .usage("--v3 needs --name") }
            let uuid = RFCUUID.v3(namespace: try namespace(namespaceText), name: name)
            for _ in 0..<count { form.writeLine(uuid, to: io.output) }
        } else {
            for option in ["--namespace", "--name"] where parsed.hasValue(option) {
                throw .usage("\(option) is only used with --v3")
            }
            if parsed.has("--v1") {
                let generator = TimeBasedUUIDGenerator.shared
                for _ in 0..<count { form.writeLine(generator.next(), to: io.output) }
            } else {
                var random = SecureRandom()
                for _ in 0..<count { form.writeLine(RFCUUID.v4(using: &random), to: io.output) }
            }
        }
        return .success
    }

    /// The namespace named by `text`: one of the four of RFC 9562 §6.6, or a UUID in any form.
    static func namespace(_ text: String) throws(CommandFailure) -> RFCUUID {
        switch text.lowercased() {
        case "dns": return .dns
        case "url": return .url
        case "oid": return .oid
        case "x500": return .x500
        default:
            do {
                return try RFCUUID(parsing: text)
            } catch {
                throw .usage("--namespace expects dns, url, oid, x500 or a UUID, got '\(text)' (\(error))")
            }
        }
    }
}

import OpenUDIDCore
package import CommandLineSupport

/// `openudid uuid`: UUIDs of version 1, 3 or 4 in any of the five textual forms.
package enum UUIDCommand: Subcommand {
    static let count = Option("-n", value: "N", help: "how many to print", parser: .count, default: "1")

    static let v1 = Flag("--v1", help: """
        time-based: the current time, a random clock sequence and a random multicast node; never \
        repeated within one run
        """)
    static let v3 = Flag("--v3", help: """
        name-based (MD5) of NAME in namespace NS; the same inputs always give the same UUID, so \
        -n repeats it
        """)
    static let namespace = Option("--namespace", value: "NS", help: "with --v3: dns, url, oid, x500, or any UUID",
                                  parser: namespaceParser)
    static let name = Option("--name", value: "NAME", help: "with --v3: the name, as UTF-8", parser: .text)
    static let v4 = Flag("--v4", help: "random (the default)")

    static let upper = Flag("--upper", help: "UPPERCASE hex digits (combines with the forms below)")
    static let hyphenless = Flag("--hyphenless", help: "32 digits, no hyphens")
    static let braced = Flag("--braced", help: "{canonical}")
    static let urn = Flag("--urn", help: "urn:uuid:canonical")

    /// The command line.
    package static let spec = CommandSpec(
        name: "uuid",
        abstract: "Generate UUIDs (version 1, 3 or 4).",
        discussion: "Prints N UUIDs, one per line. Version 4 (random) unless told otherwise.",
        options: [
            OptionGroup("Options", [count]),
            OptionGroup("Versions", [v1, v3, namespace, name, v4]),
            OptionGroup("Forms (lowercase canonical by default)", [upper, hyphenless, braced, urn]),
        ],
        exclusive: [[v1, v3, v4], [hyphenless, braced, urn]],
        epilogue: """
            Example:
              $ openudid uuid --v3 --namespace dns --name www.example.com
              5df41881-3aed-3515-88a7-2f4a814cf09e
            """)

    /// Checks what the parser cannot (`--v3` needs its two values), then writes the UUIDs
    /// through the output buffer.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let count = arguments[count]!
        let form = UUIDForm(arguments)

        if arguments.has(v3) {
            guard let namespace = arguments[namespace] else {
                throw .usage("--v3 needs --namespace (dns, url, oid, x500 or a UUID)")
            }
            guard let name = arguments[name] else { throw .usage("--v3 needs --name") }
            let uuid = RFCUUID.v3(namespace: namespace, name: name)
            for _ in 0..<count { form.writeLine(uuid, to: io.output) }
        } else {
            for option: any OptionDeclaration in [namespace, name] where arguments.isGiven(option) {
                throw .usage("\(option.name) is only used with --v3")
            }
            if arguments.has(v1) {
                let generator = TimeBasedUUIDGenerator.shared
                for _ in 0..<count { form.writeLine(generator.next(), to: io.output) }
            } else {
                var random = SecureRandom()
                for _ in 0..<count { form.writeLine(RFCUUID.v4(using: &random), to: io.output) }
            }
        }
        return .success
    }

    /// The namespace of `--namespace`: one of the four of RFC 9562 §6.6 by name, or a UUID in
    /// any form.
    static let namespaceParser = ValueParser<RFCUUID>(expecting: "dns, url, oid, x500 or a UUID") { (text) throws(InvalidValue) in
        switch text.lowercased() {
        case "dns": return .dns
        case "url": return .url
        case "oid": return .oid
        case "x500": return .x500
        default:
            do {
                return try RFCUUID(parsing: text)
            } catch {
                throw InvalidValue(detail: "\(error)")
            }
        }
    }
}

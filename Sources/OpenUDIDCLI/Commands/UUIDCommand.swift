import OpenUDIDCore
package import CommandLineSupport

/// `openudid uuid`: UUIDs of every RFC 9562 version in any of the five textual forms.
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
    static let v4 = Flag("--v4", help: "random (the default)")
    static let v5 = Flag("--v5", help: """
        name-based (SHA-1) of NAME in namespace NS, as --v3; RFC 9562 prefers it to --v3 for new \
        names
        """)
    static let namespace = Option("--namespace", value: "NS", help: "with --v3 or --v5: dns, url, oid, x500, or any UUID",
                                  parser: namespaceParser)
    static let name = Option("--name", value: "NAME", help: "with --v3 or --v5: the name, as UTF-8", parser: .text)
    static let v6 = Flag("--v6", help: """
        time-based in sorting order: the fields of --v1 with the timestamp's bits most \
        significant first, so the UUIDs sort by time as text
        """)
    static let v7 = Flag("--v7", help: """
        Unix milliseconds, then bits that keep the run's UUIDs strictly increasing (--method \
        counter or subms) or random (--method random)
        """)
    static let method = Option("--method", value: "counter|subms|random", help: """
        with --v7, how UUIDs within one millisecond are ordered (RFC 9562 §6.2): counter is \
        method 1 (a counter seeded at random each millisecond, then random bits, as in CPython \
        3.14 and Rust uuid), subms is method 3 (12 bits of 1/4096 ms, then 62 random bits, as \
        in PostgreSQL 18 and Go google/uuid), random is 74 random bits, as in util-linux libuuid
        """, parser: .choice(UUIDv7Method.self), default: UUIDv7Method.subms.rawValue)
    static let counterBits = Option("--counter-bits", value: "B", help: """
        with --method counter, the counter's width: B − 1 random seed bits each millisecond \
        under a rollover guard bit, and 74 − B random bits in every UUID
        """, parser: .count(in: UUIDv7Generator.CounterWidth.allowed), default: "42")
    static let v8 = Option("--v8", value: "HEX32", help: """
        custom (RFC 9562 §5.8): your 128 bits as 32 hex digits (hyphens, braces or urn:uuid: \
        allowed), with the version and variant written over them: in \
        xxxxxxxx-xxxx-Mxxx-Nxxx-xxxxxxxxxxxx, M becomes 8 and the top two bits of N become 10 \
        (N reads 8, 9, a or b); the other 122 bits are kept. -n repeats it
        """, parser: customBitsParser)
    static let max = Flag("--max", help: "the Max UUID, all 128 bits set (RFC 9562 §5.10); -n repeats it")

    static let upper = Flag("--upper", help: "UPPERCASE hex digits (combines with the forms below)")
    static let hyphenless = Flag("--hyphenless", help: "32 digits, no hyphens")
    static let braced = Flag("--braced", help: "{canonical}")
    static let urn = Flag("--urn", help: "urn:uuid:canonical")

    /// The options that choose a version; at most one.
    static let versions: [any OptionDeclaration] = [v1, v3, v4, v5, v6, v7, v8, max]

    /// The command line.
    package static let spec = CommandSpec(
        name: "uuid",
        abstract: "Generate UUIDs (every RFC 9562 version).",
        discussion: """
            Prints N UUIDs, one per line. Version 4 (random) unless told otherwise. The
            time-based versions (--v1, --v6, --v7) increase within the run and never repeat;
            the name-based ones (--v3, --v5), --v8 and --max print the same UUID N times.
            """,
        options: [
            OptionGroup("Options", [count]),
            OptionGroup("Versions", [v1, v3, v4, v5, namespace, name, v6, v7, method, counterBits, v8, max]),
            OptionGroup("Forms (lowercase canonical by default)", [upper, hyphenless, braced, urn]),
        ],
        exclusive: [versions, [hyphenless, braced, urn]],
        epilogue: """
            Examples:
              $ openudid uuid --v5 --namespace dns --name www.example.com
              2ed6657d-e927-568b-95e1-2665a8aea6a2
              $ openudid uuid --v7 --method counter -n 3
              $ openudid uuid --v8 2489e9ad2ee20e000ec932d5f69181c0      # RFC 9562 B.1
              2489e9ad-2ee2-8e00-8ec9-32d5f69181c0
            """)

    /// Checks what the parser cannot (which options go together), then writes the UUIDs
    /// through the output buffer.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let count = arguments[count]!
        let form = UUIDForm(arguments)
        // Each loop stops at the first failed write (a recorded one: standard output itself
        // ends the process), rather than generating the rest for nothing.
        let output = io.output
        switch try UUIDRequest(arguments) {
        case let .repeated(uuid):
            for _ in 0..<count {
                form.writeLine(uuid, to: output)
                if output.hasFailed { break }
            }
        case let .timeBased(generator, version6):
            for _ in 0..<count {
                form.writeLine(version6 ? generator.nextV6() : generator.next(), to: output)
                if output.hasFailed { break }
            }
        case let .version7(generator):
            for _ in 0..<count {
                form.writeLine(generator.next(), to: output)
                if output.hasFailed { break }
            }
        case .random:
            var random = SecureRandom()
            for _ in 0..<count {
                form.writeLine(RFCUUID.v4(using: &random), to: output)
                if output.hasFailed { break }
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
        default: return try uuid(text)
        }
    }

    /// The bits of `--v8`: any UUID form, stamped with version 8 and the RFC variant.
    static let customBitsParser = ValueParser<RFCUUID>(expecting: "32 hex digits") { (text) throws(InvalidValue) in
        let bits = try uuid(text)
        return RFCUUID.v8(high: bits.high, low: bits.low)
    }

    /// `text` as a UUID in any of the five forms, or the parser's error as the detail.
    private static func uuid(_ text: String) throws(InvalidValue) -> RFCUUID {
        do {
            return try RFCUUID(parsing: text)
        } catch {
            throw InvalidValue(detail: "\(error)")
        }
    }
}

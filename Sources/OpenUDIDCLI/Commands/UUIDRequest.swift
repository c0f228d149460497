import OpenUDIDCore
import CommandLineSupport

/// What `openudid uuid` is asked to print, once the options that go together have been
/// checked.
enum UUIDRequest {
    /// One UUID, printed N times: v3, v5, v8, Max.
    case repeated(RFCUUID)
    /// Version 1, or version 6 when `version6`, from `generator`.
    case timeBased(TimeBasedUUIDGenerator, version6: Bool)
    /// Version 7 from `generator`.
    case version7(UUIDv7Generator)
    /// Version 4 (the default).
    case random

    /// The request of `arguments` (``UUIDCommand``'s options; the parser has already refused
    /// two versions at once).
    ///
    /// - Throws: a usage failure for options that need another one (`--v5 needs --name`) or
    ///   belong to another version (`--method is only used with --v7`).
    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        typealias C = UUIDCommand
        let nameBased = arguments.has(C.v3) ? C.v3 : arguments.has(C.v5) ? C.v5 : nil
        try Self.require([C.namespace, C.name], onlyWith: nameBased != nil, "--v3 or --v5", arguments)
        try Self.require([C.method], onlyWith: arguments.has(C.v7), "--v7", arguments)
        try Self.require(
            [C.counterBits], onlyWith: arguments.has(C.v7) && arguments[C.method] == .counter,
            "--v7 --method counter", arguments)

        if let nameBased {
            guard let namespace = arguments[C.namespace] else {
                throw .usage("\(nameBased.name) needs --namespace (dns, url, oid, x500 or a UUID)")
            }
            guard let name = arguments[C.name] else { throw .usage("\(nameBased.name) needs --name") }
            self = .repeated(
                nameBased.name == C.v3.name
                    ? RFCUUID.v3(namespace: namespace, name: name)
                    : RFCUUID.v5(namespace: namespace, name: name))
        } else if let custom = arguments[C.v8] {
            self = .repeated(custom)
        } else if arguments.has(C.max) {
            self = .repeated(.max)
        } else if arguments.has(C.v1) || arguments.has(C.v6) {
            self = .timeBased(.shared, version6: arguments.has(C.v6))
        } else if arguments.has(C.v7) {
            self = .version7(try arguments[C.method]!.generator(counterBits: arguments[C.counterBits]!))
        } else {
            self = .random
        }
    }

    /// Fails when one of `options` was given though `allowed` is false: `--name is only used
    /// with --v3 or --v5`.
    private static func require(
        _ options: [any OptionDeclaration], onlyWith allowed: Bool, _ versions: String,
        _ arguments: ParsedArguments
    ) throws(CommandFailure) {
        for option in options where !allowed && arguments.isGiven(option) {
            throw .usage("\(option.name) is only used with \(versions)")
        }
    }
}

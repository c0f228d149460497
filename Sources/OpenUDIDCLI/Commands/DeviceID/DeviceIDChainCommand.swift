import OpenUDIDCore
package import CommandLineSupport
import JSONDocument

/// `openudid deviceid chain [FILE|-]`: the keychain, defaults and IDFA chain.
package enum DeviceIDChainCommand: Subcommand {
    /// The command line.
    package static let spec = CommandSpec(
        name: "chain",
        abstract: "Keychain, then defaults, then IDFA, then a fresh UUID.",
        discussion: """
            deviceId and save:, which take the first identifier found in the keychain, the user
            defaults or the advertising identifier (IDFA), else a fresh UUID, and write it into
            each store that had none, on the document in FILE (standard input when FILE is - or
            absent):
              {"keychain": string|null, "defaults": string|null, "idfa": UUID|null,
               "fresh": UUID?, "cached": string|null, "zeroIDFA": "unavailable"|"source"}
            Absent keys count as null. Prints
              {"id","source","writes":{"keychain","defaults"},"skippedZeroIDFA"}.
            fresh is the random UUID (random when omitted); zeroIDFA "unavailable" (default)
            skips the all-zero IDFA of limited ad tracking, "source" keeps it as the source does.
            """,
        operands: DeviceIDCommand.document)

    /// What the document holds.
    struct Input {
        var stores: FallbackChainStores
        var idfa: RFCUUID?
        var fresh: RFCUUID?
        var cached: String?
        var policy: ZeroIDFAPolicy
    }

    /// Reads the document, runs the chain, prints.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let input = try io.readJSONDocument(arguments.operands.first ?? "-") { (root) throws(JSONDocumentError) in
            let object = try root.object()
            try object.requireKeys(["keychain", "defaults", "idfa", "fresh", "cached", "zeroIDFA"])
            var policy = ZeroIDFAPolicy.unavailable
            let zeroIDFA = object["zeroIDFA"]
            if let text = try zeroIDFA.optionalString() {
                guard let chosen = ZeroIDFAPolicy(rawValue: text) else {
                    throw zeroIDFA.failure("expected \"unavailable\" or \"source\", got '\(text)'")
                }
                policy = chosen
            }
            return Input(
                stores: FallbackChainStores(
                    keychain: try object["keychain"].optionalString(),
                    defaults: try object["defaults"].optionalString()),
                idfa: try object["idfa"].optionalUUID(), fresh: try object["fresh"].optionalUUID(),
                cached: try object["cached"].optionalString(), policy: policy)
        }
        let result = FallbackChainResolution.resolve(
            input.stores, idfa: input.idfa, cached: input.cached,
            zeroIDFA: input.policy, fresh: { input.fresh ?? RFCUUID.v4() })
        let output: JSONValue = .object([
            JSONMember("id", .string(result.id)),
            JSONMember("source", .string(result.source.rawValue)),
            JSONMember(
                "writes",
                .object([
                    JSONMember("keychain", .string(orNull: result.keychainWrite)),
                    JSONMember("defaults", .string(orNull: result.defaultsWrite)),
                ])),
            JSONMember("skippedZeroIDFA", .bool(result.skippedZeroIDFA)),
        ])
        io.output.write(JSONWriter.string(output))
        io.output.write(byte: 0x0A)
        return .success
    }
}

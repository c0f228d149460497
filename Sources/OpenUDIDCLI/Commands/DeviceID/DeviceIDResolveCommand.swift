import OpenUDIDCore
package import CommandLineSupport
import JSONDocument

/// `openudid deviceid resolve [FILE|-]`: `+[DeviceIDTool deviceID]` on a document of the two
/// stores and the IDFV.
package enum DeviceIDResolveCommand: Subcommand {
    /// The command line.
    package static let spec = CommandSpec(
        name: "resolve",
        abstract: "DeviceIDTool's choice between keychain and pasteboard.",
        discussion: """
            +[DeviceIDTool deviceID], which picks the identifier kept in the keychain or the one on
            the pasteboard and repairs the other, on the document in FILE (standard input when
            FILE is - or absent):
              {"keychain": string|null, "pasteboard": string|null, "idfv": UUID|null}
            Absent keys count as null. Prints
              {"id", "branch", "writes": {"keychain", "pasteboard"},
               "checks": {"keychain", "pasteboard"}, "idfv"}
            where each check is what 'openudid deviceid check' prints for that store's value.
            A store whose value the source crashes on exits 1 naming it.
            """,
        operands: DeviceIDCommand.document)

    /// Reads the stores, reconciles, prints.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let (stores, idfv) = try io.readJSONDocument(arguments.operands.first ?? "-") { (root) throws(JSONDocumentError) in
            let object = try root.object()
            try object.requireKeys(["keychain", "pasteboard", "idfv"])
            return (
                DeviceIDStores(
                    keychain: try object["keychain"].optionalString(),
                    pasteboard: try object["pasteboard"].optionalString()),
                try object["idfv"].optionalUUID()
            )
        }
        let result: DeviceIDReconciliation
        do {
            result = try DeviceIDReconciliation.resolve(stores, vendorID: idfv)
        } catch {
            throw .invalidData(error.description)  // names the store
        }
        let output: JSONValue = .object([
            JSONMember("id", .string(orNull: result.id)),
            JSONMember("branch", .string(result.branch.rawValue)),
            JSONMember(
                "writes",
                .object([
                    JSONMember("keychain", .string(orNull: result.keychainWrite)),
                    JSONMember("pasteboard", .string(orNull: result.pasteboardWrite)),
                ])),
            JSONMember(
                "checks",
                .object([
                    JSONMember("keychain", result.keychainCheck.map { .object($0.jsonMembers) } ?? .null),
                    JSONMember("pasteboard", result.pasteboardCheck.map { .object($0.jsonMembers) } ?? .null),
                ])),
            JSONMember("idfv", .string(orNull: idfv?.formatted(case: .upper))),
        ])
        io.output.write(JSONWriter.string(output))
        io.output.write(byte: 0x0A)
        return .success
    }
}

import OpenUDIDCore
package import CommandLineSupport
import JSONDocument

/// `openudid deviceid vendor [FILE|-]`: the IDFV-keychain scheme's `getIDFV`, the IDFV kept in a keychain
/// dictionary.
package enum DeviceIDVendorCommand: Subcommand {
    /// The command line.
    package static let spec = CommandSpec(
        name: "vendor",
        abstract: "The IDFV kept in a keychain item from the first launch.",
        discussion: """
            getIDFV, which stores the vendor identifier (IDFV) in a keychain dictionary at the
            first launch and returns it from there afterwards, on the document in FILE (standard
            input when FILE is - or absent):
              {"keychain": null | {"com.rails.password": string|null, …} | other,
               "idfv": UUID|null}
            (null: no item or one that fails to unarchive; any non-object value: an archived
            object that is not a dictionary). Absent keys count as null. Prints
              {"id","writes":{"keychain"}}.
            """,
        operands: DeviceIDCommand.document)

    /// Reads the document, resolves, prints.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let key = FallbackChain.vendorKeychainPasswordKey
        let (item, idfv) = try io.readJSONDocument(arguments.operands.first ?? "-") { (root) throws(JSONDocumentError) in
            let object = try root.object()
            try object.requireKeys(["keychain", "idfv"])
            let keychain = object["keychain"]
            let item: VendorKeychainItem?
            switch keychain.value {
            case .null: item = nil
            case .object: item = .dictionary(password: try keychain.object()[key].optionalString())
            default: item = .notADictionary
            }
            return (item, try object["idfv"].optionalUUID())
        }
        let result: VendorKeychainResolution
        do {
            result = try VendorKeychainResolution.resolve(keychain: item, vendorID: idfv)
        } catch {
            throw .invalidData(error.description)
        }
        let write: JSONValue = result.keychainWrite.map { .object([JSONMember(key, .string($0))]) } ?? .null
        let output: JSONValue = .object([
            JSONMember("id", .string(orNull: result.id)),
            JSONMember("writes", .object([JSONMember("keychain", write)])),
        ])
        io.output.write(JSONWriter.string(output))
        io.output.write(byte: 0x0A)
        return .success
    }
}

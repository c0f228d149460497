import OpenUDIDCore
package import CommandLineSupport
import JSONDocument
import Foundation

/// `openudid scan [FILE|-]`: runs OpenUDID's slot resolution on a JSON description of an app's
/// defaults and the shared slots, and prints what it returns and writes.
package enum ScanCommand: Subcommand {
    /// The command line: one document, no options.
    package static let spec = CommandSpec(
        name: "scan",
        abstract: "Run the 100-slot resolution on a JSON document.",
        discussion: """
            Reads a JSON document (from FILE, or standard input when FILE is - or absent)
            describing what OpenUDID's valueWithError: sees, resolves it as the library does, and
            prints one JSON object with the result and every write.

            Input:
              {"appUID": string|null, "local": record|null, "slots": [100 × (record|null)],
               "fresh": "40 hex"?, "now": "ISO-8601"?}

            A record is an object of strings (OpenUDID, OpenUDID_slot, OpenUDID_appUID,
            OpenUDID_createdTS, OpenUDID_optOutTS, and any other key, kept). In slots, null is
            an absent slot and {} an unreadable one. fresh is the value used if one must be
            generated (random when omitted); now is stamped into a created record (the current
            time when omitted); a null appUID gets a fresh UPPERCASE UUID string.

            Output:
              {"value":…,"status":"none"|"optedOut"|"compromised","mostReliable":…|null,
               "frequencies":{value:count,…},"availableSlot":"org.OpenUDID.slot.N"|null,
               "mySlot":…|null,"write":{"slot":…,"record":{…}}|null,"local":{…}|null,
               "localSaved":bool,"generated":bool,"appUID":…}

            Malformed JSON, a key given twice, a slot count other than 100, or a value of the wrong
            type exits 2 with a message naming where (e.g. slots[17].OpenUDID). A file that cannot
            be read exits 1.
            """,
        operands: .optional("FILE", synopsis: "[FILE | -]"),
        epilogue: """
            Example (with 100 slots, the first holding a record):
              $ openudid scan doc.json
              {"value":"e56f6a9223fb375e75480863fc0bcbb600000001","status":"none",…}
            """)

    /// Reads, decodes, resolves, prints.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let document = try io.readJSONDocument(arguments.operands.first ?? "-", ScanDocument.init(json:))
        let appUID = document.appUID ?? RFCUUID.v4().formatted(case: .upper)
        let resolution = OpenUDIDResolution.resolve(
            appUID: appUID,
            local: document.local,
            slots: document.slots,
            timestamp: document.now ?? ISO8601Timestamp.string(Date()),
            fresh: { (document.fresh ?? OpenUDID.generate()).description })
        io.output.write(JSONWriter.string(resolution.json(appUID: appUID)))
        io.output.write(byte: 0x0A)
        return .success
    }
}

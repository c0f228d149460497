package import CommandLineSupport

/// `openudid deviceid`: `DeviceIDTool` (the check digest, the check, the
/// keychain/pasteboard reconciliation) and the fallback chains of the IDFV-keychain scheme and the keychain-IDFA chain, one action
/// per subcommand.
///
/// The JSON documents of `resolve`, `chain` and `vendor` are read as `scan` reads its own
/// (``CommandIO/readJSONDocument(_:_:)``): unknown or duplicate keys and values of the wrong
/// type exit 2 naming the key; an unreadable file exits 1.
package enum DeviceIDCommand {
    /// The group and its actions.
    package static let node = Command<any Subcommand.Type>.group(
        CommandSpec(
            name: "deviceid",
            abstract: "The successor schemes: DeviceIDTool, keychain fallbacks.",
            discussion: """
                The schemes apps moved to after OpenUDID, as blog posts of 2013-2017 describe
                them: DeviceIDTool, an identifier with a check suffix kept in the keychain and on a
                pasteboard (make, check, uuid, resolve); a chain that takes the keychain's
                identifier, else the user defaults', else the advertising identifier (IDFA), else a
                fresh UUID (chain); and the vendor identifier (IDFV) kept in a keychain item
                (vendor). Each action is the original's logic over values: what the stores hold
                goes in as JSON, the identifier and the writes come out.

                Lengths are UTF-16 code units, as NSString counts them. Identifiers are printed
                UPPERCASE, as UUIDString writes them. Inputs on which the original Objective-C
                crashes exit 1 with the reason, e.g. "keychain: the first 8 UTF-16 units split a
                surrogate pair (…)".
                """,
            epilogue: """
                Example:
                  $ openudid deviceid make 599F9C00-92DC-4B5C-9464-7971F01F8370
                  599F9C00-92DC-4B5C-9464-7971F01F8370-A38A
                """),
        noun: "action",
        [
            DeviceIDMakeCommand.node,
            DeviceIDCheckCommand.node,
            DeviceIDUUIDCommand.node,
            DeviceIDResolveCommand.node,
            DeviceIDChainCommand.node,
            DeviceIDVendorCommand.node,
        ])

    /// The operand of an action that reads a document: FILE, or standard input for `-` or none.
    static let document = Operands.optional("FILE", synopsis: "[FILE | -]")
}

import OpenUDIDCore

/// `openudid deviceid`: seed 004's `DeviceIDTool` (the check digest, the check, the
/// keychain/pasteboard reconciliation) and the fallback chains of seeds 002 and 003.
///
/// The JSON documents of `resolve`, `chain` and `vendor` follow `scan`'s conventions: unknown or
/// duplicate keys and values of the wrong type exit 2 naming the key; an unreadable file exits 1.
package enum DeviceIDCommand: Subcommand {
    /// `deviceid`.
    package static let name = "deviceid"
    /// One line for the overview.
    package static let abstract = "DeviceIDTool's check digest and reconciliation; the keychain fallback chains."
    /// The `--help` text.
    package static let help = """
        usage: openudid deviceid make STRING
               openudid deviceid check ID
               openudid deviceid uuid ID
               openudid deviceid resolve [FILE | -]
               openudid deviceid chain [FILE | -]
               openudid deviceid vendor [FILE | -]

        The successor schemes of OpenUDID, as the blog posts of seeds 002-004 write them.
        Lengths are UTF-16 code units, as NSString counts them.

        Actions:
          make STRING   encryptUUID: STRING + "-" + 4 UPPERCASE hex digits of
                        MD5(MD5(first 8 units) + MD5(first 10 units)) when STRING is longer
                        than 20 units; shorter strings are printed unchanged.
          check ID      checkDeviceIdAvailable: prints {"id","available","reason","message",
                        "length"} ("expected"/"found" on a mismatch); exit 0 when available,
                        1 when not.
          uuid ID       deviceUUID: ID without its last 5 units (an ID of exactly 5 units is
                        printed whole; fewer exits 1, where the source crashes).
          resolve       +[DeviceIDTool deviceID] on
                          {"keychain": string|null, "pasteboard": string|null,
                           "idfv": UUID|null}
                        prints {"id","branch","writes":{"keychain","pasteboard"},
                        "checks":{"keychain","pasteboard"},"idfv"}.
          chain         seed 003's deviceId/save: on
                          {"keychain": string|null, "defaults": string|null,
                           "idfa": UUID|null, "fresh": UUID?, "cached": string|null,
                           "zeroIDFA": "unavailable"|"source"}
                        prints {"id","source","writes":{"keychain","defaults"},
                        "skippedZeroIDFA"}. fresh is the random UUID (random when omitted);
                        zeroIDFA "unavailable" (default) skips the all-zero IDFA of limited ad
                        tracking, "source" keeps it as the source does.
          vendor        seed 002's getIDFV on
                          {"keychain": null | {"com.rails.password": string|null, …} | other,
                           "idfv": UUID|null}
                        (null: no item or one that fails to unarchive; any non-object value:
                        an archived object that is not a dictionary); prints
                        {"id","writes":{"keychain"}}.

        Absent keys count as null. Identifiers are printed UPPERCASE, as UUIDString writes
        them. Inputs on which the original Objective-C crashes exit 1 with the reason, e.g.
        "keychain: the first 8 UTF-16 units split a surrogate pair (…)".

        Example:
          $ openudid deviceid make 599F9C00-92DC-4B5C-9464-7971F01F8370
          599F9C00-92DC-4B5C-9464-7971F01F8370-A38A

        """
    /// No options.
    package static let arguments = ArgumentSpec()

    /// Dispatches on the action word.
    package static func run(_ parsed: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        guard let action = parsed.positionals.first else {
            throw .usage("expects an action: make, check, uuid, resolve, chain or vendor")
        }
        let operands = Array(parsed.positionals.dropFirst())
        switch action {
        case "make": return try make(single(operands, "STRING"), io: io)
        case "check": return check(try single(operands, "ID"), io: io)
        case "uuid": return try deviceUUID(single(operands, "ID"), io: io)
        case "resolve": return try resolve(document(operands, io: io), io: io)
        case "chain": return try chain(document(operands, io: io), io: io)
        case "vendor": return try vendor(document(operands, io: io), io: io)
        default:
            throw .usage("unknown action '\(action)' (expected make, check, uuid, resolve, chain or vendor)")
        }
    }

    // MARK: - The string actions

    static func single(_ operands: [String], _ what: String) throws(CommandFailure) -> String {
        guard operands.count == 1 else { throw .usage("expects one \(what), got \(operands.count)") }
        return operands[0]
    }

    static func make(_ text: String, io: CommandIO) throws(CommandFailure) -> ExitCode {
        do {
            io.output.write(try DeviceIDTool.encryptUUID(text))
        } catch {
            throw .invalidData(error.description)
        }
        io.output.write(byte: 0x0A)
        return .success
    }

    static func check(_ id: String, io: CommandIO) -> ExitCode {
        var members = [JSONMember("id", .string(id))]
        members += checkJSON(DeviceIDTool.checkDeviceIdAvailable(id)).objectMembers
        io.output.write(JSONWriter.string(.object(members)))
        io.output.write(byte: 0x0A)
        return DeviceIDTool.checkDeviceIdAvailable(id).isAvailable ? .success : .failure
    }

    static func deviceUUID(_ id: String, io: CommandIO) throws(CommandFailure) -> ExitCode {
        do {
            // Non-nil in, non-nil out.
            io.output.write(try DeviceIDTool.deviceUUID(of: id) ?? "")
        } catch {
            throw .invalidData(error.description)
        }
        io.output.write(byte: 0x0A)
        return .success
    }

    // MARK: - The document actions

    /// Reads FILE or standard input and parses it as a JSON object, duplicate keys rejected.
    static func document(_ operands: [String], io: CommandIO) throws(CommandFailure) -> [JSONMember] {
        guard operands.count <= 1 else { throw .usage("expects at most one FILE, got \(operands.count)") }
        let name = operands.first ?? "-"
        let bytes: [UInt8]
        do {
            bytes = try name == "-" ? io.input.readAll() : FileDescriptorInput(path: name).readAll()
        } catch {
            throw .invalidData("\(name): \(error)")
        }
        let json: JSONValue
        do { json = try JSONReader.parse(bytes) } catch { throw .usage(error.description) }
        guard case let .object(members) = json else {
            throw .usage(ScanDocumentError(path: "", "expected an object, got \(json.typeDescription)").description)
        }
        // By UTF-8 bytes: JSON object keys, like NSDictionary keys, are distinct unless their code
        // units are ("é" and "e" + U+0301 are two keys; a Set<String> would call them one).
        var seen = Set<[UInt8]>()
        for member in members where !seen.insert(Array(member.key.utf8)).inserted {
            throw .usage(ScanDocumentError(path: JSONPath.member("", member.key), "duplicate key").description)
        }
        return members
    }

    /// Fails on a key outside `allowed`.
    static func requireKeys(_ members: [JSONMember], _ allowed: [String]) throws(CommandFailure) {
        for member in members where !allowed.contains(member.key) {
            throw .usage(ScanDocumentError(path: JSONPath.member("", member.key),
                "unknown key (expected \(allowed.joined(separator: ", ")))").description)
        }
    }

    static func value(_ members: [JSONMember], _ key: String) -> JSONValue {
        members.first { $0.key == key }?.value ?? .null
    }

    static func optionalString(_ members: [JSONMember], _ key: String) throws(CommandFailure) -> String? {
        switch value(members, key) {
        case .null: return nil
        case let .string(text): return text
        case let other:
            throw .usage(ScanDocumentError(path: JSONPath.member("", key),
                "expected a string or null, got \(other.typeDescription)").description)
        }
    }

    static func optionalUUID(_ members: [JSONMember], _ key: String) throws(CommandFailure) -> RFCUUID? {
        guard let text = try optionalString(members, key) else { return nil }
        do { return try RFCUUID(parsing: text) } catch {
            throw .usage(ScanDocumentError(path: JSONPath.member("", key), "not a UUID: \(error)").description)
        }
    }

    static func resolve(_ members: [JSONMember], io: CommandIO) throws(CommandFailure) -> ExitCode {
        try requireKeys(members, ["keychain", "pasteboard", "idfv"])
        let stores = DeviceIDStores(keychain: try optionalString(members, "keychain"),
                                    pasteboard: try optionalString(members, "pasteboard"))
        let idfv = try optionalUUID(members, "idfv")
        let result: DeviceIDReconciliation
        do {
            result = try DeviceIDReconciliation.resolve(stores, vendorID: idfv)
        } catch {
            // Name the store whose value the source would crash on; the keychain is checked first.
            let store = DeviceIDTool.checkDeviceIdAvailable(stores.keychain).code == "unencodable-prefix" ? "keychain" : "pasteboard"
            throw .invalidData("\(store): \(error)")
        }
        let output: JSONValue = .object([
            JSONMember("id", .string(orNull: result.id)),
            JSONMember("branch", .string(result.branch.rawValue)),
            JSONMember("writes", .object([
                JSONMember("keychain", .string(orNull: result.keychainWrite)),
                JSONMember("pasteboard", .string(orNull: result.pasteboardWrite)),
            ])),
            JSONMember("checks", .object([
                JSONMember("keychain", result.keychainCheck.map(checkJSON) ?? .null),
                JSONMember("pasteboard", result.pasteboardCheck.map(checkJSON) ?? .null),
            ])),
            JSONMember("idfv", .string(orNull: idfv?.formatted(case: .upper))),
        ])
        io.output.write(JSONWriter.string(output))
        io.output.write(byte: 0x0A)
        return .success
    }

    static func chain(_ members: [JSONMember], io: CommandIO) throws(CommandFailure) -> ExitCode {
        try requireKeys(members, ["keychain", "defaults", "idfa", "fresh", "cached", "zeroIDFA"])
        let stores = FallbackChainStores(keychain: try optionalString(members, "keychain"),
                                         defaults: try optionalString(members, "defaults"))
        let idfa = try optionalUUID(members, "idfa")
        let fresh = try optionalUUID(members, "fresh")
        let cached = try optionalString(members, "cached")
        var policy = ZeroIDFAPolicy.unavailable
        if let text = try optionalString(members, "zeroIDFA") {
            guard let chosen = ZeroIDFAPolicy(rawValue: text) else {
                throw .usage(ScanDocumentError(path: "zeroIDFA", "expected \"unavailable\" or \"source\", got '\(text)'").description)
            }
            policy = chosen
        }
        let result = FallbackChainResolution.resolve(stores, idfa: idfa, cached: cached, zeroIDFA: policy,
                                                     fresh: { fresh ?? RFCUUID.v4() })
        let output: JSONValue = .object([
            JSONMember("id", .string(result.id)),
            JSONMember("source", .string(result.source.rawValue)),
            JSONMember("writes", .object([
                JSONMember("keychain", .string(orNull: result.keychainWrite)),
                JSONMember("defaults", .string(orNull: result.defaultsWrite)),
            ])),
            JSONMember("skippedZeroIDFA", .bool(result.skippedZeroIDFA)),
        ])
        io.output.write(JSONWriter.string(output))
        io.output.write(byte: 0x0A)
        return .success
    }

    static func vendor(_ members: [JSONMember], io: CommandIO) throws(CommandFailure) -> ExitCode {
        try requireKeys(members, ["keychain", "idfv"])
        let item: VendorKeychainItem?
        switch value(members, "keychain") {
        case .null: item = nil
        case let .object(fields):
            let key = FallbackChain.vendorKeychainPasswordKey
            switch fields.last(where: { $0.key == key })?.value ?? .null {
            case .null: item = .dictionary(password: nil)
            case let .string(password): item = .dictionary(password: password)
            case let other:
                throw .usage(ScanDocumentError(path: JSONPath.member("keychain", key),
                    "expected a string or null, got \(other.typeDescription)").description)
            }
        default: item = .notADictionary
        }
        let idfv = try optionalUUID(members, "idfv")
        let result: VendorKeychainResolution
        do {
            result = try VendorKeychainResolution.resolve(keychain: item, vendorID: idfv)
        } catch {
            throw .invalidData(error.description)
        }
        let write: JSONValue = result.keychainWrite.map {
            .object([JSONMember(FallbackChain.vendorKeychainPasswordKey, .string($0))])
        } ?? .null
        let output: JSONValue = .object([
            JSONMember("id", .string(orNull: result.id)),
            JSONMember("writes", .object([JSONMember("keychain", write)])),
        ])
        io.output.write(JSONWriter.string(output))
        io.output.write(byte: 0x0A)
        return .success
    }

    /// `{"available","reason","message","length"}`, with `expected` and `found` on a mismatch.
    static func checkJSON(_ check: DeviceIDCheck) -> JSONValue {
        var members = [
            JSONMember("available", .bool(check.isAvailable)),
            JSONMember("reason", .string(check.code)),
            JSONMember("message", .string(check.description)),
            JSONMember("length", .number(check.length)),
        ]
        if case let .digestMismatch(expected, found) = check.reason {
            members.append(JSONMember("expected", .string(expected)))
            members.append(JSONMember("found", .string(found)))
        }
        return .object(members)
    }
}

private extension JSONValue {
    var objectMembers: [JSONMember] {
        if case let .object(members) = self { return members }
        return []
    }
}

import Testing
import JSONDocument

/// Reading a document for a command: duplicate keys anywhere, typed accessors whose errors carry
/// the path.
@Suite struct JSONDocumentTests {
    static func read(_ text: String) throws(JSONDocumentError) -> JSONNode {
        try JSONReader.document(Array(text.utf8))
    }

    @Test(arguments: [
        (#"{"a":1,"a":2}"#, "a"),
        (#"{"x":{"y":[0,{"z":1,"q":2,"z":3}]}}"#, "x.y[1].z"),
        (#"[{"k k":1,"k k":2}]"#, #"[0]["k k"]"#),
        (#"{"a":{"b":1,"b":2},"a":3}"#, "a.b"),
    ])
    func duplicateKeysAnywhereAreRefusedWithTheirPath(text: String, path: String) {
        do {
            _ = try Self.read(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description == "\(path): duplicate key")
        }
    }

    /// Keys are distinct unless their UTF-8 bytes are: "é" and "e" + U+0301 are two keys.
    @Test func canonicallyEquivalentKeysAreDistinct() throws {
        let object = try Self.read(#"{"\u00e9":1,"e\u0301":2}"#).object()
        #expect(object.members.count == 2)
        #expect(object["\u{E9}"].value == .number("1"))
        #expect(object["e\u{301}"].value == .number("2"))
    }

    @Test func syntaxErrorsKeepTheirPosition() {
        #expect(throws: JSONDocumentError.syntax(JSONSyntaxError("expected a string key in an object", line: 1, column: 2))) {
            try Self.read("{")
        }
    }

    @Test func accessorsNameThePathAndTheTypes() throws {
        let root = try Self.read(#"{"s":"x","n":5,"o":{"inner":[true]},"z":null}"#)
        let object = try root.object()
        #expect(try object["s"].string() == "x")
        #expect(try object["z"].optionalString() == nil)
        #expect(try object["absent"].optionalString() == nil, "an absent member reads as null")
        #expect(try object["o"].object()["inner"].array().map(\.path.description) == ["o.inner[0]"])
        #expect(throws: JSONDocumentError.invalid(JSONPath.root.member("n"), "expected a string or null, got a number")) {
            try object["n"].optionalString()
        }
        #expect(throws: JSONDocumentError.invalid(.root, "expected an array, got an object")) { try root.array() }
        #expect(throws: JSONDocumentError.invalid(JSONPath.root.member("o").member("inner").element(0), "expected a string, got a boolean"))
        {
            try object["o"].object()["inner"].array()[0].string()
        }
        #expect(throws: JSONDocumentError.invalid(JSONPath.root.member("z"), "expected an object or null, got a number")) {
            try JSONObject([JSONMember("z", .number("1"))], at: .root)["z"].optionalObject()
        }
        #expect(root.failure("no").description == "document: no")
    }

    @Test func unknownKeysAreNamedWithTheKnownOnes() throws {
        let object = try Self.read(#"{"keychain":null,"keychian":1}"#).object()
        #expect(throws: JSONDocumentError.invalid(JSONPath.root.member("keychian"), "unknown key (expected keychain, pasteboard or idfv)"))
        {
            try object.requireKeys(["keychain", "pasteboard", "idfv"])
        }
        try object.requireKeys(["keychain", "keychian"])
    }

    @Test func pathsQuoteKeysThatAreNotIdentifiers() {
        #expect(JSONPath.root.description == "document")
        #expect(JSONPath.root.member("slots").element(17).member("OpenUDID").description == "slots[17].OpenUDID")
        #expect(JSONPath.root.member("a.b").description == #"["a.b"]"#)
        #expect(JSONPath.root.member("1x").member("x1").description == #"["1x"].x1"#)
        #expect(JSONPath.root.member("").description == #"[""]"#)
    }
}

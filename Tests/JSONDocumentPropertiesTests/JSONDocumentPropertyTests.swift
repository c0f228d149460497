import Foundation
import JSONDocument
import JSONDocumentProperties
import FuzzSupport
import Testing

/// The `json-document` fuzz property on its seeds and on chosen inputs, and proof that it
/// catches wrong readers.
@Suite("json-document fuzz property")
struct JSONDocumentPropertyTests {
    static let corpus = FuzzReplay.inputs(
        at: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus/json-document").path)

    static func check(_ bytes: [UInt8], reader: @escaping JSONDocumentProperty.Reader = JSONDocumentProperty.coreReader)
        -> PropertyViolation?
    {
        bytes.withUnsafeBytes { JSONDocumentProperty.check($0, reader: reader) }
    }

    static func check(_ text: String, reader: @escaping JSONDocumentProperty.Reader = JSONDocumentProperty.coreReader)
        -> PropertyViolation?
    {
        check(Array(text.utf8), reader: reader)
    }

    @Test func corpusHolds() {
        #expect(Self.corpus.count >= 10)
        for (name, bytes) in Self.corpus {
            let violation = Self.check(bytes)
            #expect(violation == nil, "\(name): \(violation.map(String.init(describing:)) ?? "")")
        }
    }

    /// The documented differences with Foundation hold in both directions, and the core reader
    /// passes on each.
    @Test(arguments: [
        "1e400", "[-1.8e308]", "[1,]", #"{"a":1 , }"#, "\u{FEFF}[1]", "\"x\"", "null", "-0", #""\u0000""#,
        #"{"\u00e9":"é","e\u0301":1}"#, #"{"a":1,"a":2}"#, "[1e-400]", "123456789012345678901234567890",
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
        "[\"\\uD800\"]", "[\"\\uDC00\"]", "[\"\\'\"]", "[01]", "[.5]", "[\u{0C}1]", "", " ",
    ])
    func coreReaderPasses(text: String) {
        #expect(Self.check(text) == nil)
    }

    @Test func otherEncodingsAreADocumentedDifference() {
        for bytes: [UInt8] in [
            [0x5B, 0, 0x31, 0, 0x5D, 0], [0, 0x5B, 0, 0x31, 0, 0x5D], [0xFF, 0xFE, 0x31, 0], [0xEF, 0xBB, 0xBF, 0x31],
        ] {
            #expect(Self.check(bytes) == nil, "\(bytes)")
        }
    }

    /// Readers one mistake away from the core's, each caught on the seeds.
    @Test(arguments: [
        "keeps-duplicates", "reads-f-as-b", "cuts-at-nul", "refuses-trailing-space", "refuses-slash-escape",
        "names-the-document", "content-error", "accepts-garbage",
    ])
    func wrongReaderIsCaught(_ mistake: String) {
        let core = JSONDocumentProperty.coreReader
        let wrong: JSONDocumentProperty.Reader = { bytes in
            switch mistake {
            case "keeps-duplicates":
                return Result { () throws(JSONSyntaxError) in try JSONReader.parse(bytes) }.mapError { .syntax($0) }
            case "reads-f-as-b":
                return core(bytes).map { $0.mappingStrings { $0.replacingOccurrences(of: "\u{0C}", with: "\u{08}") } }
            case "cuts-at-nul":
                return core(bytes).map { $0.mappingStrings { String($0.prefix { $0 != "\u{0}" }) } }
            case "refuses-trailing-space" where bytes.last == 0x0A || bytes.last == 0x20:
                return .failure(.syntax(JSONSyntaxError("trailing space", line: 1, column: 1)))
            case "refuses-slash-escape" where bytes.contains(UInt8(ascii: "/")):
                return .failure(.syntax(JSONSyntaxError("no \\/", line: 1, column: 1)))
            case "names-the-document":
                return core(bytes).mapError { error in
                    if case .invalid(_, "duplicate key") = error { return .invalid(.root, "duplicate key") }
                    return error
                }
            case "content-error":
                return core(bytes).flatMap { value in
                    if case .array = value { return .failure(.invalid(.root, "expected an object, got an array")) }
                    return .success(value)
                }
            case "accepts-garbage" where bytes.first == UInt8(ascii: "["):
                return core(bytes).flatMapError { _ in .success(.array([])) }
            default:
                return core(bytes)
            }
        }
        let caught = Self.corpus.contains { Self.check($0.bytes, reader: wrong) != nil }
        #expect(caught, "\(mistake) went unnoticed")
    }
}

extension JSONValue {
    /// The value with `transform` applied to every string (keys included).
    func mappingStrings(_ transform: (String) -> String) -> JSONValue {
        switch self {
        case .null, .bool, .number: return self
        case let .string(text): return .string(transform(text))
        case let .array(elements): return .array(elements.map { $0.mappingStrings(transform) })
        case let .object(members): return .object(members.map { JSONMember(transform($0.key), $0.value.mappingStrings(transform)) })
        }
    }
}

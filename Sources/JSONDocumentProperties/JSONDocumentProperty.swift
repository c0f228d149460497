package import JSONDocument
package import FuzzSupport

/// The properties of the `json-document` fuzz target: the reader of `scan`'s and `deviceid`'s
/// documents (``JSONDocument/JSONReader/document(_:)``) on arbitrary bytes.
///
/// 1. It never traps, and refuses only with a syntax error or a duplicate key.
/// 2. It refuses a duplicate key exactly when some object has two keys of the same UTF-8 bytes
///    (``ReferenceDuplicateKeys``), and names the path of one that repeats an earlier one.
/// 3. What it accepts, written (``JSONDocument/JSONWriter``) and read again, is the same value.
/// 4. On documents without duplicate keys, it accepts exactly what Foundation's
///    `JSONSerialization` accepts, and reads the same strings, structure and integers
///    (``FoundationJSONDifferential``, which lists the deliberate differences).
package enum JSONDocumentProperty {
    /// The reader under test, replaceable so that tests can show a wrong one is caught.
    package typealias Reader = @Sendable ([UInt8]) -> Result<JSONValue, JSONDocumentError>

    /// The package's reader.
    package static let coreReader: Reader = { bytes in
        Result { () throws(JSONDocumentError) in try JSONReader.document(bytes).value }
    }

    /// Checks every property for one input; `nil` when all hold.
    package static func check(_ bytes: UnsafeRawBufferPointer, reader: Reader = coreReader) -> PropertyViolation? {
        let input = Array(bytes)
        func fail(_ message: String) -> PropertyViolation {
            PropertyViolation("json-document", "\(message); input \(show(input))")
        }

        switch reader(input) {
        case let .success(value):
            // 2.
            if let path = ReferenceDuplicateKeys.all(in: value).first {
                return fail("accepted a document with the key at \(path) twice")
            }
            // 3.
            let written = Array(JSONWriter.string(value).utf8)
            switch reader(written) {
            case let .success(again) where again == value: break
            case let .success(again):
                return fail("read back \(show(written)) as \(again), not \(value)")
            case let .failure(error):
                return fail("refused its own writing \(show(written)): \(error)")
            }
            // 4.
            if let difference = FoundationJSONDifferential.compare(input, ours: value) { return fail(difference) }

        case let .failure(.invalid(path, "duplicate key")):
            // 2.
            guard case let .success(tree) = Result(catching: { () throws(JSONSyntaxError) in try JSONReader.parse(input) }) else {
                return fail("refused a duplicate key at \(path) in a document that is not JSON")
            }
            let reference = ReferenceDuplicateKeys.all(in: tree)
            guard reference.contains(path) else {
                return fail("refused a duplicate key at \(path); the reference finds \(reference.map(\.description).sorted())")
            }

        case let .failure(.invalid(path, message)):
            // 1.
            return fail("refused with a content error (\(path): \(message)); a reader has only syntax and duplicate-key errors")

        case let .failure(.syntax(error)):
            // 4.
            if let difference = FoundationJSONDifferential.compare(input, oursRefused: error, reader: reader) {
                return fail(difference)
            }
        }
        return nil
    }
}

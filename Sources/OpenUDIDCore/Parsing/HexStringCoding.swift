/// `Codable` for values written as one string (digests, identifiers): the string is decoded and
/// handed to the type's parser, whose error becomes a `DecodingError` naming the value.
enum HexStringCoding {
    /// The value `parse` makes of the single string in `decoder`.
    static func decode<Value>(
        from decoder: any Decoder, describing name: String,
        _ parse: (String) throws(ParseError) -> Value
    ) throws -> Value {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { return try parse(text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(name): \(error)")
        }
    }

    /// Encodes `text` as a single string.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension RFCUUID: Codable {
    /// Decodes a UUID from a string in any of the four ``Format``s, in any letter case.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { self = try RFCUUID(parsing: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "UUID: \(error)")
        }
    }

    /// Encodes the UUID as its canonical lowercase string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

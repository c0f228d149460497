extension RFCUUID: Codable {
    /// Decodes a UUID from a string in any of the four ``Format``s, in any letter case.
    public init(from decoder: any Decoder) throws {
        self = try HexStringCoding.decode(from: decoder, describing: "UUID") { (text) throws(ParseError) in
            try RFCUUID(parsing: text)
        }
    }

    /// Encodes the UUID as its canonical lowercase string.
    public func encode(to encoder: any Encoder) throws {
        try HexStringCoding.encode(description, to: encoder)
    }
}

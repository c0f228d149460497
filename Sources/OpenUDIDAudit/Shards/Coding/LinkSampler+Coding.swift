import ShardedRun

/// A reduce's links of repeated lines in its partial.
extension LinkSampler: PartialRecordValue {
    static let partialFields: [PartialField<LinkSampler>] = [
        .field("seen", \.seen), .field("rate", \.rate),
        .custom(
            "links",
            write: { sampler, writer in
                writer.append(sampler.links) {
                    $0.append($1.0); $0.append($1.1)
                }
            },
            read: { (sampler: inout LinkSampler, reader: inout ByteReader) throws(ByteReader.Failure) in
                sampler.links = try reader.readArray(elementSize: 16) { (r) throws(ByteReader.Failure) in (try r.readInt(), try r.readInt())
                }
            }),
    ]
    static let transientFields: [String: String] = [:]
    static var emptyForReading: LinkSampler { LinkSampler() }

    func checkDecoded() throws(ByteReader.Failure) {
        guard rate >= 1, rate.nonzeroBitCount == 1 else {
            throw ByteReader.Failure(reason: "link sampling rate \(rate) is not a power of two")
        }
    }
}

/// Both samplers of a reduce's links.
extension CopyLinks: PartialRecordValue {
    static let partialFields: [PartialField<CopyLinks>] = [.field("same", \.same), .field("respelled", \.respelled)]
    static let transientFields: [String: String] = [:]
    static var emptyForReading: CopyLinks { CopyLinks() }
}

package import ShardedRun

/// A record in a partial: its four words.
extension AuditRecord: PartialRecordValue {
    package static let partialFields: [PartialField<AuditRecord>] = [
        .field("key", \.key), .field("low", \.low), .field("tag", \.tag), .field("location", \.location),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: AuditRecord { AuditRecord(key: 0, low: 0, tag: 0, location: 0) }
    package static var leastEncodedSize: Int { encodedSize }

    /// Bytes of one encoded record, for checking counts.
    static let encodedSize = 32
}

extension RepeatedValue: PartialRecordValue {
    package static let partialFields: [PartialField<RepeatedValue>] = [
        .field("first", \.first), .field("count", \.count), .field("sameSpelling", \.sameSpelling), .field("locations", \.locations),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: RepeatedValue { RepeatedValue(first: .emptyForReading, count: 0, locations: []) }
}

extension CollidingPair: PartialRecordValue {
    package static let partialFields: [PartialField<CollidingPair>] = [.field("first", \.first), .field("second", \.second)]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: CollidingPair { CollidingPair(first: .emptyForReading, second: .emptyForReading) }
}

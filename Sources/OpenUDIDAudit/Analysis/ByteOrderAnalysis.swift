/// The report's account of the UUIDs' byte order (``UUIDByteOrder``, ``GUIDOrderEvidence``).
enum ByteOrderAnalysis {
    static func report(_ reading: ByteOrderReading) -> AuditReport.ByteOrderReport? {
        guard reading.evidence != nil || reading.readInGUIDOrder else { return nil }
        return AuditReport.ByteOrderReport(
            readIn: reading.readInGUIDOrder ? UUIDByteOrder.guid.rawValue : UUIDByteOrder.rfc.rawValue,
            version: reading.evidence?.version, values: reading.evidence?.values,
            apparentVersions: reading.evidence?.apparentVersions)
    }
}

extension AuditReport {
    /// How the UUIDs' first three fields were read, and what showed GUID byte order.
    package struct ByteOrderReport: Sendable, Codable, Hashable {
        /// `guid` when the groups below come from a reading in GUID byte order, `rfc` otherwise.
        package var readIn: String
        /// When read in RFC 9562 order first: the version digit 14 held in nearly every UUID of the
        /// RFC 9562 variant, how many there were, and how many values digit 12 (the version, in
        /// RFC order) spread over. Absent when GUID order was asked for (`--byte-order guid`).
        package var version: Int?
        package var values: Int?
        package var apparentVersions: Int?
    }
}

import ShardedRun

extension AuditRecord {
    func encode(into writer: inout ByteWriter) {
        writer.append(key)
        writer.append(low)
        writer.append(tag)
        writer.append(location)
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init(key: try reader.read(), low: try reader.read(), tag: try reader.read(), location: try reader.read())
    }

    /// Bytes of one encoded record, for checking counts.
    static let encodedSize = 32
}

internal import OpenUDIDCore

/// What makes the shards of one sharded run belong together: everything that changes what is
/// counted. Each sharded command has its own (`StatsShardRun`, `AuditShardRun`).
///
/// Every partial and every shuffle file carries the run (a shuffle file its ``fingerprint``);
/// `merge` and the reduces refuse files of another run, naming the first field that differs.
package protocol ShardRun: Sendable, Equatable {
    /// Map shards, and reduce shards.
    var shards: Int { get }
    func encode(into writer: inout ByteWriter)
    init(from reader: inout ByteReader) throws(ByteReader.Failure)
    /// The first field in which `other` differs, as `seed 2, not 1` (other's value first);
    /// `nil` when the runs are the same.
    func difference(from other: Self) -> String?
}

extension ShardRun {
    /// 16 bytes that stand for the run in shuffle-file trailers: the MD5 of its encoding.
    package var fingerprint: [UInt8] {
        var writer = ByteWriter()
        encode(into: &writer)
        let digest = writer.bytes.withUnsafeBytes { MD5.hash(bufferPointer: $0) }
        return digest.withUnsafeBytes { Array($0) }
    }
}

internal import OpenUDIDCore
internal import PartialFile

/// The layout of a shuffle file: the keys one map made for one reduce, for one generator.
///
/// ```
/// chunk*        32-byte header + count × 16-byte keys
/// trailer       ByteWriter fields (see ShuffleTrailer)
/// 16 bytes      MD5 of the trailer
/// 8 bytes       trailer length
/// 8 bytes       magic OUDKEYS\0
/// ```
///
/// A chunk holds keys of one block (65 536 consecutive indices), in index order, as a map
/// thread buffered them; a block's keys for one reduce may span several chunks, and chunks of
/// different threads interleave in any order. The block number in each chunk is what lets
/// `merge` find where a colliding key was made by regenerating one block instead of all N.
///
/// Chunk header, little-endian: magic `CHNK` (UInt32), key count (UInt32), block (UInt64),
/// checksum of the chunk's keys (UInt64), reserved (UInt64, zero). A key is `high` then `low`,
/// each UInt64 little-endian.
enum ShuffleFormat {
    static let version: UInt32 = 1
    static let chunkMagic: UInt32 = 0x4B4E_4843   // "CHNK" read as little-endian bytes
    static let chunkHeaderSize = 32
    static let keySize = 16
    static let fileMagic: [UInt8] = Array("OUDKEYS".utf8) + [0]
    /// Digest, trailer length and magic at the very end.
    static let tailSize = 32

    /// One key's share of a checksum. The checksum of a set of keys is the wrapping sum of
    /// their shares, so it does not depend on the order in which threads wrote the chunks; the
    /// multiplications spread every bit of the key over the share, so a damaged or missing
    /// key changes the sum except with probability about 2^-64.
    @inline(__always)
    static func share(_ key: StatsKey) -> UInt64 {
        let a = key.high &* 0x9E37_79B9_7F4A_7C15
        let b = key.low &* 0xC2B2_AE3D_27D4_EB4F
        return (a ^ (b &>> 29) ^ (b &<< 35)) &* 0x1656_67B1_9E37_79F9
    }
}

/// What a shuffle file says about itself, at its end: ``origin``, whose keys it holds;
/// ``totals``, what its chunks add up to; ``slices``, the keys per slice of its reduce's range.
struct ShuffleTrailer: Sendable, Equatable {
    var origin: ShuffleOrigin
    var totals: ShuffleTotals
    var slices: SliceCounts

    /// The trailer, its digest, its length and the magic: the bytes that end the file.
    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.append(ShuffleFormat.version)
        writer.append(raw: origin.run)
        writer.append(origin.generator)
        writer.append(origin.map)
        writer.append(origin.reduce)
        writer.append(totals.chunkBytes)
        writer.append(totals.records)
        writer.append(totals.chunks)
        writer.append(totals.checksum)
        writer.append(slices.start)
        writer.append(array: slices.counts)
        var bytes = writer.bytes
        let length = bytes.count
        bytes += Self.digest(bytes[...])
        var tail = ByteWriter()
        tail.append(UInt64(length))
        tail.append(raw: ShuffleFormat.fileMagic)
        return bytes + tail.bytes
    }

    static func digest(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let digest = bytes.withUnsafeBytes { MD5.hash(bufferPointer: $0) }
        return digest.withUnsafeBytes { Array($0) }
    }
}

/// Whose keys a shuffle file holds: the run (its fingerprint, ``StatsShardRun/fingerprint``),
/// the generator, the map that made them and the reduce they are for.
struct ShuffleOrigin: Sendable, Equatable, CustomStringConvertible {
    var run: [UInt8]
    var generator: String
    var map: Int
    var reduce: Int

    var description: String { "\(generator) keys of map \(map) for reduce \(reduce)" }
}

/// What the chunks of a shuffle file add up to: their bytes, keys and count, and the sum of
/// every key's ``ShuffleFormat/share(_:)``.
struct ShuffleTotals: Sendable, Equatable {
    var chunkBytes: Int
    var records: Int
    var chunks: Int
    var checksum: UInt64
}

/// Keys per slice of a range of slices: `counts[i]` keys in slice `start + i`.
struct SliceCounts: Sendable, Equatable {
    var start: Int
    var counts: [UInt64]
}

extension ShuffleTrailer {
    /// Reads a trailer from its bytes (without the 32-byte tail) and the tail's digest.
    init(decoding bytes: [UInt8], digest: [UInt8]) throws(ByteReader.Failure) {
        guard Self.digest(bytes[...]) == digest else { throw ByteReader.Failure(reason: "the trailer's checksum does not match") }
        var reader = ByteReader(bytes)
        let version: UInt32 = try reader.read()
        guard version == ShuffleFormat.version else {
            throw ByteReader.Failure(reason: "shuffle format version \(version); this openudid reads version \(ShuffleFormat.version)")
        }
        var run: [UInt8] = []
        for _ in 0..<16 { run.append(try reader.read(UInt8.self)) }
        origin = ShuffleOrigin(run: run, generator: try reader.readString(), map: try reader.readInt(), reduce: try reader.readInt())
        totals = ShuffleTotals(chunkBytes: try reader.readInt(), records: try reader.readInt(), chunks: try reader.readInt(),
                               checksum: try reader.read())
        slices = SliceCounts(start: try reader.readInt(), counts: try reader.readArray(of: UInt64.self))
        try reader.expectEnd()
    }
}

/// What a map wrote into one shuffle file, as its partial records it and a reduce checks it.
struct ShuffleSummary: Sendable, Equatable {
    var reduce: Int
    var records: Int
    var checksum: UInt64
}

extension ShuffleSummary {
    func encode(into writer: inout ByteWriter) {
        writer.append(reduce)
        writer.append(records)
        writer.append(checksum)
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init(reduce: try reader.readInt(), records: try reader.readInt(), checksum: try reader.read())
    }
}

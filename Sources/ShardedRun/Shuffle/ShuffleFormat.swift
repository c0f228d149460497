internal import OpenUDIDCore

/// The layout of a shuffle file: the keys one map made for one reduce, for one generator (or,
/// for `audit`, the 32-byte records one map read for one reduce).
///
/// ```
/// chunk*        32-byte header + count × records (16-byte keys, 32-byte audit records)
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
/// each UInt64 little-endian; an audit record its four words. An audit chunk's block is 0.
package enum ShuffleFormat {
    static let version: UInt32 = 1
    static let chunkMagic: UInt32 = 0x4B4E_4843  // "CHNK" read as little-endian bytes
    package static let chunkHeaderSize = 32
    package static let keySize = 16
    static let fileMagic: [UInt8] = Array("OUDKEYS".utf8) + [0]
    /// Digest, trailer length and magic at the very end.
    static let tailSize = 32

    /// One key's share of a checksum. The checksum of a set of keys is the wrapping sum of
    /// their shares, so it does not depend on the order in which threads wrote the chunks; the
    /// multiplications spread every bit of the key over the share, so a damaged or missing
    /// key changes the sum except with probability about 2^-64.
    @inline(__always)
    package static func share(_ high: UInt64, _ low: UInt64) -> UInt64 {
        let a = high &* 0x9E37_79B9_7F4A_7C15
        let b = low &* 0xC2B2_AE3D_27D4_EB4F
        return (a ^ (b &>> 29) ^ (b &<< 35)) &* 0x1656_67B1_9E37_79F9
    }

    /// The checksum of `count` records of `recordSize` bytes (a multiple of 16) at `records`:
    /// the sum of their shares, a record's share being that of each 16 bytes (two little-endian
    /// words) rotated left by 17 bits per 16 bytes before it. A 16-byte record's share is the
    /// key's ``share(_:_:)``.
    package static func checksum(_ records: UnsafeRawPointer, count: Int, recordSize: Int) -> UInt64 {
        var sum: UInt64 = 0
        var offset = 0
        let end = count &* recordSize
        while offset < end {
            var part = 0
            while part < recordSize {
                let at = offset &+ part
                let mixed = share(
                    UInt64(littleEndian: records.loadUnaligned(fromByteOffset: at, as: UInt64.self)),
                    UInt64(littleEndian: records.loadUnaligned(fromByteOffset: at &+ 8, as: UInt64.self)))
                let turn = UInt64(truncatingIfNeeded: (part &>> 4) &* 17) & 63
                sum &+= mixed &<< turn | mixed &>> ((64 &- turn) & 63)
                part &+= 16
            }
            offset &+= recordSize
        }
        return sum
    }

    /// Writes a chunk header at `header`.
    package static func storeChunkHeader(_ header: UnsafeMutableRawPointer, count: Int, block: Int, checksum: UInt64) {
        header.storeBytes(of: chunkMagic.littleEndian, as: UInt32.self)
        header.storeBytes(of: UInt32(count).littleEndian, toByteOffset: 4, as: UInt32.self)
        header.storeBytes(of: UInt64(block).littleEndian, toByteOffset: 8, as: UInt64.self)
        header.storeBytes(of: checksum.littleEndian, toByteOffset: 16, as: UInt64.self)
        header.storeBytes(of: UInt64(0), toByteOffset: 24, as: UInt64.self)
    }
}

/// What a shuffle file says about itself, at its end: ``origin``, whose keys it holds;
/// ``totals``, what its chunks add up to; ``slices``, the keys per slice of its reduce's range.
package struct ShuffleTrailer: Sendable, Equatable {
    package var origin: ShuffleOrigin
    package var totals: ShuffleTotals
    package var slices: SliceCounts

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

/// Whose keys a shuffle file holds: the run (its fingerprint, ``ShardRun/fingerprint``), the
/// generator (`audit` for an audit's records), the map that made them and the reduce they are
/// for.
package struct ShuffleOrigin: Sendable, Equatable, CustomStringConvertible {
    package var run: [UInt8]
    package var generator: String
    package var map: Int
    package var reduce: Int

    package init(run: [UInt8], generator: String, map: Int, reduce: Int) {
        (self.run, self.generator, self.map, self.reduce) = (run, generator, map, reduce)
    }

    package var description: String { "\(generator) keys of map \(map) for reduce \(reduce)" }
}

/// What the chunks of a shuffle file add up to: their bytes, keys and count, and the sum of
/// every key's ``ShuffleFormat/share(_:_:)``.
package struct ShuffleTotals: Sendable, Equatable {
    /// Bytes of the chunks (headers included), records in them, and chunks.
    package var chunkBytes: Int, records: Int, chunks: Int
    package var checksum: UInt64
}

/// Keys per slice of a range of slices: `counts[i]` keys in slice `start + i` (an audit's
/// shuffle files leave `counts` empty: its reduces count the slices as they read).
package struct SliceCounts: Sendable, Equatable {
    package var start: Int
    package var counts: [UInt64]

    package init(start: Int, counts: [UInt64]) { (self.start, self.counts) = (start, counts) }
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
        totals = ShuffleTotals(
            chunkBytes: try reader.readInt(), records: try reader.readInt(), chunks: try reader.readInt(),
            checksum: try reader.read())
        slices = SliceCounts(start: try reader.readInt(), counts: try reader.readArray(of: UInt64.self))
        try reader.expectEnd()
    }
}

/// What a map wrote into one shuffle file, as its partial records it and a reduce checks it.
package struct ShuffleSummary: Sendable, Equatable {
    package var reduce: Int
    package var records: Int
    package var checksum: UInt64

    package init(reduce: Int, records: Int, checksum: UInt64) {
        (self.reduce, self.records, self.checksum) = (reduce, records, checksum)
    }
}

extension ShuffleSummary {
    package func encode(into writer: inout ByteWriter) {
        writer.append(reduce)
        writer.append(records)
        writer.append(checksum)
    }

    package init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init(reduce: try reader.readInt(), records: try reader.readInt(), checksum: try reader.read())
    }
}

internal import OpenUDIDCore

/// The container of every partial file: a shard's additive tallies, written by one machine and
/// read by `openudid merge` on another.
///
/// **Layout** (integers little-endian):
///
/// | bytes | field |
/// |---|---|
/// | 8 | magic `OUDPART` and a zero byte |
/// | 4 | format ``version`` (5) |
/// | 4 | ``PartialKind`` raw value |
/// | 8 | payload length L |
/// | L | payload, laid out by the kind |
/// | 16 | MD5 of every byte before it |
///
/// The MD5 (RFC 1321, from the core) guards against damage in transit and on disk, not against
/// forgery. A file shorter or longer than its header announces, with another magic, another
/// version or a digest that does not match is refused with the reason; nothing of it is used.
package struct PartialFile: Sendable, Equatable {
    /// The version this code writes and reads. A reader of version v refuses any other: the
    /// payloads are tallies whose meaning could shift silently between versions.
    package static let version: UInt32 = 7
    /// The first eight bytes of every partial file.
    package static let magic: [UInt8] = Array("OUDPART".utf8) + [0]
    /// Header bytes before the payload.
    package static let headerSize = 24
    /// Digest bytes after it.
    package static let digestSize = 16

    /// What the payload holds.
    package var kind: PartialKind
    /// The kind's encoding of the shard's results.
    package var payload: [UInt8]

    package init(kind: PartialKind, payload: [UInt8]) {
        self.kind = kind
        self.payload = payload
    }

    /// The file's bytes.
    package func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.append(raw: Self.magic)
        writer.append(Self.version)
        writer.append(kind.rawValue)
        writer.append(UInt64(payload.count))
        writer.append(raw: payload)
        var bytes = writer.bytes
        bytes.append(contentsOf: Self.digest(of: bytes[...]))
        return bytes
    }

    /// Reads a file's bytes; `path` names it in errors.
    package init(decoding bytes: [UInt8], path: String) throws(PartialFileError) {
        func refuse(_ reason: String) -> PartialFileError { PartialFileError(path: path, reason: reason) }
        guard bytes.count >= Self.magic.count, Array(bytes[0..<Self.magic.count]) == Self.magic else {
            throw refuse(bytes.isEmpty ? "empty file, not a partial" : "not an openudid partial file (no OUDPART header)")
        }
        var reader = ByteReader(bytes, offset: Self.magic.count)
        let version: UInt32, kindValue: UInt32, length: UInt64
        do {
            version = try reader.read()
            kindValue = try reader.read()
            length = try reader.read()
        } catch {
            throw refuse("truncated inside the header (\(bytes.count) bytes)")
        }
        guard version == Self.version else {
            throw refuse("format version \(version); this openudid reads version \(Self.version)")
        }
        let expected = UInt64(Self.headerSize) &+ length &+ UInt64(Self.digestSize)
        guard length <= UInt64(Int.max / 2), UInt64(bytes.count) == expected else {
            let what = UInt64(bytes.count) < expected ? "truncated" : "longer than announced"
            throw refuse("\(what): \(bytes.count) bytes, the header announces \(expected)")
        }
        let end = bytes.count - Self.digestSize
        guard Array(bytes[end...]) == Self.digest(of: bytes[..<end]) else {
            throw refuse("corrupted: the MD5 checksum does not match the contents")
        }
        guard let kind = PartialKind(rawValue: kindValue) else {
            throw refuse("unknown partial kind \(kindValue) (written by a newer openudid?)")
        }
        self.kind = kind
        payload = Array(bytes[Self.headerSize..<end])
    }

    /// MD5 of `bytes`, as 16 bytes.
    package static func digest(of bytes: ArraySlice<UInt8>) -> [UInt8] {
        let digest = bytes.withUnsafeBytes { MD5.hash(bufferPointer: $0) }
        return digest.withUnsafeBytes { Array($0) }
    }
}

/// One partial file given to `openudid merge`: the name it was given by, and its contents.
package struct PartialInput: Sendable {
    /// The path, as given: errors name the file by it.
    package var path: String
    package var file: PartialFile

    package init(path: String, file: PartialFile) {
        self.path = path
        self.file = file
    }
}

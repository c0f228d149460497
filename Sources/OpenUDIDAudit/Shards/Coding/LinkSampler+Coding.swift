import ShardedRun

extension LinkSampler {
    func encode(into writer: inout ByteWriter) {
        writer.append(seen)
        writer.append(rate)
        writer.append(links) {
            $0.append($1.0); $0.append($1.1)
        }
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        let seen = try reader.readInt(), rate = try reader.readInt()
        guard rate >= 1, rate.nonzeroBitCount == 1 else {
            throw ByteReader.Failure(reason: "link sampling rate \(rate) is not a power of two")
        }
        let links = try reader.readArray(elementSize: 16) { (r) throws(ByteReader.Failure) in (try r.readInt(), try r.readInt()) }
        self.init(links: links, seen: seen, rate: rate)
    }
}

import CollisionStatistics
import ShardedRun

extension TimeTally {
    func encode(into writer: inout ByteWriter) {
        writer.append(count)
        writer.append(earliest)
        writer.append(latest)
        writer.append(future)
        writer.append(old)
        writer.append(randomNodes)
        writer.append(macNodes)
        writer.append(nodeSpans.sorted { $0.key < $1.key }) { writer, span in
            writer.append(span.key)
            writer.append(span.value.lowerBound)
            writer.append(span.value.upperBound)
        }
        writer.append(nodesOverflowed)
        writer.append(array: clockSequences)
        writer.append(peak)
        writer.append(peakMillisecond)
        for run in [firstRun, lastRun] {
            writer.append(run != nil)
            writer.append(run?.ms ?? 0)
            writer.append(run?.count ?? 0)
        }
    }

    init(layout: TimeOrderedLayout, from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init(layout: layout)
        count = try reader.readInt()
        earliest = try reader.read()
        latest = try reader.read()
        future = try reader.readInt()
        old = try reader.readInt()
        randomNodes = try reader.readInt()
        macNodes = try reader.readInt()
        let spans = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) -> (UInt64, ClosedRange<Int64>) in
            let node: UInt64 = try r.read()
            let lower: Int64 = try r.read(), upper: Int64 = try r.read()
            guard lower <= upper else { throw ByteReader.Failure(reason: "a node's time span runs backwards") }
            return (node, lower...upper)
        }
        nodeSpans = Dictionary(spans, uniquingKeysWith: { first, _ in first })
        nodesOverflowed = try reader.readBool()
        clockSequences = try reader.readArray(of: UInt64.self)
        guard clockSequences.count == 256 else {
            throw ByteReader.Failure(reason: "\(clockSequences.count) words of clock sequences, not 256")
        }
        peak = try reader.readInt()
        peakMillisecond = try reader.read()
        var runs: [(ms: Int64, count: Int)?] = []
        for _ in 0..<2 {
            let present = try reader.readBool()
            let ms: Int64 = try reader.read()
            let count = try reader.readInt()
            runs.append(present ? (ms, count) : nil)
        }
        (firstRun, lastRun) = (runs[0], runs[1])
    }
}

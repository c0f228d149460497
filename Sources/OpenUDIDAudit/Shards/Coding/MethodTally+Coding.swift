package import CollisionStatistics
package import ShardedRun

/// A group's method evidence in a reduce partial: every count, the millisecond sizes, and the
/// first and last values and milliseconds that ``MethodTally/merge(_:)`` stitches.
extension MethodTally {
    package func encode(into writer: inout ByteWriter) {
        for count in [
            sameMillisecondPairs, fractionEqual, nextMillisecondPairs, carries, closePairs, tickSteps,
        ] {
            writer.append(count)
        }
        writer.append(array: stepDifferences.map(Int64.init))
        writer.append(closedSizes.sorted { $0.key < $1.key }) {
            $0.append($1.key); $0.append($1.value)
        }
        for run in [head, tail] {
            writer.append(run != nil)
            writer.append(run?.ms ?? 0)
            writer.append(run?.count ?? 0)
        }
        for value in [first, last] {
            writer.append(value != nil)
            writer.append(value?.key ?? 0)
            writer.append(value?.low ?? 0)
        }
    }

    package init(layout: TimeOrderedLayout, from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init(layout: layout)
        sameMillisecondPairs = try reader.readInt()
        fractionEqual = try reader.readInt()
        nextMillisecondPairs = try reader.readInt()
        carries = try reader.readInt()
        closePairs = try reader.readInt()
        tickSteps = try reader.readInt()
        let steps = try reader.readArray(of: Int64.self)
        guard steps.count == stepDifferences.count else {
            throw ByteReader.Failure(reason: "\(steps.count) counter-step entries, not \(stepDifferences.count)")
        }
        stepDifferences = steps.map(Int.init)
        let sizes = try reader.readArray(elementSize: 16) { (r) throws(ByteReader.Failure) in (try r.readInt(), try r.readInt()) }
        for (size, count) in sizes {
            guard size > 0, count >= 0 else { throw ByteReader.Failure(reason: "a millisecond of \(size) values counted \(count) times") }
            if size < Self.smallSize { smallSizes[size] += count } else { millisecondSizes[size, default: 0] += count }
        }
        var runs: [(ms: UInt64, count: Int)?] = []
        for _ in 0..<2 {
            let present = try reader.readBool()
            let ms: UInt64 = try reader.read()
            let count = try reader.readInt()
            runs.append(present ? (ms, count) : nil)
        }
        (head, tail) = (runs[0], runs[1])
        var values: [(key: UInt64, low: UInt64)?] = []
        for _ in 0..<2 {
            let present = try reader.readBool()
            let key: UInt64 = try reader.read()
            let low: UInt64 = try reader.read()
            values.append(present ? (key, low) : nil)
        }
        (first, last) = (values[0], values[1])
    }
}

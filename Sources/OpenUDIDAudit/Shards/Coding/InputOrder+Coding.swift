import ShardedRun

extension InputOrder {
    func encode(into writer: inout ByteWriter) {
        writer.append(input)
        writer.append(spans) { $1.encode(into: &$0) }
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init(input: try reader.readInt())
        spans = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in try OrderSpan(from: &r) }
        guard spans.count == InputOrder.groups.count else {
            throw ByteReader.Failure(reason: "an input's order tally has \(spans.count) groups, not \(InputOrder.groups.count)")
        }
    }

    /// True when every place lies in one of `chunks` chunks.
    func fits(chunks: Int) -> Bool {
        spans.allSatisfy { span in span.locations.allSatisfy { Int($0 >> 32) < chunks } }
    }
}

extension OrderSpan {
    /// Every place the tally holds.
    var locations: [UInt64] {
        var all = [first?.location, last?.location].compactMap { $0 }
        for step in largest + firstRegressions + firstWraps + pending.map(\.step) { all += [step.from, step.to] }
        all += pending.flatMap { [$0.from.location, $0.to.location] } + head.map(\.location)
        all += (0..<OrderSpan.recentCount).filter(recentSlotUsed).map { recent[$0].location }
        if let skew {
            if skew.count > 0 { all += [skew.smallest.location, skew.largest.location] }
            all += skew.firstAhead + skew.firstBehind + skew.firstUnreadable
        }
        return all
    }

    func encode(into writer: inout ByteWriter) {
        writer.append(count)
        for point in [first, last] {
            writer.append(point != nil)
            Self.encode(point ?? Point(ms: 0, key: 0, high: 0, low: 0, location: 0), into: &writer)
        }
        for value in [
            withinPairs, withinInOrder, acrossPairs, acrossForward, valueDescents, regressions, wraps, firstWrapIndex,
            lastWrapIndex, gaps, gapDivisor, smallestGap, smallestGapCount,
        ] {
            writer.append(value)
        }
        for steps in [largest, firstRegressions, firstWraps] {
            writer.append(steps) { writer, step in
                writer.append(step.back)
                writer.append(step.from)
                writer.append(step.to)
            }
        }
        writer.append(interleaves)
        writer.append(largestInterleave)
        writer.append(interleavedWraps)
        writer.append(head) { Self.encode($1, into: &$0) }
        writer.append(recent.points) { Self.encode($1, into: &$0) }
        writer.append(pending) { writer, step in
            writer.append(step.kind.rawValue)
            writer.append(step.index)
            writer.append(step.step.back)
            writer.append(step.step.from)
            writer.append(step.step.to)
            Self.encode(step.from, into: &writer)
            Self.encode(step.to, into: &writer)
            writer.append(step.needsBack)
            writer.append(step.needsForward)
        }
        writer.append(skew != nil)
        if let skew { skew.encode(into: &writer) }
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init()
        count = try reader.readInt()
        var points: [Point?] = []
        for _ in 0..<2 {
            let present = try reader.readBool()
            let point = try Self.readPoint(&reader)
            points.append(present ? point : nil)
        }
        (first, last) = (points[0], points[1])
        var values: [Int] = []
        for _ in 0..<13 { values.append(try reader.readInt()) }
        (withinPairs, withinInOrder, acrossPairs, acrossForward, valueDescents) = (values[0], values[1], values[2], values[3], values[4])
        (regressions, wraps, firstWrapIndex, lastWrapIndex) = (values[5], values[6], values[7], values[8])
        (gaps, gapDivisor, smallestGap, smallestGapCount) = (values[9], values[10], values[11], values[12])
        var lists: [[Step]] = []
        for _ in 0..<3 {
            lists.append(
                try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in
                    Step(back: try r.read(), from: try r.read(), to: try r.read())
                })
        }
        (largest, firstRegressions, firstWraps) = (lists[0], lists[1], lists[2])
        interleaves = try reader.readInt()
        largestInterleave = try reader.read()
        interleavedWraps = try reader.readInt()
        head = try reader.readArray(elementSize: 40) { (r) throws(ByteReader.Failure) in try Self.readPoint(&r) }
        let ring = try reader.readArray(elementSize: 40) { (r) throws(ByteReader.Failure) in try Self.readPoint(&r) }
        pending = try reader.readArray(elementSize: 115) { (r) throws(ByteReader.Failure) in
            let kind = try r.read(UInt8.self)
            guard let kind = PendingStep.Kind(rawValue: kind) else {
                throw ByteReader.Failure(reason: "an unknown kind of step (\(kind)) in an order tally")
            }
            return PendingStep(
                kind: kind, index: try r.readInt(), step: Step(back: try r.read(), from: try r.read(), to: try r.read()),
                from: try Self.readPoint(&r), to: try Self.readPoint(&r), needsBack: try r.readBool(), needsForward: try r.readBool())
        }
        if try reader.readBool() { skew = try SkewTally(from: &reader) }
        guard count >= 0, (count == 0) == (first == nil), (count == 0) == (last == nil), values.allSatisfy({ $0 >= -1 }),
            lists.allSatisfy({ $0.count <= OrderSpan.kept }), interleaves >= 0, largestInterleave >= 0, interleavedWraps >= 0,
            head.count == Swift.min(count, OrderSpan.headCount), ring.count == OrderSpan.recentCount,
            pending.count <= 2 * OrderSpan.lookaround + 1,
            pending.allSatisfy({ $0.index > 0 && $0.index < count && ($0.needsBack || $0.needsForward) })
        else {
            throw ByteReader.Failure(reason: "an implausible order tally of \(count) identifiers")
        }
        recent = PointRing(ring)
    }
}

extension OrderSpan {
    static func encode(_ point: Point, into writer: inout ByteWriter) {
        writer.append(point.ms)
        writer.append(point.key)
        writer.append(point.high)
        writer.append(point.low)
        writer.append(point.location)
    }

    static func readPoint(_ reader: inout ByteReader) throws(ByteReader.Failure) -> Point {
        Point(ms: try reader.read(), key: try reader.read(), high: try reader.read(), low: try reader.read(), location: try reader.read())
    }
}

extension SkewTally {
    func encode(into writer: inout ByteWriter) {
        writer.append(count)
        writer.append(histogram.sorted { $0.key < $1.key }) { writer, bucket in
            writer.append(bucket.key)
            writer.append(bucket.value)
            writer.append(sums[bucket.key] ?? 0)
        }
        writer.append(smallest.skew)
        writer.append(smallest.location)
        writer.append(largest.skew)
        writer.append(largest.location)
        writer.append(ahead)
        writer.append(behind)
        writer.append(unreadable)
        for list in [firstAhead, firstBehind, firstUnreadable] { writer.append(array: list) }
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init()
        count = try reader.readInt()
        let buckets = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in
            (try r.readInt(), try r.readInt(), try r.read(Int64.self))
        }
        histogram = Dictionary(buckets.map { ($0.0, $0.1) }, uniquingKeysWith: +)
        sums = Dictionary(buckets.map { ($0.0, $0.2) }, uniquingKeysWith: &+)
        smallest = (try reader.read(), try reader.read())
        largest = (try reader.read(), try reader.read())
        ahead = try reader.readInt()
        behind = try reader.readInt()
        unreadable = try reader.readInt()
        firstAhead = try reader.readArray(of: UInt64.self)
        firstBehind = try reader.readArray(of: UInt64.self)
        firstUnreadable = try reader.readArray(of: UInt64.self)
        guard histogram.values.reduce(0, +) == count, ahead + behind <= count else {
            throw ByteReader.Failure(reason: "an implausible skew tally of \(count) identifiers")
        }
    }
}

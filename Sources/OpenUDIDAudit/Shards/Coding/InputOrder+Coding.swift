package import ShardedRun

/// The order tallies of an input in a map's partial: one span per time-ordered group.
extension InputOrder: PartialRecordValue {
    package static let partialFields: [PartialField<InputOrder>] = [.field("input", \.input), .field("spans", \.spans)]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: InputOrder { InputOrder(input: 0) }

    package func checkDecoded() throws(ByteReader.Failure) {
        guard spans.count == InputOrder.groups.count else {
            throw ByteReader.Failure(reason: "an input's order tally has \(spans.count) groups, not \(InputOrder.groups.count)")
        }
    }

    /// True when every place lies in one of `chunks` chunks.
    func fits(chunks: Int) -> Bool {
        spans.allSatisfy { span in span.locations.allSatisfy { Int($0 >> 32) < chunks } }
    }
}

extension OrderSpan: PartialRecordValue {
    package static let partialFields: [PartialField<OrderSpan>] = [
        .field("count", \.count), .field("first", \.first), .field("last", \.last), .field("withinPairs", \.withinPairs),
        .field("withinInOrder", \.withinInOrder), .field("acrossPairs", \.acrossPairs), .field("acrossForward", \.acrossForward),
        .field("valueDescents", \.valueDescents), .field("stepSizes", \.stepSizes), .field("forgiving", \.forgiving),
        .field("largest", \.largest), .field("firstRegressions", \.firstRegressions),
        .field("largestInterleaves", \.largestInterleaves), .field("interleavedWraps", \.interleavedWraps),
        .field("pending", \.pending), .field("head", \.head),
        .custom(
            "recent", write: { span, writer in span.recent.points.write(to: &writer) },
            read: { (span: inout OrderSpan, reader: inout ByteReader) throws(ByteReader.Failure) in
                let points = try [Point].read(from: &reader)
                guard points.count == PointRing.count else {
                    throw ByteReader.Failure(reason: "an order tally's ring of \(points.count) points, not \(PointRing.count)")
                }
                span.recent = PointRing(points)
            }),
        .field("wraps", \.wraps), .field("firstWraps", \.firstWraps), .field("firstWrapIndex", \.firstWrapIndex),
        .field("lastWrapIndex", \.lastWrapIndex), .field("gaps", \.gaps), .field("gapDivisor", \.gapDivisor),
        .field("smallestGap", \.smallestGap), .field("smallestGapCount", \.smallestGapCount), .field("skew", \.skew),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: OrderSpan { OrderSpan() }

    package func checkDecoded() throws(ByteReader.Failure) {
        let counts = [withinPairs, withinInOrder, acrossPairs, acrossForward, valueDescents, wraps, gaps, gapDivisor]
        guard count >= 0, (count == 0) == (first == nil), (count == 0) == (last == nil), counts.allSatisfy({ $0 >= 0 }),
            firstWrapIndex >= -1, lastWrapIndex >= -1, smallestGap >= 0, smallestGapCount >= 0, firstWraps.count <= OrderSpan.kept,
            largest.rank == .largest, firstRegressions.rank == .place, forgiving.total <= stepSizes.total,
            stepSizes.total <= acrossPairs - acrossForward, interleavedWraps >= 0, head.count == Swift.min(count, OrderSpan.headCount),
            pending.count <= 2 * OrderSpan.lookaround + 1,
            pending.allSatisfy({ $0.index > 0 && $0.index < count && ($0.needsBack || $0.needsForward) })
        else {
            throw ByteReader.Failure(reason: "an implausible order tally of \(count) identifiers")
        }
    }

    /// Every place the tally holds.
    var locations: [UInt64] {
        var all = [first?.location, last?.location].compactMap { $0 }
        for step in (largest.steps + firstRegressions.steps).map(\.step) + firstWraps + pending.map(\.step) {
            all += [step.from, step.to]
        }
        all += pending.flatMap { [$0.from.location, $0.to.location] } + head.map(\.location)
        all += (0..<OrderSpan.recentCount).filter(recentSlotUsed).map { recent[$0].location }
        if let skew {
            if skew.count > 0 { all += [skew.smallest.location, skew.largest.location] }
            all += skew.firstAhead + skew.firstBehind + skew.firstUnreadable
        }
        return all
    }
}

extension OrderSpan.Point: PartialRecordValue {
    package static let partialFields: [PartialField<OrderSpan.Point>] = [
        .field("ms", \.ms), .field("key", \.key), .field("high", \.high), .field("low", \.low), .field("location", \.location),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: OrderSpan.Point { OrderSpan.Point(ms: 0, key: 0, high: 0, low: 0, location: 0) }
    package static var leastEncodedSize: Int { 40 }
}

extension OrderSpan.Step: PartialRecordValue {
    package static let partialFields: [PartialField<OrderSpan.Step>] = [
        .field("back", \.back), .field("from", \.from), .field("to", \.to),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: OrderSpan.Step { OrderSpan.Step(back: 0, from: 0, to: 0) }
    package static var leastEncodedSize: Int { 24 }
}

extension OrderSpan.JudgedStep: PartialRecordValue {
    package static let partialFields: [PartialField<OrderSpan.JudgedStep>] = [
        .field("step", \.step), .field("forgivenAt", \.forgivenAt),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: OrderSpan.JudgedStep { OrderSpan.JudgedStep(step: .emptyForReading, forgivenAt: 0) }
    package static var leastEncodedSize: Int { 32 }

    package func checkDecoded() throws(ByteReader.Failure) {
        guard forgivenAt > 0, forgivenAt <= Swift.min(step.back, ToleranceCounts.ceiling) else {
            throw ByteReader.Failure(reason: "a step back of \(step.back) ms forgiven at \(forgivenAt) ms")
        }
    }
}

extension ToleranceCounts: PartialRecordValue {
    package static let partialFields: [PartialField<ToleranceCounts>] = [.field("counts", \.counts)]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: ToleranceCounts { ToleranceCounts() }

    package func checkDecoded() throws(ByteReader.Failure) {
        guard counts.allSatisfy({ $0.key >= 0 && $0.key <= ToleranceCounts.ceiling && $0.value > 0 }) else {
            throw ByteReader.Failure(reason: "implausible counts of steps back by tolerance")
        }
    }
}

extension ToleranceSteps: PartialRecordValue {
    package static let partialFields: [PartialField<ToleranceSteps>] = [
        .custom(
            "rank", write: { list, writer in writer.append(list.rank.rawValue) },
            read: { (list: inout ToleranceSteps, reader: inout ByteReader) throws(ByteReader.Failure) in
                let raw = try reader.read(UInt8.self)
                guard let rank = Rank(rawValue: raw) else { throw ByteReader.Failure(reason: "an unknown order of steps (\(raw))") }
                list = ToleranceSteps(rank: rank)
            }),
        .custom(
            "steps", write: { list, writer in list.steps.write(to: &writer) },
            read: { (list: inout ToleranceSteps, reader: inout ByteReader) throws(ByteReader.Failure) in
                list.steps = try [OrderSpan.JudgedStep].read(from: &reader)
            }),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: ToleranceSteps { ToleranceSteps(rank: .place) }

    package func checkDecoded() throws(ByteReader.Failure) {
        var copy = ToleranceSteps(rank: rank)
        copy.merge(self)
        guard copy.steps == steps else {
            throw ByteReader.Failure(reason: "a list of steps back out of order or with steps no tolerance lists")
        }
    }
}

extension InterleaveFrontier: PartialRecordValue {
    package static let partialFields: [PartialField<InterleaveFrontier>] = [.field("entries", \.entries)]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: InterleaveFrontier { InterleaveFrontier() }

    package func checkDecoded() throws(ByteReader.Failure) {
        let ordered = zip(entries, entries.dropFirst()).allSatisfy { $0.forgivenAt < $1.forgivenAt && $0.back < $1.back }
        guard ordered, entries.allSatisfy({ $0.forgivenAt >= 0 && $0.forgivenAt < $0.back }) else {
            throw ByteReader.Failure(reason: "implausible interleaved steps back")
        }
    }
}

extension InterleaveFrontier.Entry: PartialRecordValue {
    package static let partialFields: [PartialField<InterleaveFrontier.Entry>] = [
        .field("forgivenAt", \.forgivenAt), .field("back", \.back),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: InterleaveFrontier.Entry { InterleaveFrontier.Entry(forgivenAt: 0, back: 0) }
    package static var leastEncodedSize: Int { 16 }
}

extension OrderSpan.PendingStep: PartialRecordValue {
    package static let partialFields: [PartialField<OrderSpan.PendingStep>] = [
        .custom(
            "kind", write: { step, writer in writer.append(step.kind.rawValue) },
            read: { (step: inout OrderSpan.PendingStep, reader: inout ByteReader) throws(ByteReader.Failure) in
                let raw = try reader.read(UInt8.self)
                guard let kind = Kind(rawValue: raw) else {
                    throw ByteReader.Failure(reason: "an unknown kind of step (\(raw)) in an order tally")
                }
                step.kind = kind
            }),
        .field("index", \.index), .field("step", \.step), .field("from", \.from), .field("to", \.to),
        .field("needsBack", \.needsBack), .field("needsForward", \.needsForward),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: OrderSpan.PendingStep {
        OrderSpan.PendingStep(
            kind: .clock, index: 0, step: .emptyForReading, from: .emptyForReading, to: .emptyForReading, needsBack: false,
            needsForward: false)
    }
    package static var leastEncodedSize: Int { 115 }
}

extension SkewTally: PartialRecordValue {
    package static let partialFields: [PartialField<SkewTally>] = [
        .field("count", \.count), .field("histogram", \.histogram), .field("sums", \.sums),
        .custom(
            "smallest",
            write: {
                $1.append($0.smallest.skew); $1.append($0.smallest.location)
            },
            read: { (skew: inout SkewTally, reader: inout ByteReader) throws(ByteReader.Failure) in
                skew.smallest = (try reader.read(), try reader.read())
            }),
        .custom(
            "largest",
            write: {
                $1.append($0.largest.skew); $1.append($0.largest.location)
            },
            read: { (skew: inout SkewTally, reader: inout ByteReader) throws(ByteReader.Failure) in
                skew.largest = (try reader.read(), try reader.read())
            }),
        .field("ahead", \.ahead), .field("behind", \.behind), .field("firstAhead", \.firstAhead), .field("firstBehind", \.firstBehind),
        .field("unreadable", \.unreadable), .field("firstUnreadable", \.firstUnreadable),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: SkewTally { SkewTally() }

    package func checkDecoded() throws(ByteReader.Failure) {
        guard histogram.values.reduce(0, +) == count, Set(histogram.keys) == Set(sums.keys), ahead + behind <= count else {
            throw ByteReader.Failure(reason: "an implausible skew tally of \(count) identifiers")
        }
    }
}

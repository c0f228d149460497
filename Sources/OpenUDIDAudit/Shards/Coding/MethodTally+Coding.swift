package import ShardedRun

/// A time-ordered group's method evidence in a reduce partial: every count, the millisecond
/// sizes, and the first and last values and milliseconds that ``MethodTally/merge(_:)``
/// stitches. The layout is the group's.
extension MethodTally: PartialRecord {
    package static let partialFields: [PartialField<MethodTally>] = [
        .field("sameMillisecondPairs", \.sameMillisecondPairs), .field("monotonicSteps", \.monotonicSteps),
        .field("fractionEqual", \.fractionEqual),
        .field("nextMillisecondPairs", \.nextMillisecondPairs), .field("carries", \.carries), .field("closePairs", \.closePairs),
        .field("tickSteps", \.tickSteps), .field("stepDifferences", \.stepDifferences),
        .custom(
            "millisecondSizes", write: { tally, writer in tally.closedSizes.write(to: &writer) },
            read: { (tally: inout MethodTally, reader: inout ByteReader) throws(ByteReader.Failure) in
                for (size, count) in try [Int: Int].read(from: &reader) {
                    guard size > 0, count >= 0 else {
                        throw ByteReader.Failure(reason: "a millisecond of \(size) values counted \(count) times")
                    }
                    if size < Self.smallSize { tally.smallSizes[size] += count } else { tally.millisecondSizes[size, default: 0] += count }
                }
            }),
        .run("head", \.head), .run("tail", \.tail), .value("first", \.first), .value("last", \.last),
    ]
    package static let transientFields = [
        "layout": "the group's, which the reader knows",
        "smallSizes": "carried with millisecondSizes (the closed milliseconds by size)",
        "tailMs": "carried as tail", "tailCount": "carried as tail",
        "hasLast": "carried as last", "lastKey": "carried as last", "lastLow": "carried as last",
    ]

    package func checkDecoded() throws(ByteReader.Failure) {
        guard stepDifferences.count == 32 else {
            throw ByteReader.Failure(reason: "\(stepDifferences.count) counter-step entries, not 32")
        }
    }
}

extension ByteWriter {
    /// A value's two words (sort key and low word), or its absence.
    mutating func append(value: (key: UInt64, low: UInt64)?) {
        append(value != nil)
        append(value?.key ?? 0)
        append(value?.low ?? 0)
    }
}

extension ByteReader {
    /// What ``ByteWriter/append(value:)`` wrote.
    mutating func readValue() throws(ByteReader.Failure) -> (key: UInt64, low: UInt64)? {
        let present = try readBool()
        let key = try read(UInt64.self), low = try read(UInt64.self)
        return present ? (key, low) : nil
    }
}

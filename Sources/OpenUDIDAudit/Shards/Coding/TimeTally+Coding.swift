import CollisionStatistics
package import ShardedRun

/// A time-ordered group's times in a reduce partial. The layout is the group's.
extension TimeTally: PartialRecord {
    package static let partialFields: [PartialField<TimeTally>] = [
        .field("count", \.count), .field("earliest", \.earliest), .field("latest", \.latest), .field("future", \.future),
        .field("old", \.old), .field("randomNodes", \.randomNodes), .field("macNodes", \.macNodes), .field("nodeSpans", \.nodeSpans),
        .field("nodesOverflowed", \.nodesOverflowed), .field("clockSequences", \.clockSequences), .field("peak", \.peak),
        .field("peakMillisecond", \.peakMillisecond), .field("milliseconds", \.milliseconds), .field("tick", \.tick),
        .run("firstRun", \.firstRun), .run("lastRun", \.lastRun),
    ]
    package static let transientFields = ["layout": "the group's, which the reader knows"]

    package func checkDecoded() throws(ByteReader.Failure) {
        guard clockSequences.count == 256 else {
            throw ByteReader.Failure(reason: "\(clockSequences.count) words of clock sequences, not 256")
        }
    }
}

extension PartialField {
    /// A millisecond run at `path` (a time and how many identifiers it holds), or its absence.
    static func run<Time: FixedWidthInteger & SendableMetatype>(
        _ name: String, _ path: any WritableKeyPath<Root, (ms: Time, count: Int)?> & Sendable
    ) -> PartialField {
        .custom(
            name, write: { root, writer in writer.append(run: root[keyPath: path]) },
            read: { (root: inout Root, reader: inout ByteReader) throws(ByteReader.Failure) in root[keyPath: path] = try reader.readRun() })
    }

    /// A value's two words at `path` (sort key and low word), or their absence.
    static func value(_ name: String, _ path: any WritableKeyPath<Root, (key: UInt64, low: UInt64)?> & Sendable) -> PartialField {
        .custom(
            name, write: { root, writer in writer.append(value: root[keyPath: path]) },
            read: { (root: inout Root, reader: inout ByteReader) throws(ByteReader.Failure) in root[keyPath: path] = try reader.readValue()
            })
    }
}

extension ByteWriter {
    /// A millisecond run (a time and how many identifiers it holds), or its absence.
    mutating func append<Time: FixedWidthInteger>(run: (ms: Time, count: Int)?) {
        append(run != nil)
        append(run?.ms ?? 0)
        append(run?.count ?? 0)
    }
}

extension ByteReader {
    /// What ``ByteWriter/append(run:)`` wrote.
    mutating func readRun<Time: FixedWidthInteger>() throws(ByteReader.Failure) -> (ms: Time, count: Int)? {
        let present = try readBool()
        let ms = try read(Time.self), count = try readInt()
        return present ? (ms, count) : nil
    }
}

/// A value a partial file carries: written by ``ByteWriter`` as its fields are, read back by
/// ``ByteReader``.
package protocol PartialValue: SendableMetatype {
    /// Appends the value.
    func write(to writer: inout ByteWriter)
    /// Reads a value written by ``write(to:)``.
    static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> Self
    /// The fewest bytes a value takes, for the plausibility check of a count of them.
    static var leastEncodedSize: Int { get }
}

/// A type whose fields a partial file carries, declared once as a list: writing and reading both
/// follow ``partialFields`` in order, so a field is carried both ways or not at all. What the
/// type holds and does not carry is named in ``transientFields``, with why; a test checks that
/// every stored property is in one list or the other (`PartialFieldsTests`), so that a field
/// added to a tally and forgotten here fails it.
package protocol PartialRecord {
    /// The fields carried, in the order they are written.
    static var partialFields: [PartialField<Self>] { get }
    /// The stored properties not carried, each with the reason: state of a pass in progress,
    /// values the reader gives or derives.
    static var transientFields: [String: String] { get }
    /// Checks a value just read: counts that must agree, ranges. The default accepts it.
    func checkDecoded() throws(ByteReader.Failure)
}

extension PartialRecord {
    package func checkDecoded() throws(ByteReader.Failure) {}

    /// Writes every field of ``partialFields``, in order.
    package func writeFields(to writer: inout ByteWriter) {
        for field in Self.partialFields { field.write(self, &writer) }
    }

    /// Reads every field of ``partialFields`` into `self`, in order, then checks the result.
    package mutating func readFields(from reader: inout ByteReader) throws(ByteReader.Failure) {
        for field in Self.partialFields { try field.read(&self, &reader) }
        try checkDecoded()
    }
}

/// One field of a ``PartialRecord``: its name, and how it is written and read.
package struct PartialField<Root>: Sendable {
    /// The stored property's name (or, for a field kept in raw memory, its name there).
    package let name: String
    package let write: @Sendable (Root, inout ByteWriter) -> Void
    package let read: @Sendable (inout Root, inout ByteReader) throws(ByteReader.Failure) -> Void

    /// The property at `path`, written as its type writes itself.
    package static func field<Value: PartialValue>(
        _ name: String, _ path: any WritableKeyPath<Root, Value> & Sendable
    ) -> PartialField {
        PartialField(
            name: name, write: { root, writer in root[keyPath: path].write(to: &writer) },
            read: { (root: inout Root, reader: inout ByteReader) throws(ByteReader.Failure) in
                root[keyPath: path] = try Value.read(from: &reader)
            })
    }

    /// A field written and read by hand: one kept in raw memory, or of a type that is not a
    /// ``PartialValue`` (a tuple).
    package static func custom(
        _ name: String, write: @escaping @Sendable (Root, inout ByteWriter) -> Void,
        read: @escaping @Sendable (inout Root, inout ByteReader) throws(ByteReader.Failure) -> Void
    ) -> PartialField {
        PartialField(name: name, write: write, read: read)
    }
}

extension FixedWidthInteger where Self: PartialValue {
    package func write(to writer: inout ByteWriter) { writer.append(self) }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> Self { try reader.read(Self.self) }
    package static var leastEncodedSize: Int { MemoryLayout<Self>.size }
}

extension UInt8: PartialValue {}
extension Int32: PartialValue {}
extension Int64: PartialValue {}
extension UInt64: PartialValue {}

/// `Int` is written as 8 bytes whatever the platform.
extension Int: PartialValue {
    package func write(to writer: inout ByteWriter) { writer.append(self) }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> Int { try reader.readInt() }
    package static var leastEncodedSize: Int { 8 }
}

extension Double: PartialValue {
    package func write(to writer: inout ByteWriter) { writer.append(self) }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> Double { try reader.readDouble() }
    package static var leastEncodedSize: Int { 8 }
}

extension Bool: PartialValue {
    package func write(to writer: inout ByteWriter) { writer.append(self) }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> Bool { try reader.readBool() }
    package static var leastEncodedSize: Int { 1 }
}

extension String: PartialValue {
    package func write(to writer: inout ByteWriter) { writer.append(self) }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> String { try reader.readString() }
    package static var leastEncodedSize: Int { 8 }
}

/// A count, then the elements.
extension Array: PartialValue where Element: PartialValue {
    package func write(to writer: inout ByteWriter) { writer.append(self) { writer, element in element.write(to: &writer) } }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> [Element] {
        try reader.readArray(elementSize: Element.leastEncodedSize) { (r) throws(ByteReader.Failure) in try Element.read(from: &r) }
    }
    package static var leastEncodedSize: Int { 8 }
}

/// A count, then each key and value, by key: the same bytes whatever the dictionary's order.
extension Dictionary: PartialValue where Key: PartialValue & Comparable, Value: PartialValue {
    package func write(to writer: inout ByteWriter) {
        writer.append(sorted { $0.key < $1.key }) { writer, entry in
            entry.key.write(to: &writer)
            entry.value.write(to: &writer)
        }
    }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> [Key: Value] {
        let entries = try reader.readArray(elementSize: Key.leastEncodedSize + Value.leastEncodedSize) {
            (r) throws(ByteReader.Failure) in (try Key.read(from: &r), try Value.read(from: &r))
        }
        return Dictionary(entries, uniquingKeysWith: { first, _ in first })
    }
    package static var leastEncodedSize: Int { 8 }
}

/// A presence flag, then the value when there is one.
extension Optional: PartialValue where Wrapped: PartialValue {
    package func write(to writer: inout ByteWriter) {
        writer.append(self != nil)
        self?.write(to: &writer)
    }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> Wrapped? {
        try reader.readBool() ? try Wrapped.read(from: &reader) : nil
    }
    package static var leastEncodedSize: Int { 1 }
}

/// The lower and upper bounds.
extension ClosedRange: PartialValue where Bound: PartialValue {
    package func write(to writer: inout ByteWriter) {
        lowerBound.write(to: &writer)
        upperBound.write(to: &writer)
    }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> ClosedRange<Bound> {
        let lower = try Bound.read(from: &reader), upper = try Bound.read(from: &reader)
        guard lower <= upper else { throw ByteReader.Failure(reason: "a range whose lower bound is above its upper one") }
        return lower...upper
    }
    package static var leastEncodedSize: Int { 2 * Bound.leastEncodedSize }
}

/// A type that is a ``PartialRecord`` is a ``PartialValue``: its fields, in order. It needs a
/// value to read the fields into.
package protocol PartialRecordValue: PartialRecord, PartialValue {
    /// The value the fields are read into.
    static var emptyForReading: Self { get }
}

extension PartialRecordValue {
    package func write(to writer: inout ByteWriter) { writeFields(to: &writer) }
    package static func read(from reader: inout ByteReader) throws(ByteReader.Failure) -> Self {
        var value = emptyForReading
        try value.readFields(from: &reader)
        return value
    }
    package static var leastEncodedSize: Int { 1 }
}

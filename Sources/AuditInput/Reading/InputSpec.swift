/// One input of an audit: its name in the report, and how to open it.
package struct InputSpec: Sendable {
    /// The path as given, or `-` for standard input.
    package var name: String
    /// Opens the input; called once, when the reader gets to it.
    package var open: @Sendable () throws(SourceError) -> any ByteSource
    /// False for a piece of a file that does not start at its first byte (a map shard's share):
    /// a byte order mark is looked for only at the start of a file.
    package var startsFile = true
    /// The file's path when the input is a whole file on disk (``file(_:)``): the audit reads
    /// its header and compares it with the other inputs before it starts.
    package var path: String?
    /// Whether ``open`` can be called again to read the input from its start (not for standard
    /// input): the audit reads UUIDs in GUID byte order again when they show it.
    package var canReadAgain = true

    package init(name: String, startsFile: Bool = true, open: @escaping @Sendable () throws(SourceError) -> any ByteSource) {
        self.name = name
        self.startsFile = startsFile
        self.open = open
    }

    /// A file on disk.
    package static func file(_ path: String) -> InputSpec {
        var spec = InputSpec(name: path) { () throws(SourceError) in try FileSource(path: path) }
        spec.path = path
        return spec
    }
}

/// How the reader cuts inputs into chunks.
@usableFromInline
package struct ReaderSettings: Sendable, Hashable {
    /// Records or lines.
    @usableFromInline package var layout: RecordLayout = .lines
    /// Bytes read per chunk: large enough that the lock around reading is rarely contended
    /// and `read(2)` calls are few, small enough that the threads share the work evenly.
    package var chunkBytes = 4 << 20
    /// The longest record held whole; a longer one is skipped as it streams past and counted
    /// invalid (no identifier, with any padding a person would use, comes near it).
    @usableFromInline package var maximumRecordBytes = 1 << 24
    /// With delimited records, the field holding each identifier's recorded creation time
    /// (`--time-column`), handed to the sink beside the identifier.
    package var timeColumn: ColumnSelector?

    package init(layout: RecordLayout = .lines, chunkBytes: Int = 4 << 20, maximumRecordBytes: Int = 1 << 24) {
        self.layout = layout
        self.chunkBytes = Swift.max(1, chunkBytes)
        self.maximumRecordBytes = Swift.max(1, maximumRecordBytes)
    }
}

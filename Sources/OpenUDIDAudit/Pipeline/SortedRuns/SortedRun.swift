import Platform

/// A sorted sequence of records: in memory (a worker's last batch), or spilled to its thread's
/// temporary file when the memory limit was reached. Either way it knows where each slice
/// starts, so a merge thread can read just its range of slices.
///
/// **Spill format.** The records as they are in memory, 32 bytes each (`key`, `low`, `tag`,
/// `location`, native byte order), sorted, with nothing before or after them, at an offset of
/// the thread's ``SpillFile``; the file, the offset and the slice offsets, kept in memory, are
/// all that is needed to read it back.
package final class SortedRun: @unchecked Sendable {
    /// Where the records are.
    package enum Storage {
        case memory(UnsafeMutablePointer<AuditRecord>)
        /// In `file` from byte `offset` on.
        case file(SpillFile, offset: Int)
    }

    package let storage: Storage
    package let count: Int
    /// Start of each slice, plus the end: ``AuditRecord/sliceCount`` + 1 offsets.
    package let sliceStarts: [Int]

    init(storage: Storage, count: Int, sliceCounts: UnsafePointer<Int>) {
        precondition(
            (0..<AuditRecord.sliceCount).reduce(0) { $0 + sliceCounts[$1] } == count,
            "slice counts do not add up to the run's records")
        self.storage = storage
        self.count = count
        var starts = [0]
        starts.reserveCapacity(AuditRecord.sliceCount + 1)
        for s in 0..<AuditRecord.sliceCount { starts.append(starts[s] + sliceCounts[s]) }
        sliceStarts = starts
    }

    /// Sorts `count` records at `records` and appends them to `file`.
    ///
    /// - Throws: ``AuditError/spillFailed(_:)`` when the file cannot be written (a full disk,
    ///   say); the file's earlier runs stay valid.
    static func spill(
        _ records: UnsafeMutablePointer<AuditRecord>, count: Int, sliceCounts: UnsafePointer<Int>,
        into file: SpillFile
    ) throws(AuditError) -> SortedRun {
        RecordSort.sort(records, count: count, sliceCounts: sliceCounts)
        let offset = try file.append(records, byteCount: count * MemoryLayout<AuditRecord>.stride)
        return SortedRun(storage: .file(file, offset: offset), count: count, sliceCounts: sliceCounts)
    }

    /// Bytes the run takes on disk (0 in memory).
    package var spilledBytes: Int {
        if case .file = storage { return count * MemoryLayout<AuditRecord>.stride }
        return 0
    }
}

/// Reads one run's records in a range of slices, in order, through a buffer for file runs.
///
/// A plain struct of pointers and offsets (no reference to the run), so that the merge's
/// heap can hold cursors in raw memory and compare their heads without reference counting.
struct RunCursor {
    /// The records of the buffer (or of the memory run) not yet taken: `head..<limit`.
    private(set) var head: UnsafePointer<AuditRecord>
    private var limit: UnsafePointer<AuditRecord>
    /// For a file run: its descriptor and where its records start, the next record to read and
    /// the end of the range. The run keeps the file open while the merge reads it.
    private let descriptor: Int32
    private let base: Int
    private var next: Int
    private let end: Int
    private let buffer: UnsafeMutablePointer<AuditRecord>?
    private let bufferCapacity: Int

    init(run: SortedRun, slices: Range<Int>, bufferRecords: Int) {
        let first = run.sliceStarts[slices.lowerBound], last = run.sliceStarts[slices.upperBound]
        switch run.storage {
        case let .memory(base):
            head = UnsafePointer(base + first)
            limit = UnsafePointer(base + last)
            descriptor = -1
            self.base = 0
            next = last
            end = last
            buffer = nil
            bufferCapacity = 0
        case let .file(file, offset):
            bufferCapacity = Swift.max(1, bufferRecords)
            buffer = .allocate(capacity: bufferCapacity)
            head = UnsafePointer(buffer!)
            limit = head
            descriptor = file.descriptor
            base = offset
            next = first
            end = last
        }
    }

    /// Frees the buffer.
    func release() { buffer?.deallocate() }

    /// The records of a memory run not yet taken; `nil` for a file run.
    var inMemory: UnsafeBufferPointer<AuditRecord>? {
        buffer == nil ? UnsafeBufferPointer(start: head, count: limit - head) : nil
    }

    /// True when every record has been taken.
    var isEmpty: Bool { head == limit && next == end }

    /// Steps past the current record, reading the next buffer of a file run when needed.
    @inline(__always)
    mutating func advance() throws(AuditError) {
        head += 1
        if head == limit && next < end { try refill() }
    }

    /// Loads the first buffer of a file run.
    mutating func start() throws(AuditError) {
        if head == limit && next < end { try refill() }
    }

    private mutating func refill() throws(AuditError) {
        guard let buffer else { return }
        let want = Swift.min(bufferCapacity, end - next)
        let stride = MemoryLayout<AuditRecord>.stride
        var got = 0
        while got < want * stride {
            let result = pread(descriptor, UnsafeMutableRawPointer(buffer) + got, want * stride - got, off_t(base + next * stride + got))
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                // The reason alone: ``RunMerge`` names the file's directory.
                throw .spillFailed(result < 0 ? systemErrorMessage(errno) : "unexpected end of the file")
            }
            got += result
        }
        head = UnsafePointer(buffer)
        limit = head + want
        next += want
    }
}

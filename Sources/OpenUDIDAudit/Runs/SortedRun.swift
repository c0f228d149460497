#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A sorted sequence of records: in memory (a worker's last batch), or spilled to a temporary
/// file when the memory limit was reached. Either way it knows where each slice starts, so a
/// merge thread can read just its range of slices.
///
/// **Spill format.** The records as they are in memory, 32 bytes each (`key`, `low`, `tag`,
/// `location`, native byte order), sorted, with nothing before or after them. The file is
/// created in `--temp-dir` and unlinked at once, so it disappears when the process ends,
/// however it ends; the open descriptor and the slice offsets, kept in memory, are all that
/// is needed to read it back.
package final class SortedRun: @unchecked Sendable {
    /// Where the records are.
    package enum Storage {
        case memory(UnsafeMutablePointer<AuditRecord>)
        case file(descriptor: Int32)
    }

    package let storage: Storage
    package let count: Int
    /// Start of each slice, plus the end: ``AuditRecord/sliceCount`` + 1 offsets.
    package let sliceStarts: [Int]

    init(storage: Storage, count: Int, sliceCounts: UnsafePointer<Int>) {
        self.storage = storage
        self.count = count
        var starts = [0]
        starts.reserveCapacity(AuditRecord.sliceCount + 1)
        for s in 0..<AuditRecord.sliceCount { starts.append(starts[s] + sliceCounts[s]) }
        sliceStarts = starts
    }

    deinit {
        if case let .file(descriptor) = storage { close(descriptor) }
    }

    /// Sorts `count` records at `records` and writes them to a new unlinked file in
    /// `directory`.
    ///
    /// - Throws: ``AuditError/spillFailed(_:)`` when the file cannot be created or written
    ///   (a full disk, say).
    static func spill(_ records: UnsafeMutablePointer<AuditRecord>, count: Int, sliceCounts: UnsafePointer<Int>,
                      directory: String) throws(AuditError) -> SortedRun {
        RecordSort.sort(records, count: count, sliceCounts: sliceCounts)
        var template = Array((directory + "/openudid-audit-run-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .spillFailed("cannot create a file in \(directory): \(String(cString: strerror(errno)))") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var offset = 0
        let total = count * MemoryLayout<AuditRecord>.stride
        let bytes = UnsafeRawPointer(records)
        while offset < total {
            let written = write(descriptor, bytes + offset, Swift.min(total - offset, 1 << 30))
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .spillFailed("cannot write a run of \(total) bytes to \(directory): \(reason)")
            }
            offset += written
        }
        return SortedRun(storage: .file(descriptor: descriptor), count: count, sliceCounts: sliceCounts)
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
    /// For a file run: its descriptor, the next record to read and the end of the range.
    private let descriptor: Int32
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
            next = last
            end = last
            buffer = nil
            bufferCapacity = 0
        case let .file(descriptor):
            bufferCapacity = Swift.max(1, bufferRecords)
            buffer = .allocate(capacity: bufferCapacity)
            head = UnsafePointer(buffer!)
            limit = head
            self.descriptor = descriptor
            next = first
            end = last
        }
    }

    /// Frees the buffer.
    func release() { buffer?.deallocate() }

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
            let result = pread(descriptor, UnsafeMutableRawPointer(buffer) + got, want * stride - got, off_t((next * stride) + got))
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw .spillFailed("cannot read back a spilled run: \(result < 0 ? String(cString: strerror(errno)) : "unexpected end")") }
            got += result
        }
        head = UnsafePointer(buffer)
        limit = head + want
        next += want
    }
}

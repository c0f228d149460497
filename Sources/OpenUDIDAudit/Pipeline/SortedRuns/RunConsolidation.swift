import Synchronization
import WorkerThreads

/// Merges spilled runs into fewer, longer ones until one merge can read them all with a read
/// buffer of useful size each.
///
/// The final merge reads every run at once, each through its own buffer. Thousands of short
/// runs (a small memory limit over a large input) would need thousands of buffers, which
/// either break the memory limit or shrink to a few records each; so while there are more
/// than ``fanIn`` file runs, groups of ``fanIn`` are merged into one run each, on the audit's
/// threads, each thread appending to a spill file of its own. Every pass divides the number of
/// runs by ``fanIn``; a pass reads and writes the spilled records once more, and the runs it
/// merged keep their place on disk until the audit ends (the temporary space is at most twice
/// the spilled records after one pass).
enum RunConsolidation {
    /// Most file runs one merge reads at once: with ``readBuffer`` each, 16 MiB of buffers.
    static let fanIn = 64
    /// Bytes of read buffer per run in a consolidating merge.
    static let readBuffer = 256 << 10
    /// Bytes a consolidating merge gathers before each append.
    static let writeBuffer = 1 << 20

    /// `runs` with their file runs merged into at most ``fanIn``; memory runs are kept as they are.
    ///
    /// - Throws: ``AuditError/spillFailed(_:)`` when a run cannot be read or the merged run
    ///   written.
    static func consolidate(
        _ runs: [SortedRun], threads: Int, directory: String,
        progress: (_ passes: Int) -> Void = { _ in }
    ) throws(AuditError) -> [SortedRun] {
        let memory = runs.filter { $0.spilledBytes == 0 }
        var files = runs.filter { $0.spilledBytes > 0 }
        var passes = 0
        while files.count > fanIn {
            let groups = stride(from: 0, to: files.count, by: fanIn).map { Array(files[$0..<Swift.min($0 + fanIn, files.count)]) }
            let results = TaskResults<Result<[SortedRun], AuditError>>(count: groups.count)
            let nextGroup = Atomic<Int>(0)
            let team = Swift.min(threads, groups.count)
            ThreadTeam.run(size: team) { _ in
                var output: SpillFile?
                while true {
                    let g = nextGroup.add(1, ordering: .relaxed).oldValue
                    guard g < groups.count else { return }
                    if groups[g].count == 1 { results[g] = .success(groups[g]); continue }
                    do throws(AuditError) {
                        if output == nil { output = try SpillFile(directory: directory) }
                        let file = output!
                        results[g] = .success([try merge(groups[g], into: file)])
                    } catch {
                        results[g] = .failure(error)
                    }
                }
            }
            var merged: [SortedRun] = []
            for result in results.values {
                switch result! {
                case let .success(part): merged += part
                case let .failure(error): throw error
                }
            }
            files = merged
            passes += 1
            progress(passes)
        }
        return files + memory
    }

    /// Merges `group` into one run appended to `file`.
    static func merge(_ group: [SortedRun], into file: SpillFile) throws(AuditError) -> SortedRun {
        var writer = RunWriter(file: file, capacity: writeBuffer / MemoryLayout<AuditRecord>.stride)
        defer { writer.release() }
        try RunMerge.merge(
            group, slices: 0..<AuditRecord.sliceCount,
            bufferRecords: readBuffer / MemoryLayout<AuditRecord>.stride, into: &writer)
        return try writer.finish()
    }
}

/// Appends a sorted stream of records to a spill file as one run, counting its slices.
struct RunWriter: RecordConsumer {
    let file: SpillFile
    let capacity: Int
    private let buffer: UnsafeMutablePointer<AuditRecord>
    private let sliceCounts: UnsafeMutablePointer<Int>
    private let start: Int
    private var buffered = 0
    private var count = 0
    private var failure: AuditError?

    init(file: SpillFile, capacity: Int) {
        self.file = file
        self.capacity = Swift.max(1, capacity)
        buffer = .allocate(capacity: self.capacity)
        sliceCounts = .allocate(capacity: AuditRecord.sliceCount)
        sliceCounts.initialize(repeating: 0, count: AuditRecord.sliceCount)
        // Only this writer appends to the file while it runs: the run is contiguous from here.
        start = file.end
    }

    mutating func consume(_ record: AuditRecord) {
        guard failure == nil else { return }
        buffer[buffered] = record
        buffered &+= 1
        sliceCounts[record.slice] &+= 1
        count &+= 1
        if buffered == capacity { flush() }
    }

    private mutating func flush() {
        guard buffered > 0, failure == nil else { return }
        do throws(AuditError) {
            _ = try file.append(buffer, byteCount: buffered * MemoryLayout<AuditRecord>.stride)
        } catch {
            failure = error
        }
        buffered = 0
    }

    /// Writes what is buffered and returns the run.
    ///
    /// - Throws: the first write's failure.
    mutating func finish() throws(AuditError) -> SortedRun {
        flush()
        if let failure { throw failure }
        return SortedRun(storage: .file(file, offset: start), count: count, sliceCounts: sliceCounts)
    }

    func release() {
        buffer.deallocate()
        sliceCounts.deallocate()
    }
}

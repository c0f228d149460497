/// Consumes records in sorted order.
protocol RecordConsumer {
    mutating func consume(_ record: AuditRecord)
}

/// Merges the runs' records of one range of slices into one sorted stream.
///
/// A binary heap of cursors, the one with the smallest head on top (Knuth, TAOCP vol. 3,
/// §5.4.1), kept in raw memory; one run is read straight through. Records are totally ordered
/// (their location breaks ties), so the stream is the same however the records were split
/// into runs: the in-memory and spilled paths count the same sequence.
enum RunMerge {
    ///
    /// - Throws: ``AuditError/spillFailed(_:)`` when a spilled run cannot be read back:
    ///   `read error: spilled records in DIR: REASON`.
    static func merge<Consumer: RecordConsumer>(
        _ runs: [SortedRun], slices: Range<Int>, bufferRecords: Int,
        into consumer: inout Consumer
    ) throws(AuditError) {
        do {
            try mergeRuns(runs, slices: slices, bufferRecords: bufferRecords, into: &consumer)
        } catch .spillFailed(let reason) {
            let directory =
                runs.lazy.compactMap { run -> String? in
                    if case let .file(file, _) = run.storage { return file.directory }
                    return nil
                }.first ?? "the temporary directory"
            throw .spillFailed("read error: spilled records in \(directory): \(reason)")
        }
    }

    private static func mergeRuns<Consumer: RecordConsumer>(
        _ runs: [SortedRun], slices: Range<Int>, bufferRecords: Int,
        into consumer: inout Consumer
    ) throws(AuditError) {
        let heap = UnsafeMutablePointer<RunCursor>.allocate(capacity: Swift.max(1, runs.count))
        var count = 0
        defer {
            for i in 0..<count { heap[i].release() }
            heap.deinitialize(count: count)
            heap.deallocate()
        }
        for run in runs {
            var cursor = RunCursor(run: run, slices: slices, bufferRecords: bufferRecords)
            do throws(AuditError) { try cursor.start() } catch { cursor.release(); throw error }
            if cursor.isEmpty { cursor.release() } else { (heap + count).initialize(to: cursor); count += 1 }
        }
        if count == 2, let first = heap[0].inMemory, let second = heap[1].inMemory {
            mergeTwo(first, second, into: &consumer)
            return
        }
        if count == 1 {
            while !heap[0].isEmpty {
                consumer.consume(heap[0].head.pointee)
                try heap[0].advance()
            }
            return
        }
        for i in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(heap, count: count, from: i) }
        while count > 0 {
            consumer.consume(heap[0].head.pointee)
            try heap[0].advance()
            if heap[0].isEmpty {
                heap[0].release()
                count -= 1
                heap[0] = heap[count]
                (heap + count).deinitialize(count: 1)
            }
            siftDown(heap, count: count, from: 0)
        }
    }

    /// Two runs in memory, the audit's usual case (one per reading thread), merged without
    /// the heap: each step compares the two heads and takes the smaller, chosen by a select
    /// rather than a branch (which of two runs of random identifiers holds the next one is a
    /// coin toss, which a branch predictor loses half the time).
    @inline(__always)
    private static func mergeTwo<Consumer: RecordConsumer>(
        _ first: UnsafeBufferPointer<AuditRecord>, _ second: UnsafeBufferPointer<AuditRecord>,
        into consumer: inout Consumer
    ) {
        var a = first.baseAddress!, b = second.baseAddress!
        let aEnd = a + first.count, bEnd = b + second.count
        while a != aEnd && b != bEnd {
            let takeSecond = b.pointee < a.pointee
            consumer.consume((takeSecond ? b : a).pointee)
            let step = takeSecond ? 1 : 0
            b += step
            a += 1 &- step
        }
        while a != aEnd {
            consumer.consume(a.pointee)
            a += 1
        }
        while b != bEnd {
            consumer.consume(b.pointee)
            b += 1
        }
    }

    @inline(__always)
    private static func siftDown(_ heap: UnsafeMutablePointer<RunCursor>, count: Int, from start: Int) {
        var i = start
        while true {
            let left = 2 &* i &+ 1
            if left >= count { return }
            var child = left
            if left &+ 1 < count && heap[left &+ 1].head.pointee < heap[left].head.pointee { child = left &+ 1 }
            if !(heap[child].head.pointee < heap[i].head.pointee) { return }
            swap(&heap[i], &heap[child])
            i = child
        }
    }
}

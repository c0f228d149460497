/// Consumes records in sorted order.
protocol RecordConsumer {
    mutating func consume(_ record: AuditRecord)
}

/// Merges the runs' records of one range of slices into one sorted stream.
///
/// A binary heap of the runs' current records, smallest on top (Knuth, TAOCP vol. 3, §5.4.1).
/// With one run the heap is skipped. Records are totally ordered (their location breaks
/// ties), so the stream is the same however the records were split into runs.
enum RunMerge {
    static func merge<Consumer: RecordConsumer>(_ runs: [SortedRun], slices: Range<Int>, bufferRecords: Int,
                                                into consumer: inout Consumer) throws(AuditError) {
        var cursors: [RunCursor] = []
        defer { for cursor in cursors { cursor.release() } }
        for run in runs {
            var cursor = RunCursor(run: run, slices: slices, bufferRecords: bufferRecords)
            try cursor.start()
            if cursor.isEmpty { cursor.release() } else { cursors.append(cursor) }
        }
        if cursors.count == 1 {
            while !cursors[0].isEmpty {
                consumer.consume(cursors[0].current)
                try cursors[0].advance()
            }
            return
        }
        // heap[i] is a cursor index; the cursor with the smallest current record is heap[0].
        var heap = Array(cursors.indices)
        func less(_ a: Int, _ b: Int) -> Bool { cursors[heap[a]].current < cursors[heap[b]].current }
        func siftDown(_ start: Int) {
            var i = start
            while true {
                let left = 2 * i + 1
                if left >= heap.count { return }
                var child = left
                if left + 1 < heap.count && less(left + 1, left) { child = left + 1 }
                if !less(child, i) { return }
                heap.swapAt(i, child)
                i = child
            }
        }
        for i in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
        while !heap.isEmpty {
            let top = heap[0]
            consumer.consume(cursors[top].current)
            try cursors[top].advance()
            if cursors[top].isEmpty {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            siftDown(0)
        }
    }
}

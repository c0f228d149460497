import RunProgress
import ShardedRun
import WorkerThreads
import Synchronization
import Platform

extension StatsShards {
    /// Bytes each reduce thread reads through at a time.
    static let readBuffer = 4 << 20

    /// Reduce shard `reduce` of `shards`: reads the keys every map wrote for its range of
    /// slices, sorts each slice and counts its duplicate pairs, and writes
    /// `stats-reduce-NNNN.partial` into `workDirectory`.
    ///
    /// The keys are read straight into their slice regions (the trailers give the slice sizes
    /// first), 16 bytes per key plus the sort scratch; when the range does not fit the memory
    /// limit, the files are read once per pass, each pass keeping the slices that fit (as the
    /// single process's multi-pass mode does, but reading instead of generating).
    ///
    /// - Returns: the partial's path.
    package static func reduce(
        options: StatsOptions, shards: Int, reduce: Int, workDirectory: String,
        progress: Progress? = nil
    ) throws(Failure) -> String {
        let run = try check(options, shards: shards, index: reduce, step: "reduce")
        try prepare(workDirectory)
        let clock = ContinuousClock()
        let started = clock.now
        let counter = ProgressCounter()
        let poll = poller(counter, progress, clock: clock, started: started)
        let arena = KeyArena()
        var results: [ReduceResult] = []
        for generator in options.generators {
            let begun = clock.now
            var result = try reduceGenerator(
                generator, run: run, reduce: reduce, options: options, directory: workDirectory,
                arena: arena, counter: counter, poll: poll("reduce \(reduce): \(generator.title)"))
            result.seconds = (clock.now - begun).inSeconds
            results.append(result)
        }
        let partial = StatsReducePartial(header: ShardHeader(run: run, index: reduce, threads: options.threads), generators: results)
        let path = ShardPaths.reducePartial(workDirectory, reduce: reduce)
        try write(partial.encoded(), to: path)
        let (done, total) = counter.snapshot
        progress?(ProgressUpdate(phase: "done", completed: done, total: total, elapsed: (clock.now - started).inSeconds))
        return path
    }

    private static func reduceGenerator(
        _ generator: StatsGenerator, run: StatsShardRun, reduce: Int, options: StatsOptions,
        directory: String, arena: KeyArena, counter: ProgressCounter,
        poll: () -> Void
    ) throws(Failure) -> ReduceResult {
        let threads = options.threads
        let range = run.plan.slices(reduce: reduce)
        var readers: [ShuffleReader] = []
        defer { for reader in readers { reader.close() } }
        for map in 0..<run.shards {
            let path = ShardPaths.shuffleFile(directory, generator: generator.rawValue, map: map, reduce: reduce)
            switch ShuffleReader.open(path, run: run, generator: generator.rawValue, map: map, reduce: reduce) {
            case .success(let reader): readers.append(reader)
            case .failure(let error): throw .shard(error)
            }
        }
        // Keys per slice, per thread (file f is read by thread f % threads).
        var perThread = [[Int]](repeating: [Int](repeating: 0, count: ThreadTally.sliceCount), count: threads)
        var totals = [Int](repeating: 0, count: ThreadTally.sliceCount)
        for (index, reader) in readers.enumerated() {
            let slices = reader.trailer.slices
            guard slices.start == range.lowerBound, slices.counts.count == range.count else {
                throw .shard(.refused("\(reader.path): its slice table does not cover reduce \(reduce)'s slices \(range)"))
            }
            for (offset, count) in slices.counts.enumerated() {
                perThread[index % threads][range.lowerBound + offset] += Int(count)
                totals[range.lowerBound + offset] += Int(count)
            }
        }
        let readBuffers = threads * readBuffer
        let plan: MemoryPlan
        do {
            plan = try MemoryPlan.passes(sliceCounts: totals, threads: threads, limit: options.memoryLimit - readBuffers)
        } catch {
            throw .command(error)
        }
        // The plan covers all 65 536 slices; only the reduce's own hold keys.
        let layouts = plan.ranges.map { $0.clamped(to: range) }.filter { !$0.isEmpty }.map { pass in
            SliceLayout(perThread: perThread.map { Array($0[pass]) }, slices: pass)
        }.filter { $0.keys > 0 }
        counter.expect(2 * layouts.reduce(0) { $0 + $1.keys })
        let capacity = layouts.map(\.keys).max() ?? 0
        let largest = layouts.map(\.largest).max() ?? 0
        let buckets = arena.buffer(.buckets, capacity: capacity)
        let scratch = arena.buffer(.scratch, capacity: threads * largest)
        let prefixes = PrefixPairCounter.scanned(for: run.prefixBits)
        var pairs = PrefixPairCounter(prefixes: prefixes)
        let sorter = SliceSorter(threads: threads, progress: counter)
        for layout in layouts {
            try shard { () throws(ShardError) in
                try scatter(readers, layout: layout, range: range, into: buckets, threads: threads, counter: counter, poll: poll)
            }
            pairs.merge(sorter.sortAndScan(buckets, layout: layout, scratch: scratch, prefixes: prefixes, poll: poll))
        }
        return ReduceResult(
            name: generator.rawValue, sliceStart: range.lowerBound, sliceCounts: range.map { UInt64(totals[$0]) },
            inputs: readers.enumerated().map {
                ShuffleSummary(reduce: $0.offset, records: $0.element.trailer.totals.records, checksum: $0.element.trailer.totals.checksum)
            },
            prefixes: pairs.prefixes, pairs: pairs.pairs, samples: pairs.samples, passes: layouts.count, seconds: 0)
    }

    /// Reads every file (file f on thread f % threads) and puts the keys of `layout`'s slices
    /// into their regions of `buckets`. Each (thread, slice) has exactly the room its files'
    /// trailers announce: a file holding more or fewer keys of a slice is refused, never
    /// written past.
    private static func scatter(
        _ readers: [ShuffleReader], layout: SliceLayout, range: Range<Int>,
        into buckets: UnsafeMutablePointer<StatsKey>, threads: Int, counter: ProgressCounter,
        poll: () -> Void
    ) throws(ShardError) {
        let cursors = layout.cursors()
        let limits = layout.cursors()
        defer { cursors.deallocate(); limits.deallocate() }
        for (thread, counts) in layout.perThread.enumerated() {
            for (offset, count) in counts.enumerated() {
                limits[thread * ThreadTally.sliceCount + layout.slices.lowerBound + offset] += count
            }
        }
        let failure = Mutex<ShardError?>(nil)
        let shared = SharedPointer(cursors), ends = SharedPointer(limits), destination = SharedPointer(buckets)
        let pass = layout.slices
        ThreadTeam.run(size: threads, polling: poll) { thread in
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: readBuffer, alignment: 64)
            defer { buffer.deallocate() }
            let mine = shared.base + thread * ThreadTally.sliceCount, end = ends.base + thread * ThreadTally.sliceCount
            var file = thread
            while file < readers.count {
                let reader = readers[file]
                do throws(ShardError) {
                    var placed = 0
                    try reader.forEachKey(buffer: buffer, bufferSize: readBuffer) { (key, _) throws(ShardError) in
                        let slice = key.slice
                        guard pass.contains(slice) else {
                            guard range.contains(slice) else {
                                throw .refused("\(reader.path): holds a key of slice \(slice), outside its reduce's slices \(range)")
                            }
                            return
                        }
                        let place = mine[slice]
                        guard place < end[slice] else {
                            throw .refused("\(reader.path): holds more keys of slice \(slice) than its trailer says")
                        }
                        destination.base[place] = key
                        mine[slice] = place &+ 1
                        placed &+= 1
                    }
                    counter.add(placed)
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                    return
                }
                file += threads
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        for thread in 0..<threads {
            for slice in pass where cursors[thread * ThreadTally.sliceCount + slice] != limits[thread * ThreadTally.sliceCount + slice] {
                let file = readers.indices.filter { $0 % threads == thread }.map { readers[$0].path }.joined(separator: ", ")
                throw .refused("\(file): holds fewer keys of slice \(slice) than its trailer says")
            }
        }
    }
}

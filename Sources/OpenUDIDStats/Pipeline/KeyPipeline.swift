import RunProgress
import WorkerThreads
import Synchronization
import Platform

/// Settings shared by every generator's measurement.
struct PipelineSettings: Sendable {
    var count: Int
    var seed: UInt64
    var threads: Int
    var memoryLimit: Int
    /// Prefix lengths to count, each 1...128.
    var prefixBits: [Int]
    /// Keys per page of the paged mode; tests make pages small to exercise chains.
    var keysPerPage = PagedKeyStore.defaultKeysPerPage
    /// Skips the staged mode even when it fits, so tests can run the paged mode at small N.
    var avoidStaging = false
    /// Identifiers per device per millisecond in the simulated v7 fleets (``GeneratorSetup/fleetRate``).
    var fleetRate = 16
}

/// Generates one generator's identifiers as keys, sorts them slice by slice and counts
/// duplicates; see ``MemoryPlan`` for the one-pass and multi-pass layouts.
struct KeyPipeline<Source: GeneratorDefinition>: Sendable {
    let source: Source
    let settings: PipelineSettings
    let progress: ProgressCounter

    /// Where generated keys go.
    enum Output {
        /// Only counted (the survey of the multi-pass mode).
        case discard
        /// Stored at their index.
        case staging(SharedPointer<StatsKey>)
        /// Appended to their slice's page chain of the generating thread.
        case paged(PagedKeyStore)
        /// Stored in their slice's region when the slice is in `slices`: each thread appends at
        /// its own cursors, laid out so that threads never write the same place.
        case scatter(buckets: SharedPointer<StatsKey>, cursors: SharedPointer<Int>, slices: Range<Int>)
        /// Looked up among a few keys whose identifiers are wanted.
        case locate(KeyLocator)
        /// Appended to the shuffle file of their slice range (a map shard).
        case shuffle(ShuffleWriter)
    }

    var blockCount: Int { (settings.count + blockSize - 1) / blockSize }

    /// Measures the generator. `poll` is called on this thread while workers run.
    func run(arena: KeyArena, poll: () -> Void) throws(StatsError) -> GeneratorMeasurement {
        let clock = ContinuousClock()
        let started = clock.now
        let threads = settings.threads
        let n = settings.count
        let tallies = (0..<threads).map { _ in ThreadTally() }
        let hasSuffix = Source.profile.format.hasSuffix
        let scanPrefixes = PrefixPairCounter.scanned(for: settings.prefixBits)
        var counter = PrefixPairCounter(prefixes: scanPrefixes)
        var generations = 1
        let trace = PhaseTrace(label: Source.profile.name, variable: "OPENUDID_STATS_TRACE")
        let sorter = SliceSorter(threads: threads, progress: progress)

        let staged = settings.avoidStaging ? nil : MemoryPlan.staged(count: n, threads: threads, limit: settings.memoryLimit)
        var surveyed = false, finished = false
        if staged == nil, MemoryPlan.paged(count: n, threads: threads, keysPerPage: settings.keysPerPage, limit: settings.memoryLimit) {
            // The arrays of an earlier staged generator are not needed here.
            arena.release(.staging)
            arena.release(.buckets)
            arena.release(.scratch)
            let store = arena.pagedStore(count: n, threads: threads, keysPerPage: settings.keysPerPage)
            trace.phase("generate+store") {
                generate(.paged(store), tallies: tallies, countBytes: true, suffix: hasSuffix, poll: poll)
            }
            let sliceCounts = SliceLayout.totals(tallies)
            let largest = sliceCounts.max() ?? 0
            if MemoryPlan.pagedSortFits(
                count: n, threads: threads, keysPerPage: settings.keysPerPage,
                largest: largest, limit: settings.memoryLimit)
            {
                trace.phase("sort+scan") {
                    counter.merge(
                        sorter.sortAndScanPaged(store, sliceCounts: sliceCounts, largest: largest, prefixes: scanPrefixes, poll: poll))
                }
                finished = true
            } else {
                // Too crowded to sort from the pages: the tallies are a complete survey.
                arena.releasePaged()
                surveyed = true
            }
        }
        if finished {
            // Done in one generation.
        } else if let plan = staged {
            let staging = arena.buffer(.staging, capacity: n)
            let buckets = arena.buffer(.buckets, capacity: n)
            trace.phase("generate") {
                generate(.staging(SharedPointer(staging)), tallies: tallies, countBytes: true, suffix: hasSuffix, poll: poll)
            }
            let layout = SliceLayout(tallies: tallies, slices: plan.ranges[0])
            trace.phase("scatter") { scatter(from: staging, to: buckets, layout: layout, poll: poll) }
            // The staging array is free now; it is the sort scratch when the largest slice
            // fits once per thread (always, unless the keys are very skewed).
            let needed = threads * layout.largest
            let scratch = needed <= n ? staging : arena.buffer(.scratch, capacity: needed)
            trace.phase("sort+scan") {
                counter.merge(sorter.sortAndScan(buckets, layout: layout, scratch: scratch, prefixes: scanPrefixes, poll: poll))
            }
        } else {
            if !surveyed {
                trace.phase("survey") {
                    generate(.discard, tallies: tallies, countBytes: true, suffix: hasSuffix, poll: poll)
                }
            }
            let sliceCounts = SliceLayout.totals(tallies)
            let plan = try MemoryPlan.passes(sliceCounts: sliceCounts, threads: threads, limit: settings.memoryLimit)
            progress.expect(n * plan.ranges.count)
            let layouts = plan.ranges.map { SliceLayout(tallies: tallies, slices: $0) }
            let capacity = layouts.map(\.keys).max() ?? 0
            let scratchCapacity = threads * (layouts.map(\.largest).max() ?? 0)
            // The staging array of an earlier one-pass generator is not needed here.
            arena.release(.staging)
            arena.releasePaged()
            let buckets = arena.buffer(.buckets, capacity: capacity, exact: true)
            let scratch = arena.buffer(.scratch, capacity: scratchCapacity, exact: true)
            for layout in layouts {
                let cursors = layout.cursors()
                defer { cursors.deallocate() }
                trace.phase("generate+scatter") {
                    generate(
                        .scatter(buckets: SharedPointer(buckets), cursors: SharedPointer(cursors), slices: layout.slices),
                        tallies: tallies, countBytes: false, suffix: hasSuffix, poll: poll)
                }
                trace.phase("sort+scan") {
                    counter.merge(sorter.sortAndScan(buckets, layout: layout, scratch: scratch, prefixes: scanPrefixes, poll: poll))
                }
                generations += 1
            }
        }

        let elapsed = clock.now - started
        return TallyTotals(tallies, suffix: hasSuffix).measurement(
            generator: StatsGenerator(Source.self), count: n, prefixBits: settings.prefixBits, counter: counter,
            generations: generations, seconds: elapsed.inSeconds)
    }

    /// Generates the identifiers of `blocks` (all N by default), the i-th block of the
    /// selection on thread `i % threads`. The assignment is the same in every call, so
    /// per-thread slice counts from one call give each thread's cursors in the next.
    func generate(
        _ output: Output, blocks selection: BlockSelection? = nil, tallies: [ThreadTally], countBytes: Bool,
        suffix: Bool, poll: () -> Void
    ) {
        let threads = settings.threads, n = settings.count
        let blocks = selection ?? .range(0..<blockCount)
        let seed = settings.seed
        let pipeline = self
        ThreadTeam.run(size: threads, polling: poll) { thread in
            let tally = tallies[thread]
            let batch = UnsafeMutablePointer<GeneratedKey>.allocate(capacity: batchSize)
            defer { batch.deallocate() }
            var position = thread
            while position < blocks.count {
                let block = blocks[position]
                var random = Source.blockRandom(seed: seed, block: block)
                let start = block * blockSize, end = Swift.min(n, start + blockSize)
                var first = start
                while first < end {
                    let count = Swift.min(batchSize, end - first)
                    pipeline.source.makeBatch(start: first, count: count, random: &random, into: batch)
                    switch output {
                    case .discard:
                        for offset in 0..<count {
                            tally.slices[batch[offset].key.slice] &+= 1
                            tally.countBytes(of: batch[offset], suffix: suffix)
                        }
                    case .staging(let staging):
                        for offset in 0..<count {
                            let generated = batch[offset]
                            staging.base[first + offset] = generated.key
                            tally.slices[generated.key.slice] &+= 1
                            if countBytes { tally.countBytes(of: generated, suffix: suffix) }
                        }
                    case .paged(let store):
                        for offset in 0..<count {
                            let generated = batch[offset]
                            store.append(generated.key, thread: thread)
                            tally.slices[generated.key.slice] &+= 1
                            tally.countBytes(of: generated, suffix: suffix)
                        }
                    case .scatter(let buckets, let cursors, let slices):
                        let mine = cursors.base + thread * ThreadTally.sliceCount
                        for offset in 0..<count {
                            let key = batch[offset].key
                            let slice = key.slice
                            if slices.contains(slice) {
                                buckets.base[mine[slice]] = key
                                mine[slice] &+= 1
                            }
                        }
                    case .locate(let locator):
                        for offset in 0..<count {
                            locator.record(batch[offset], index: first &+ offset, thread: thread)
                        }
                    case .shuffle(let writer):
                        for offset in 0..<count {
                            let generated = batch[offset]
                            writer.append(generated.key, thread: thread, block: block)
                            tally.slices[generated.key.slice] &+= 1
                            tally.countBytes(of: generated, suffix: suffix)
                        }
                    }
                    first += count
                }
                if case .shuffle(let writer) = output { writer.finishBlock(thread: thread) }
                pipeline.progress.add(end - start)
                position += threads
            }
        }
    }

    /// Moves staged keys into their slice regions, each thread moving the blocks it generated.
    func scatter(
        from staging: UnsafeMutablePointer<StatsKey>, to buckets: UnsafeMutablePointer<StatsKey>,
        layout: SliceLayout, poll: () -> Void
    ) {
        let threads = settings.threads, n = settings.count, blocks = blockCount
        let cursors = layout.cursors()
        defer { cursors.deallocate() }
        let source = SharedPointer(staging), destination = SharedPointer(buckets), shared = SharedPointer(cursors)
        ThreadTeam.run(size: threads, polling: poll) { thread in
            let mine = shared.base + thread * ThreadTally.sliceCount
            var block = thread
            while block < blocks {
                let start = block * blockSize, end = Swift.min(n, start + blockSize)
                for index in start..<end {
                    let key = source.base[index]
                    let slice = key.slice
                    destination.base[mine[slice]] = key
                    mine[slice] &+= 1
                }
                block += threads
            }
        }
    }
}

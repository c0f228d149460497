/// Combines the reports of the processes of a `--processes N` run into one report, benchmark by
/// benchmark.
///
/// Why: rows that allocate or run threads settle into different states from one process to the
/// next, even with address randomization off (see ``AddressRandomization``), while the samples
/// within one process agree closely: on the 2-CPU development VM, five processes of one binary
/// put `uuid/format/braced` and `openudid/generate/2012` up to half as slow again as their
/// fastest (Benchmarks/records/choices-in-the-code.md, "Processes and their medians"). One
/// process's median is therefore a draw from a few modes; the median of several processes' medians is the figure to quote.
///
/// Each combined entry (ours and every peer's) has:
/// - `real_time` and `cpu_time`: the median of the processes' medians (the mean of the middle
///   two for an even count, as ``SampleStatistics`` computes medians);
/// - `process_medians`: each process's median on the entry's clock, in process order (the
///   spread the table's Notes show);
/// - `p10` the lowest and `p90` the highest of the processes' own percentiles (an envelope, not
///   percentiles of the pooled samples, which the files do not hold), `min` the fastest sample
///   of all, `iterations` and `samples` the totals;
/// - `bytes_per_second` and `items_per_second` recomputed at the combined median, from the
///   bytes and items per operation that each process's figures imply;
/// - `ratio` (and the ratios in `peers`) recomputed as the peer's combined median over ours,
///   with `ratio_low` and `ratio_high` from a two-level bootstrap over the processes' paired
///   samples (``RatioBootstrap``), absent when the processes' files carry no samples;
/// - `sample_times`: every process's list, in process order;
/// - `allocations_per_op`: the largest of the processes' counts (a claim of none must hold in
///   every process).
///
/// Every process runs the same command, so every report must hold the same entries: a benchmark
/// missing from one process, present only in one, failed in one or measured on another clock
/// is a ``Failure``, not something to average over.
package enum ProcessAggregation {
    /// Reports that cannot be combined, and why.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        /// What is wrong, naming the process (counted from 1) and the benchmark.
        package let description: String

        init(_ description: String) { self.description = description }
    }

    /// The combined entries of `runs`, one report per process in process order, in the order of
    /// the first report's entries.
    ///
    /// - Throws: ``Failure`` when there are no reports, or they do not hold the same measured
    ///   entries on the same clocks.
    package static func entries(_ runs: [GoogleBenchmarkJSON]) throws(Failure) -> [GoogleBenchmarkJSON.Entry] {
        guard let first = runs.first else { throw Failure("no process reported anything") }
        var byName: [[String: GoogleBenchmarkJSON.Entry]] = []
        for (index, run) in runs.enumerated() {
            var entries: [String: GoogleBenchmarkJSON.Entry] = [:]
            for entry in run.benchmarks {
                guard entries.updateValue(entry, forKey: entry.name) == nil else {
                    throw Failure("process \(index + 1) reports '\(entry.name)' twice")
                }
            }
            if index > 0, let extra = run.benchmarks.first(where: { byName[0][$0.name] == nil }) {
                throw Failure("process \(index + 1) reports '\(extra.name)', which process 1 does not")
            }
            byName.append(entries)
        }

        var combined: [GoogleBenchmarkJSON.Entry] = []
        for entry in first.benchmarks {
            var group: [GoogleBenchmarkJSON.Entry] = []
            for (index, entries) in byName.enumerated() {
                guard let own = entries[entry.name] else {
                    throw Failure("process \(index + 1) has no result for '\(entry.name)', which process 1 has")
                }
                if own.errorOccurred == true {
                    throw Failure("'\(entry.name)' failed in process \(index + 1): \(own.errorMessage ?? "no message")")
                }
                guard own.clock == entry.clock, own.timeUnit == entry.timeUnit else {
                    throw Failure(
                        "'\(entry.name)' is on clock \(own.clock ?? "?") in \(own.timeUnit) in process "
                            + "\(index + 1), on \(entry.clock ?? "?") in \(entry.timeUnit) in process 1")
                }
                guard own.primaryNanoseconds != nil else {
                    throw Failure("'\(entry.name)' has the unknown time unit '\(own.timeUnit)'")
                }
                group.append(own)
            }
            combined.append(combine(group))
        }
        return withRatios(combined)
    }

    /// One entry from the same entry of every process (non-empty, same clock and known unit).
    static func combine(_ group: [GoogleBenchmarkJSON.Entry]) -> GoogleBenchmarkJSON.Entry {
        var entry = group[0]
        entry.realTime = median(group.map(\.realTime))
        entry.cpuTime = median(group.map(\.cpuTime))
        entry.iterations = group.reduce(0) { $0 + $1.iterations }
        let sampleCounts = group.compactMap(\.samples)
        entry.samples = sampleCounts.count == group.count ? sampleCounts.reduce(0, +) : nil
        entry.p10 = group.compactMap(\.p10).min()
        entry.p90 = group.compactMap(\.p90).max()
        entry.min = group.compactMap(\.min).min()
        entry.processMedians = group.map(onClock)
        let lists = group.compactMap(\.sampleTimes)
        entry.sampleTimes = lists.count == group.count ? lists.flatMap { $0 } : nil
        entry.allocationsPerOp = group.compactMap(\.allocationsPerOp).max()
        // Per second at the new median, of the per-operation count the processes' figures imply
        // (per second = count × 10⁹ / median, as `GoogleBenchmarkJSON.entries(for:)` writes it).
        let median = entry.primaryNanoseconds!
        let perSecond = median > 0 ? 1e9 / median : 0
        let timed = group.first { $0.primaryNanoseconds! > 0 }
        func recomputed(_ value: KeyPath<GoogleBenchmarkJSON.Entry, Double?>) -> Double? {
            guard entry[keyPath: value] != nil else { return nil }
            guard let timed, let count = timed.perOperation(timed[keyPath: value]) else { return 0 }
            return count * perSecond
        }
        entry.bytesPerSecond = recomputed(\.bytesPerSecond)
        entry.itemsPerSecond = recomputed(\.itemsPerSecond)
        return entry
    }

    /// `entries` with each peer's `ratio` and interval, and our entries' `ratio` and `peers`,
    /// recomputed from the combined medians and the processes' samples.
    static func withRatios(_ entries: [GoogleBenchmarkJSON.Entry]) -> [GoogleBenchmarkJSON.Entry] {
        var entries = entries
        let indices = Dictionary(entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for index in entries.indices {
            guard let oursName = entries[index].peerOf, let ours = indices[oursName].map({ entries[$0] }) else { continue }
            let peer = entries[index]
            var estimate = SpeedRatio.of(peerMedian: peer.primaryNanoseconds!, oursMedian: ours.primaryNanoseconds!)
                .map { RatioEstimate(value: $0) }
            if let oursSamples = ours.sampleNanoseconds, let peerSamples = peer.sampleNanoseconds {
                estimate?.interval = RatioBootstrap.interval(
                    ours: oursSamples, peer: peerSamples,
                    random: SeededRandom(seedText: peer.name))
            }
            entries[index].setRatio(estimate)
        }
        for index in entries.indices where entries[index].peerOf == nil {
            guard var summaries = entries[index].peers else { continue }
            let name = entries[index].name
            for position in summaries.indices where summaries[position].unavailable == nil {
                let peer = entries.first { $0.peerOf == name && $0.peer == summaries[position].name }
                summaries[position].ratio = peer?.ratio
                summaries[position].ratioLow = peer?.ratioLow
                summaries[position].ratioHigh = peer?.ratioHigh
            }
            entries[index].peers = summaries
            let first = summaries.first { $0.ratio != nil }
            entries[index].peer = first?.name
            entries[index].ratio = first?.ratio
            entries[index].ratioLow = first?.ratioLow
            entries[index].ratioHigh = first?.ratioHigh
        }
        return entries
    }

    /// The median on the entry's clock, in its own unit.
    static func onClock(_ entry: GoogleBenchmarkJSON.Entry) -> Double {
        entry.clock == MeasurementClock.cpu.rawValue ? entry.cpuTime : entry.realTime
    }

    /// The median of `values` (non-empty), as ``SampleStatistics`` computes it.
    static func median(_ values: [Double]) -> Double {
        SampleStatistics.percentile(50, ofSorted: values.sorted())
    }
}

package import CommandLineSupport

/// Our results against an earlier run's, benchmark by benchmark.
///
/// Only our own entries are compared (not the peers', whose changes are not ours to answer
/// for), matched by name. On the same CPU and build (``MachineComparison``) the comparison is of
/// the median time per operation on each entry's clock (`cpu_time` for `clock: cpu`, else
/// `real_time`); on a different CPU or build, of the ratio to the first peer measured in both
/// runs, since ratios were measured interleaved on each machine and carry over. A benchmark is
/// a regression when it is more than `thresholdPercent` slower (or, by ratio, lost more than
/// that against its peer) **and** the change is significant: a two-sided Mann-Whitney U test
/// (``SignificanceTest``) gives p below `alpha`. Where the files lack the samples such a test
/// needs, the threshold alone decides, and the report says so.
package struct BaselineComparison: Sendable, Equatable {
    /// What is compared.
    package enum Basis: String, Sendable {
        /// Median nanoseconds per operation.
        case times
        /// Peer/ours ratios.
        case ratios
    }

    /// One benchmark present in both runs.
    package struct Change: Sendable, Equatable {
        /// The benchmark.
        package var name: String
        /// By ratio: the peer's label.
        package var peer: String?
        /// The baseline's median ns/op, or its ratio.
        package var baseline: Double
        /// The current median ns/op, or ratio.
        package var current: Double
        /// Positive is worse: `(current / baseline − 1) × 100` for times,
        /// `(baseline / current − 1) × 100` for ratios (a falling ratio means we lost ground).
        package var percent: Double
        /// The significance test, `nil` when the files do not allow one.
        package var test: SignificanceTest?
        /// Whether `percent` exceeds the threshold and the test (when there is one) is
        /// significant.
        package var isRegression: Bool
        /// By time: how the ratio to the first peer measured in both runs changed, in percent
        /// as for ratios (positive: we lost ground). A time that moved while the ratio did not
        /// points at the machine (load, frequency) rather than at our code.
        package var ratioChangePercent: Double?
    }

    /// Times or ratios.
    package var basis: Basis
    /// How the baseline's machine and build differ from this run's.
    package var machine: MachineComparison
    /// Benchmarks present in both runs, in the current run's order.
    package var changes: [Change]
    /// Our benchmarks of the current run that the baseline lacks.
    package var onlyInCurrent: [String]
    /// Our benchmarks of the baseline that did not run now.
    package var onlyInBaseline: [String]
    /// By ratio: benchmarks in both runs without a peer measured in both.
    package var withoutCommonPeer: [String]
    /// The threshold used, in percent.
    package var thresholdPercent: Double
    /// The significance level used.
    package var alpha: Double

    /// The exit status the comparison asks for: 3 when any benchmark regressed, else 0.
    package var exitCode: ExitCode { changes.contains(where: \.isRegression) ? ExitCode.regression : ExitCode.success }

    /// Compares `current` with `baseline`.
    package init(
        current: GoogleBenchmarkJSON, baseline: GoogleBenchmarkJSON, thresholdPercent: Double,
        alpha: Double = 0.05
    ) {
        machine = MachineComparison(current: current.context, baseline: baseline.context)
        basis = machine.comparesRatios ? .ratios : .times
        self.thresholdPercent = thresholdPercent
        self.alpha = alpha
        let before = Runs(baseline)
        let now = Runs(current)
        var changes: [Change] = []
        var onlyInCurrent: [String] = []
        var withoutCommonPeer: [String] = []
        for entry in now.ours {
            guard let old = before.oursByName[entry.name] else {
                onlyInCurrent.append(entry.name)
                continue
            }
            let byRatio = Self.ratioChange(entry, old, now: now, before: before)
            var change = basis == .times ? Self.timeChange(entry, old) : byRatio
            if basis == .times { change?.ratioChangePercent = byRatio?.percent }
            guard var change else {
                if basis == .ratios { withoutCommonPeer.append(entry.name) } else { onlyInCurrent.append(entry.name) }
                continue
            }
            change.isRegression = change.percent > thresholdPercent && (change.test.map { $0.pValue < alpha } ?? true)
            changes.append(change)
        }
        let currentNames = Set(now.ours.map(\.name))
        self.changes = changes
        self.onlyInCurrent = onlyInCurrent
        self.onlyInBaseline = before.ours.map(\.name).filter { !currentNames.contains($0) }
        self.withoutCommonPeer = withoutCommonPeer
    }

    /// One run's measured entries: ours, and the peers' by name.
    struct Runs {
        let ours: [GoogleBenchmarkJSON.Entry]
        let oursByName: [String: GoogleBenchmarkJSON.Entry]
        /// The peers' entries, in the file's order.
        let peers: [GoogleBenchmarkJSON.Entry]
        let peersByName: [String: GoogleBenchmarkJSON.Entry]

        init(_ report: GoogleBenchmarkJSON) {
            let measured = report.benchmarks.filter { $0.errorOccurred != true && $0.runType == "iteration" }
            ours = measured.filter { $0.peerOf == nil }
            oursByName = Dictionary(ours.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            peers = measured.filter { $0.peerOf != nil }
            peersByName = Dictionary(peers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The change of median time, `nil` when either median is missing or not positive.
    static func timeChange(_ now: GoogleBenchmarkJSON.Entry, _ before: GoogleBenchmarkJSON.Entry) -> Change? {
        guard let current = now.primaryNanoseconds, let baseline = before.primaryNanoseconds, baseline > 0 else { return nil }
        let test = SignificanceTest(current: timeSide(now), baseline: timeSide(before))
        return Change(
            name: now.name, peer: nil, baseline: baseline, current: current,
            percent: (current / baseline - 1) * 100, test: test, isRegression: false)
    }

    /// The change of the ratio to the first peer measured in both runs, `nil` without one.
    static func ratioChange(
        _ now: GoogleBenchmarkJSON.Entry, _ before: GoogleBenchmarkJSON.Entry,
        now nowRuns: Runs, before beforeRuns: Runs
    ) -> Change? {
        for peerNow in nowRuns.peers where peerNow.peerOf == now.name {
            guard let peerBefore = beforeRuns.peersByName[peerNow.name],
                let current = ratio(ours: now, peer: peerNow), let baseline = ratio(ours: before, peer: peerBefore),
                current > 0
            else { continue }
            let test = SignificanceTest(
                current: ratioSide(ours: now, peer: peerNow),
                baseline: ratioSide(ours: before, peer: peerBefore))
            return Change(
                name: now.name, peer: peerNow.peer ?? peerNow.name, baseline: baseline, current: current,
                percent: (baseline / current - 1) * 100, test: test, isRegression: false)
        }
        return nil
    }

    /// The peer's ratio as its entry records it, else from the two medians.
    static func ratio(ours: GoogleBenchmarkJSON.Entry, peer: GoogleBenchmarkJSON.Entry) -> Double? {
        if let ratio = peer.ratio { return ratio }
        guard let peerMedian = peer.primaryNanoseconds, let oursMedian = ours.primaryNanoseconds else { return nil }
        return SpeedRatio.of(peerMedian: peerMedian, oursMedian: oursMedian)
    }

    /// An entry's samples and per-process medians, in nanoseconds.
    static func timeSide(_ entry: GoogleBenchmarkJSON.Entry) -> SignificanceTest.Side {
        SignificanceTest.Side(samples: entry.sampleNanoseconds, processValues: processMedians(entry))
    }

    /// The per-round and per-process ratios of a peer to ours.
    static func ratioSide(ours: GoogleBenchmarkJSON.Entry, peer: GoogleBenchmarkJSON.Entry) -> SignificanceTest.Side {
        var rounds: [[Double]]?
        if let oursLists = ours.sampleNanoseconds, let peerLists = peer.sampleNanoseconds, oursLists.count == peerLists.count,
            zip(oursLists, peerLists).allSatisfy({ $0.count == $1.count })
        {
            rounds = zip(oursLists, peerLists).map { zip($0, $1).compactMap { SpeedRatio.of(peerMedian: $1, oursMedian: $0) } }
        }
        let oursMedians = processMedians(ours), peerMedians = processMedians(peer)
        let perProcess =
            oursMedians.count == peerMedians.count
            ? zip(oursMedians, peerMedians).compactMap { SpeedRatio.of(peerMedian: $1, oursMedian: $0) } : []
        return SignificanceTest.Side(samples: rounds, processValues: perProcess)
    }

    /// The entry's per-process medians in nanoseconds; its one median for a run in one process.
    static func processMedians(_ entry: GoogleBenchmarkJSON.Entry) -> [Double] {
        if let medians = entry.processMedians { return medians.compactMap(entry.nanoseconds) }
        return entry.primaryNanoseconds.map { [$0] } ?? []
    }
}

import CollisionStatistics
import Foundation

/// The report's part on the time-ordered designs (UUID v1, v6 and v7): what is simulated, the
/// collision expectations derived for each design, the fleet rates at which they reach a
/// one-in-a-million daily risk, and the measured collisions against them. Every piece is empty
/// when the run has no such generator, so a report of the older generators reads as before.
extension StatsReport {
    /// The analyses of time-ordered generators, in report order.
    var timeOrderedAnalyses: [GeneratorAnalysis] {
        analyses.filter { $0.generator.format.orderedBits(inPrefix: 128) > 0 }
    }

    /// `text` when the run has time-ordered generators, else nothing.
    private func ifTimeOrdered(_ text: @autoclosure () -> String) -> String {
        timeOrderedAnalyses.isEmpty ? "" : text()
    }

    /// The paragraph the prefix section adds when time-ordered generators are compared.
    func timeOrderedPrefixNote() -> String {
        ifTimeOrdered(
            """
            The time-ordered generators (UUID v1, v6 and v7) are compared with the ideal of their *design*: their \
            time bits (and, in a single v7 generator, the counter or sub-millisecond bits that continue them) as their \
            schedule sets them, every other bit as the design draws it. Their free bits are the random ones; a count \
            made of time bits alone is fixed by the schedule and must be met exactly (p = 1); pairs that agree \
            together, such as the whole runs of two devices whose counters start in the same block, count as one \
            Poisson event. UUID v1 is measured in time order, its fields reordered as v6 lays them out (its colliding \
            identifiers are still written as the real v1 UUIDs). See "Time-ordered designs" below.


            """)
    }

    /// The paragraph the uniformity section adds when time-ordered generators are tested.
    func timeOrderedUniformityNote() -> String {
        ifTimeOrdered(
            """
            For the time-ordered generators, the digits of the time (and of a single v7 generator's counter or \
            sub-millisecond value) are left out, and so are the digits of a v7 method 3 fleet's fraction that count a \
            device's rounds (round j of every device falls in the j-th 1/r of the millisecond: uniform over whole \
            milliseconds, but a run of N that ends within a millisecond holds only its first rounds). Where several identifiers share one draw of a digit (a v6 device \
            keeps its node in every tick; a v7 device keeps its counter's seed, or its clock's phase, through its run \
            of r in a millisecond), the statistic is divided by that number (the design effect of Rao & Scott 1981), \
            so that the test weighs each draw once.


            """)
    }

    /// The line the method section adds when time-ordered generators were run.
    func timeOrderedMethodNote() -> String {
        ifTimeOrdered(
            """
            - UUID v6 and v7 are laid out by the core (`RFCUUID(v6Timestamp:…)`, `RFCUUID(v7UnixMilliseconds:…)`), \
            their fields computed from the identifier's index as the core's generators would set them; v1 is keyed by \
            the same v6 layout with its version digit 1 (in time order, see "Time-ordered designs"); a v7 fleet's \
            per-device seeds and clock phases come from a stream of their own, one word per device and millisecond.

            """)
    }

    /// The section on v1, v6 and v7.
    func timeOrderedSection() -> String {
        let ordered = timeOrderedAnalyses
        guard !ordered.isEmpty else { return "" }
        return """
            ## Time-ordered designs: v7 in fleets

            RFC 9562 §6.2 offers three ways to keep the version 7 UUIDs of one generator in order within a \
            millisecond, and the choice decides how UUIDs collide when many generators make them at once.


            """ + simulationParagraphs() + derivationParagraphs() + fleetRateTable() + measuredTable(ordered) + safestParagraph()
    }

    private func simulationParagraphs() -> String {
        let k = options.fleetSize, r = options.fleetRate
        let milliseconds = ReportFormat.integer((options.count + k * r - 1) / (k * r))
        return """
            ### The simulation

            - **One generator** ("1 generator"), asked faster than its clock ticks, as UUID v1 above: method 1 counts \
            up from one seed in one millisecond (s, s + 1, …: a 42-bit counter lasts 2^41 UUIDs); method 3 adds 1/4096 \
            ms per UUID, carrying into the milliseconds; the random method puts every UUID in one millisecond; v6 issues \
            consecutive 100 ns ticks. Each is the core's generator under a stopped clock (a test checks it UUID for UUID).
            - **A v7 fleet** ("fleet"): K = \(ReportFormat.integer(k)) devices (`--fleet`), each making r = \(r) UUIDs \
            (`--rate`) in every millisecond, all in the same milliseconds: \(ReportFormat.integer(k * r)) per millisecond \
            across the fleet, F = \(Self.scientific(fleetRisk.fleetRatePerSecond)) a second. Millisecond w holds identifiers w·K·r \
            to (w + 1)·K·r − 1, round by round (round j: the j-th UUID of device 0, of device 1, …), so the N identifiers \
            span \(milliseconds) milliseconds, each a fresh trial in which every device draws anew, as the core's \
            `UUIDv7Generator` does in a new millisecond. Method 1 (42-bit counter, CPython 3.14, Rust uuid): a seed from \
            the top 41 bits of a random word (the counter's top bit, the rollover guard, starts at 0), counting up by one, \
            and 32 random bits per UUID. Method 3 (PostgreSQL 18, Go google/uuid, SF-0041): each device's clock is its \
            own, so its r UUIDs are spread evenly through the millisecond from a random phase: round j reads the fraction \
            phase + j·4096/r (in 1/4096 ms), with 62 random bits; r is a power of two so that the step is whole. Random \
            (util-linux libuuid): 74 random bits.
            - **A v6 fleet**: K devices that boot in the same 100 ns tick and issue consecutive ticks, as the v1 fleet, \
            one UUID per device per tick, each device with its own random node and clock sequence.
            - **UUID v1**, one generator and a fleet, is the same design as v6, its 60-bit timestamp laid out low field \
            first (time_low, time_mid, time_hi). A prefix of those bytes mixes the clock's fastest bits with its slowest, \
            so no pair count of the ideal follows from the schedule for it; the report therefore measures v1 *in time \
            order*: each key is the UUID's fields reordered as v6 lays them out (RFC 9562 §5.6 defines v6 as exactly this \
            reordering; the version digit stays 1). The reordering is one-to-one, so it keeps every collision; it moves \
            only the digits of the time among themselves, and those are left out of the uniformity tests. \
            v1 is then judged as v6 is: the timestamp as the schedule sets it, the clock sequence and node the generator's \
            own (one generator: fixed; a fleet: each device's own, drawn at random). Its identifiers are listed in their \
            real v1 form.


            """
    }

    private func derivationParagraphs() -> String {
        let target = ReportFormat.probability(fleetRisk.targetPerMillisecond)
        return """
            ### Collisions per fleet-millisecond

            With K devices making r UUIDs each in one millisecond, there are C(K, 2) pairs of devices.

            - **Method 1**, a B-bit counter: a device's run holds the counter values s, …, s + r − 1 of a seed s \
            uniform over M = 2^(B−1) values. Two runs can only collide where their counters meet, an *aligned pair*; \
            they have on average E[A] = Σ_{j,j'<r} (M − |j − j'|)/M² = r²/M − r(r² − 1)/(3M²) of them, and an aligned \
            pair collides when its 74 − B random bits agree. So λ₁ = C(K, 2)·E[A]·2^−(74−B) ≈ C(K, 2)·r²·2^−73, \
            whatever B is: the guard bit is the one bit of the 74 that is not random. A device never collides with \
            itself. Collisions come in bursts: two runs that meet overlap on up to r counters, each a 2^−32 chance with \
            the 42-bit counter.
            - **Method 3**: round j of every device reads a fraction in the same 1/r of the millisecond, and two \
            devices' round-j fractions are equal with probability r/4096 (phases uniform): r²/4096 aligned pairs per \
            pair of devices, each colliding when its 62 random bits agree: λ₃ = C(K, 2)·r²·2^−74 (r ≤ 4096; fractions \
            read at random instants give the same count). A device never collides with itself.
            - **Random**: any two UUIDs of the millisecond collide with probability 2^−74: λ_R = C(K·r, 2)·2^−74, a \
            device's own pairs included.
            - **v6**: the K UUIDs of one tick collide when node (47 random bits) and clock sequence (14) agree: \
            C(K, 2)·2^−61 per tick in which all devices issue one.

            Every millisecond is an independent trial, so the collisions of a day (T = 8.64·10^7 ms) are Poisson with \
            mean T·λ, and P(any collision in a day) = 1 − exp(−T·λ). A daily risk of 10^−6 is reached at \
            λ* = −ln(1 − 10^−6)/T = \(target) per fleet-millisecond. In terms of the fleet rate F = 1000·K·r UUIDs a \
            second, λ₁ ≈ (F/1000)²·(1 − 1/K)·2^−74, λ₃ ≈ λ₁/2 and λ_R ≈ (F/1000)²·2^−75: the risk grows with the \
            square of the fleet's rate, and hardly with how it is shared among devices.


            """
    }

    private func fleetRateTable() -> String {
        let k = options.fleetSize, r = options.fleetRate
        let rows = fleetRisk.methods.map { method -> String in
            let threshold: String
            if let rate = method.thresholdRate, let perDevice = method.thresholdPerDevice {
                threshold = "\(Self.scientific(rate))/s | \(ReportFormat.decimal(perDevice))/ms"
            } else {
                threshold = "never below \(ReportFormat.decimal(method.maximumRate)) per device per ms | "
            }
            return
                "| \(method.name) | \(ReportFormat.probability(method.collisionsPerMillisecond)) | "
                + "\(ReportFormat.probability(method.dailyRisk)) | \(threshold) |"
        }
        return """
            | Design | λ per fleet-millisecond at K = \(ReportFormat.integer(k)), r = \(r) | P(any collision per day) at \
            F = \(Self.scientific(fleetRisk.fleetRatePerSecond))/s | fleet rate F for 10^−6 per day | per device |
            |---|---:|---:|---:|---:|
            \(rows.joined(separator: "\n"))


            """
    }

    private func measuredTable(_ ordered: [GeneratorAnalysis]) -> String {
        let rows = ordered.compactMap { analysis -> String? in
            guard let test = analysis.exactPairsTest else { return nil }
            let expected = test.expected == 0 ? "0" : ReportFormat.probability(test.expected)
            return
                "| \(analysis.generator.title) | \(expected) | \(ReportFormat.interval(test.interval.lowerBound, test.interval.upperBound)) | "
                + "\(ReportFormat.integer(analysis.measurement.exactPairs)) | "
                + "\(ReportFormat.probability(test.pValue)) |"
        }
        return """
            ### Measured against expected

            Exact duplicate pairs among the N identifiers of each time-ordered generator, against the expectation of \
            its design for this run (for a fleet, its milliseconds times λ):

            | Generator | expected | 95 % interval | measured | p-value |
            |---|---:|---:|---:|---:|
            \(rows.joined(separator: "\n"))

            A single method 1 or method 3 generator, and a single v1 or v6 generator, cannot repeat a UUID (0 expected); a \
            single random-method generator can, since nothing keeps its UUIDs of one millisecond apart. At these sizes \
            a collision of any design is far too rare to observe; the tests run scaled-down fleets (fewer random bits, \
            the same simulation) in which collisions are frequent, and find the counts these formulas predict.


            """
    }

    private func safestParagraph() -> String {
        var rates = ""
        if let counter = fleetRisk.counterThreshold, let subms = fleetRisk.subMillisecondThreshold {
            rates =
                " At K = \(ReportFormat.integer(options.fleetSize)) it reaches a one-in-a-million daily risk at "
                + "\(Self.scientific(subms)) UUIDs a second across the fleet, method 1 at \(Self.scientific(counter)), "
                + "a factor √2 lower."
        }
        return """
            ### Which design is safest

            For fleets, **method 3 (sub-millisecond)**: its UUIDs keep 62 random bits and its devices never collide \
            with themselves, so a fleet of K expects half the collisions of method 1, whose guard bit leaves 73 random \
            bits between two devices, and slightly fewer than the random method, which also collides within a device \
            (C(K·r, 2) pairs against C(K, 2)·r², a factor 1 + (r − 1)/(r(K − 1)) more).\(rates) Method 1 is also the \
            burstiest: its collisions come from whole runs that happen to be aligned, the worst case when a few busy \
            devices share a millisecond. Within one generator, methods 1 and 3 are equally safe (never a repeat); the \
            random method is the only one that can repeat itself. Version 6, one UUID per device per 100 ns tick, risks \
            C(K, 2)·2^−61 in every tick all devices share: a fleet that boots together is its worst case.


            """
    }

    /// `1.60e+07`.
    static func scientific(_ value: Double) -> String { String(format: "%.2e", value) }

    /// The rows `report.csv` adds for the v7 fleets: λ per fleet-millisecond and the daily risk at
    /// this run's rate (parameter: the fleet rate, UUIDs a second), and the fleet rate reaching a
    /// 10^−6 daily risk (parameter: the risk).
    func timeOrderedCSVRows() -> [[String]] {
        fleetRisk.fleets.flatMap { fleet -> [[String]] in
            let name = fleet.generator.rawValue, rate = ReportFormat.csv(fleetRisk.fleetRatePerSecond)
            let threshold = fleet.risk.thresholdRate.map(ReportFormat.csv) ?? "inf"
            return [
                ["fleet_millisecond", name, rate, "", ReportFormat.csv(fleet.risk.collisionsPerMillisecond)],
                ["fleet_day", name, rate, "", ReportFormat.csv(fleet.risk.dailyRisk)],
                ["fleet_rate", name, ReportFormat.csv(FleetRiskAnalysis.target), "", threshold],
            ].map { $0 + ["", "", "", ""] }
        }
    }
}

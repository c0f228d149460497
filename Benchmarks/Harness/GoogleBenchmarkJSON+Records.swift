package import Foundation

extension GoogleBenchmarkJSON.Context {
    /// The context of a run on `machine`, built as `build`, started by `command`, with address
    /// randomization as `addressRandomization` says.
    package init(
        machine: MachineDescription, build: BuildConfiguration, executable: String,
        command: String, quick: Bool, addressRandomization: AddressRandomization
    ) {
        self.init(
            date: machine.date, hostName: machine.hostName, executable: executable,
            numCpus: machine.cpuCount, mhzPerCpu: Int(machine.megahertz.rounded()),
            cpuScalingEnabled: false, caches: [], loadAvg: machine.loadAverage,
            libraryBuildType: build.buildType, cpuModel: machine.cpuModel, cpuFlags: machine.cpuFlags,
            kernel: machine.kernel, toolchain: build.compiler, buildFlags: build.flagsDescription,
            targetFeatures: build.targetFeatures, command: command, quick: quick,
            aslr: addressRandomization.jsonValue, allocationCounting: AllocationCounter.description)
    }
}

extension GoogleBenchmarkJSON {
    /// The entries of one benchmark: ours first, then one per measured peer. The `threads`
    /// field is read from a `/threads-N` component of the name, else 1. Every measured entry
    /// carries its samples (one list: one process) and its allocations per operation.
    package static func entries(for record: BenchmarkRecord) -> [Entry] {
        let threads = threadCount(in: record.name)
        switch record.outcome {
        case let .failed(message):
            var entry = Entry(name: record.name, iterations: 0, realTime: 0, cpuTime: 0, threads: threads)
            entry.allocationLimit = record.allocationLimit
            entry.errorOccurred = true
            entry.errorMessage = message
            return [entry]
        case let .measured(ours, peers):
            func entry(_ name: String, _ result: ContenderResult) -> Entry {
                var entry = Entry(
                    name: name, iterations: result.iterations, realTime: result.wall.median,
                    cpuTime: result.cpu.median, threads: threads)
                let perSecond = result.operationsPerSecond
                entry.bytesPerSecond = record.bytesPerOperation.map { Double($0) * perSecond }
                entry.itemsPerSecond = Double(record.itemsPerOperation) * perSecond
                entry.p10 = result.statistics.p10
                entry.p90 = result.statistics.p90
                entry.min = result.statistics.minimum
                entry.samples = result.statistics.count
                entry.clock = result.clock.rawValue
                entry.sampleTimes = result.samples.isEmpty ? nil : [result.samples]
                entry.allocationsPerOp = result.allocationsPerOperation
                return entry
            }
            var ourEntry = entry(record.name, ours)
            ourEntry.note = record.note
            ourEntry.allocationLimit = record.allocationLimit
            var peerEntries: [Entry] = []
            var summaries: [PeerSummary] = []
            for peer in peers {
                switch peer {
                case let .measured(result, ratio):
                    var peerEntry = entry(peerEntryName(record.name, result.id), result)
                    peerEntry.peer = result.label
                    peerEntry.setRatio(ratio)
                    peerEntry.peerOf = record.name
                    peerEntries.append(peerEntry)
                    summaries.append(
                        PeerSummary(
                            name: result.label, ratio: ratio?.value,
                            ratioLow: ratio?.interval?.lowerBound,
                            ratioHigh: ratio?.interval?.upperBound))
                case let .unavailable(label, reason):
                    summaries.append(PeerSummary(name: label, ratio: nil, unavailable: reason))
                }
            }
            if let first = summaries.first(where: { $0.ratio != nil }) {
                ourEntry.peer = first.name
                ourEntry.ratio = first.ratio
                ourEntry.ratioLow = first.ratioLow
                ourEntry.ratioHigh = first.ratioHigh
            }
            if !summaries.isEmpty { ourEntry.peers = summaries }
            return [ourEntry] + peerEntries
        }
    }

    /// The name of a peer's entry: `<benchmark>/peer:<id>`. Also the seed of its ratio's
    /// bootstrap, so a ratio's interval is the same wherever it is computed.
    package static func peerEntryName(_ benchmark: String, _ peerID: String) -> String {
        "\(benchmark)/peer:\(peerID)"
    }

    /// `N` from a `threads-N` path component, else 1.
    static func threadCount(in name: String) -> Int {
        for component in name.split(separator: "/") where component.hasPrefix("threads-") {
            if let count = Int(component.dropFirst("threads-".count)) { return count }
        }
        return 1
    }

    /// The JSON text, keys sorted so that files diff cleanly.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a report from JSON text, ours or Google Benchmark's (whose context lacks our
    /// fields: those read as empty).
    package static func decode(_ data: Data) throws -> GoogleBenchmarkJSON {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(GoogleBenchmarkJSON.self, from: data)
    }
}

extension GoogleBenchmarkJSON.Entry {
    /// Sets ``ratio``, ``ratioLow`` and ``ratioHigh`` from `estimate` (all `nil` without one).
    mutating func setRatio(_ estimate: RatioEstimate?) {
        ratio = estimate?.value
        ratioLow = estimate?.interval?.lowerBound
        ratioHigh = estimate?.interval?.upperBound
    }

    /// ``ratio`` with its interval, when the entry has a ratio.
    var ratioEstimate: RatioEstimate? {
        guard let ratio else { return nil }
        var interval: ClosedRange<Double>?
        if let ratioLow, let ratioHigh, ratioLow <= ratioHigh { interval = ratioLow...ratioHigh }
        return RatioEstimate(value: ratio, interval: interval)
    }
}

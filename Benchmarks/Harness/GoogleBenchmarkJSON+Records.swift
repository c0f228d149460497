package import Foundation

extension GoogleBenchmarkJSON.Context {
    /// The context of a run on `machine`, built as `build`, started by `command`, with address
    /// randomization as `addressRandomization` says.
    package init(machine: MachineDescription, build: BuildConfiguration, executable: String,
                command: String, quick: Bool, addressRandomization: AddressRandomization) {
        self.init(
            date: machine.date, hostName: machine.hostName, executable: executable,
            numCpus: machine.cpuCount, mhzPerCpu: Int(machine.megahertz.rounded()),
            cpuScalingEnabled: false, caches: [], loadAvg: machine.loadAverage,
            libraryBuildType: build.buildType, cpuModel: machine.cpuModel,
            toolchain: build.compiler, buildFlags: build.flagsDescription,
            command: command, quick: quick, aslr: addressRandomization.jsonValue)
    }
}

extension GoogleBenchmarkJSON {
    /// The entries of one benchmark: ours first, then one per measured peer. The `threads`
    /// field is read from a `/threads-N` component of the name, else 1.
    package static func entries(for record: BenchmarkRecord) -> [Entry] {
        let threads = threadCount(in: record.name)
        switch record.outcome {
        case let .failed(message):
            var entry = Entry(name: record.name, iterations: 0, realTime: 0, cpuTime: 0, threads: threads)
            entry.errorOccurred = true
            entry.errorMessage = message
            return [entry]
        case let .measured(ours, peers):
            func entry(_ name: String, _ result: ContenderResult) -> Entry {
                var entry = Entry(name: name, iterations: result.iterations, realTime: result.wall.median,
                                  cpuTime: result.cpu.median, threads: threads)
                let perSecond = result.operationsPerSecond
                entry.bytesPerSecond = record.bytesPerOperation.map { Double($0) * perSecond }
                entry.itemsPerSecond = Double(record.itemsPerOperation) * perSecond
                entry.p10 = result.statistics.p10
                entry.p90 = result.statistics.p90
                entry.min = result.statistics.minimum
                entry.samples = result.statistics.count
                entry.clock = result.clock.rawValue
                return entry
            }
            var ourEntry = entry(record.name, ours)
            ourEntry.note = record.note
            var peerEntries: [Entry] = []
            var summaries: [PeerSummary] = []
            for peer in peers {
                switch peer {
                case let .measured(result, ratio):
                    var peerEntry = entry("\(record.name)/peer:\(result.id)", result)
                    peerEntry.peer = result.label
                    peerEntry.ratio = ratio
                    peerEntry.peerOf = record.name
                    peerEntries.append(peerEntry)
                    summaries.append(PeerSummary(name: result.label, ratio: ratio, unavailable: nil))
                case let .unavailable(label, reason):
                    summaries.append(PeerSummary(name: label, ratio: nil, unavailable: reason))
                }
            }
            if let first = summaries.first(where: { $0.ratio != nil }) {
                ourEntry.peer = first.name
                ourEntry.ratio = first.ratio
            }
            if !summaries.isEmpty { ourEntry.peers = summaries }
            return [ourEntry] + peerEntries
        }
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

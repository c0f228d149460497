import BenchmarkHarness
import OpenUDIDCore

/// Bulk generation: `count` OpenUDIDs written as 40 hex digits each into one preallocated
/// buffer, split evenly over `--threads` threads. One operation is the whole batch; the notes
/// give the time per ID.
func scalingBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    var benchmarks: [Benchmark] = []
    for count in [1, 1_000, 1_000_000] {
        let reduced = configuration.quick && count == 1_000_000 ? 10_000 : count
        for threads in configuration.threads {
            benchmarks.append(Benchmark("scaling/bulk/\(count)/threads-\(threads)") {
                var subjects = bulkGeneration(count: reduced, threads: threads)
                if reduced != count { subjects.note = "quick: \(reduced) IDs instead of \(count)" }
                return subjects
            })
        }
    }
    return benchmarks
}

private func bulkGeneration(count: Int, threads: Int) -> BenchmarkSubjects {
    let buffer = InputBuffer(count: count * OpenUDID.length)
    let team = ThreadTeam(size: threads)
    let base = buffer.bytes.baseAddress!
    // Contiguous, nearly equal shares; each member has its own generator handle and writes
    // only its own part of the buffer.
    let job: (Int) -> Void = { member in
        let start = count * member / threads
        let end = count * (member + 1) / threads
        var random = SecureRandom()
        for index in start..<end {
            OpenUDID.generate(using: &random).write(to: base + index * OpenUDID.length)
        }
    }
    let ours = Workload(id: "ours", label: "OpenUDID.generate(using:).write(to:)") { iterations in
        for _ in 0..<iterations {
            team.run(job)
            blackHole(buffer)
        }
    }
    return BenchmarkSubjects(ours: ours, bytesPerOperation: nil, itemsPerOperation: count)
}

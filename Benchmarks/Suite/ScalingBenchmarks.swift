import BenchmarkHarness
import OpenUDIDCore
import WorkerThreads

/// Bulk generation: `count` OpenUDID values (20 bytes each) made by the bulk API
/// `OpenUDID.generate(into:)` in one preallocated buffer, split evenly over `--threads`
/// threads. One operation is the whole batch; the notes give the time per ID.
func scalingBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    var benchmarks: [Benchmark] = []
    for count in [1, 1_000, 1_000_000] {
        let reduced = configuration.quick && count == 1_000_000 ? 10_000 : count
        for threads in configuration.threads {
            benchmarks.append(
                Benchmark("scaling/bulk/\(count)/threads-\(threads)") {
                    var subjects = bulkGeneration(count: reduced, threads: threads)
                    if reduced != count { subjects.note! += "; quick: \(reduced) IDs instead of \(count)" }
                    return subjects
                })
        }
    }
    return benchmarks
}

private func bulkGeneration(count: Int, threads: Int) -> BenchmarkSubjects {
    let buffer = UnsafeMutableBufferPointer<OpenUDID>.allocate(capacity: count)
    buffer.initialize(repeating: .optedOut)
    let shared = SharedPointer(buffer.baseAddress!)
    let team = ThreadTeam(size: threads)
    // Contiguous, nearly equal shares: each member fills only its own part of the buffer.
    let job: @Sendable (Int) -> Void = { member in
        let start = count * member / threads
        let end = count * (member + 1) / threads
        OpenUDID.generate(into: UnsafeMutableBufferPointer(start: shared.base + start, count: end - start))
    }
    let ours = Workload(id: "ours", label: "OpenUDID.generate(into:)") { iterations in
        for _ in 0..<iterations {
            team.run(job)
            blackHole(buffer)
        }
    }
    // The buffer and the team live as long as the process: the suite makes a handful of each.
    // Wall time, always: CPU time would add the threads up and hide any speed-up.
    return BenchmarkSubjects(
        ours: ours, bytesPerOperation: nil, itemsPerOperation: count,
        note: "wall clock", clock: .wall)
}

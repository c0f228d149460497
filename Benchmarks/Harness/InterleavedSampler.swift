/// The samples of one contender: time per operation for each sample.
package struct ContenderSamples: Sendable {
    /// The contender's id (`ours`, or a peer's id).
    package var id: String
    /// The contender's label.
    package var label: String
    /// Operations per sample (the calibrated batch size).
    package var batchSize: Int
    /// Wall-clock nanoseconds per operation, one entry per sample.
    package var wallNanosPerOperation: [Double] = []
    /// Process CPU nanoseconds per operation, one entry per sample.
    package var cpuNanosPerOperation: [Double] = []

    /// Total operations over all samples.
    package var totalOperations: Int { batchSize * wallNanosPerOperation.count }
}

/// Measures several contenders of one benchmark in rounds, one sample of each per round
/// (A B C A B C …).
///
/// Interleaving is what makes the peer/ours ratio trustworthy on a shared machine: frequency
/// changes and neighbours' load hit every contender alike within a round, so the ratio of
/// medians is far steadier than the times themselves. Before each batch the small heap blocks
/// move on (``HeapPlacementRotation``), so that a row's median does not hang on where one block
/// happened to lie in this process.
package enum InterleavedSampler {
    /// Calibrates each contender, then samples them in rounds as `plan` says.
    package static func measure(_ contenders: [Workload], plan: SamplingPlan) -> [ContenderSamples] {
        var results = contenders.map {
            ContenderSamples(
                id: $0.id, label: $0.label,
                batchSize: Calibration.batchSize(for: $0, target: plan.targetSampleTime))
        }
        let start = ClockReading.wallNow()
        let minimumNanos = UInt64(plan.minimumTime * 1e9)
        var placement = HeapPlacementRotation()
        var rounds = 0
        while rounds < plan.maximumSamples {
            for index in contenders.indices {
                let batch = results[index].batchSize
                placement.rotate()
                let before = ClockReading.now()
                contenders[index].body(batch)
                let after = ClockReading.now()
                results[index].wallNanosPerOperation.append(Double(after.wall &- before.wall) / Double(batch))
                results[index].cpuNanosPerOperation.append(Double(after.cpu &- before.cpu) / Double(batch))
            }
            rounds += 1
            if rounds >= plan.minimumSamples && ClockReading.wallNow() &- start >= minimumNanos { break }
        }
        return results
    }
}

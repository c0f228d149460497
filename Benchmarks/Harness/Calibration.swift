/// Chooses a batch size for a workload: the smallest count found by growing geometrically
/// whose call lasts at least the target sample time.
///
/// The calling runs double as the warm-up: the last of them runs the chosen batch size in
/// full, so caches, branch predictors and lazily initialised globals are warm before the first
/// sample. A workload whose single operation already exceeds the target gets a batch of 1 after
/// one untimed-for-statistics call.
///
/// A call's length is the lesser of its wall time and the process's CPU time: time spent
/// descheduled is not the workload's (on a loaded machine a call of one operation could last
/// past the target while the thread waited, and a process would then sample batches of 1,
/// paying the loop's fixed cost on every operation, where another process sampled batches of
/// a million; the ratios of the two differed), and the CPU time of several threads is not the
/// length of a call that runs them in parallel. A call that lasts 20 times the target in wall
/// time ends the calibration all the same, so that a workload that mostly waits (CPU time near
/// zero) cannot grow its batch without bound.
package enum Calibration {
    /// The batch size for `workload` and `target` seconds per sample.
    package static func batchSize(for workload: Workload, target: Double) -> Int {
        let targetNanos = target * 1e9
        var count = 1
        while true {
            let start = ClockReading.now()
            workload.body(count)
            let end = ClockReading.now()
            let wall = Double(end.wall &- start.wall), cpu = Double(end.cpu &- start.cpu)
            if isLongEnough(wall: wall, cpu: cpu, targetNanos: targetNanos) || count >= 1 << 40 { return count }
            count = nextCount(after: count, elapsed: Swift.min(wall, cpu), targetNanos: targetNanos)
        }
    }

    /// Whether a call that lasted `wall` nanoseconds and used `cpu` of the process's CPU time
    /// makes a sample: the lesser of the two reaches the target, or the wall time reaches 20
    /// times the target.
    static func isLongEnough(wall: Double, cpu: Double, targetNanos: Double) -> Bool {
        Swift.min(wall, cpu) >= targetNanos || wall >= 20 * targetNanos
    }

    /// The next count to try: aim 20 % past the target, at least double, at most 100 times the
    /// last count (a first call can be slow for reasons that do not repeat).
    static func nextCount(after count: Int, elapsed: Double, targetNanos: Double) -> Int {
        let aimed = elapsed > 0 ? Double(count) * targetNanos / elapsed * 1.2 : Double(count) * 100
        let bounded = Swift.min(Swift.max(aimed, Double(count) * 2), Double(count) * 100)
        return Int(bounded.rounded(.up))
    }
}

/// Chooses a batch size for a workload: the smallest count found by growing geometrically
/// whose call lasts at least the target sample time.
///
/// The calling runs double as the warm-up: the last of them runs the chosen batch size in
/// full, so caches, branch predictors and lazily initialised globals are warm before the first
/// sample. A workload whose single operation already exceeds the target gets a batch of 1 after
/// one untimed-for-statistics call.
package enum Calibration {
    /// The batch size for `workload` and `target` seconds per sample.
    package static func batchSize(for workload: Workload, target: Double) -> Int {
        let targetNanos = target * 1e9
        var count = 1
        while true {
            let start = ClockReading.wallNow()
            workload.body(count)
            let elapsed = Double(ClockReading.wallNow() &- start)
            if elapsed >= targetNanos || count >= 1 << 40 { return count }
            count = nextCount(after: count, elapsed: elapsed, targetNanos: targetNanos)
        }
    }

    /// The next count to try: aim 20 % past the target, at least double, at most 100 times the
    /// last count (a first call can be slow for reasons that do not repeat).
    static func nextCount(after count: Int, elapsed: Double, targetNanos: Double) -> Int {
        let aimed = elapsed > 0 ? Double(count) * targetNanos / elapsed * 1.2 : Double(count) * 100
        let bounded = Swift.min(Swift.max(aimed, Double(count) * 2), Double(count) * 100)
        return Int(bounded.rounded(.up))
    }
}

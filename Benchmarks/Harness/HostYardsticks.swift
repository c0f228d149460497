import HarnessSupport

/// Two fixed pieces of C work timed in every round of every benchmark when `--yardsticks` asks
/// (``SamplingPlan/yardsticks``), as peers with the ids `yardstick-chain` and `yardstick-copies`.
///
/// They answer where a move between rounds or fresh processes comes from. The chain is
/// dependent integer arithmetic (``openudid_reference_loop``): it moves with the core's clock.
/// The copies stay in the first-level cache (``openudid_reference_copies``): they move with
/// anything that slows memory access, on this core or from a neighbour on the host, and with the
/// clock. Their ratio, copies over chain, is a host index free of the clock: when ours, a peer
/// and the index move together in the same rounds while nothing of ours changed, the move is
/// the host's. `Benchmarks/spread.py --yardsticks` reads them.
package enum HostYardsticks {
    /// Chain steps per operation (one call of the C loop).
    static let chainSteps: UInt64 = 64
    /// Copies per operation.
    static let copies: UInt64 = 16

    /// The two yardsticks, as peers of a benchmark.
    package static var peers: [Peer] {
        [
            .available(
                Workload(id: "yardstick-chain", label: "yardstick: C xorshift-multiply chain, 64 steps") { iterations in
                    for index in 0..<iterations { blackHole(openudid_reference_loop(chainSteps, UInt64(truncatingIfNeeded: index))) }
                }),
            .available(
                Workload(id: "yardstick-copies", label: "yardstick: C copies of 256 B within the L1 cache, 16") { iterations in
                    for _ in 0..<iterations { openudid_reference_copies(copies) }
                }),
        ]
    }
}

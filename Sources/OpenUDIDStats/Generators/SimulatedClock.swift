internal import OpenUDIDCore

/// Clocks of simulated time-based generators.
enum SimulatedClock {
    /// A plausible start time: a random 100 ns tick in 2012, the year OpenUDID was most widely
    /// deployed.
    static func startTicks(using random: inout ChaCha20Random) -> UInt64 {
        let start2012: Int64 = 1_325_376_000
        let seconds = start2012 + Int64(random.next() % (366 * 86_400))
        return GregorianTime.ticks(unixSeconds: seconds, nanoseconds: Int64(random.next() % 1_000_000_000))
    }
}

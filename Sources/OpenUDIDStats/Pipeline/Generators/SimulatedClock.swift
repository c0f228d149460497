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

    /// A start time for version 7: a random millisecond of 2025 (the first full year of RFC
    /// 9562), as Unix milliseconds.
    static func startMilliseconds(using random: inout ChaCha20Random) -> UInt64 {
        let start2025: UInt64 = 1_735_689_600_000
        return start2025 + random.next() % (365 * 86_400_000)
    }
}

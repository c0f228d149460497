import CollisionStatistics
internal import OpenUDIDCore

/// One RFC 9562 §6.2 method as a device of a simulated v7 fleet runs it: what follows the 48
/// bits of the millisecond in each of the device's identifiers of that millisecond, and how
/// the identifiers of one millisecond across the fleet agree (the ideal of the design).
///
/// A device makes a *run* of identifiers per millisecond, rounds 0, 1, 2, …; what the run
/// shares (a counter's seed, the phase of its clock) comes from one *run word*, drawn afresh
/// for every device and millisecond; what each identifier draws alone comes from the block
/// stream, in the order the core's ``OpenUDIDCore/UUIDv7Generator`` draws it.
protocol V7RunMethod: Sendable {
    /// Whether a run draws a run word at all.
    static var usesRunWord: Bool { get }

    /// The method as the core makes it, full widths: what the report's fleets run.
    static var standard: Self { get }

    /// The UUID of round `round` of a run in millisecond `milliseconds`, for a device making
    /// `rate` identifiers per millisecond.
    func uuid(milliseconds: UInt64, round: Int, rate: Int, runWord: UInt64, random: inout ChaCha20Random) -> RFCUUID

    /// What the ideal expects of the pairs among the first `count` identifiers of one
    /// millisecond of the fleet (rounds in order, each round every device in turn: `devices`
    /// devices, `rate` rounds) that agree on their first `prefixBits` bits, the millisecond
    /// among them.
    func windowPairs(prefixBits: Int, count: Int, devices: Int, rate: Int) -> IdealCount

    /// λ, the expected collisions (equal UUIDs) in one millisecond of a full fleet of
    /// `devices` devices making `rate` each, in closed form, for any rate (the report solves it
    /// for the rate that reaches a given risk). At a whole rate it equals
    /// ``windowPairs(prefixBits:count:devices:rate:)`` at 128 bits.
    func collisionsPerMillisecond(devices: Int, rate: Double) -> Double

    /// The method's name in the report: `method 1 (counter, 42 bits)`.
    var name: String { get }

    /// How many identifiers of a device's run share one draw of hex digit `position`: the run's
    /// length for digits its run word sets alone (a seed's high bits, a clock's phase), 1 for
    /// digits drawn per identifier or varying through the run.
    func digitCluster(position: Int, rate: Int) -> Double

    /// Whether hex digit `position` holds a bit that counts the rounds of a run of `rate`, so
    /// that the schedule, not a draw, sets it (``GeneratorDefinition/isScheduledDigit(position:)``).
    func isScheduledDigit(position: Int, rate: Int) -> Bool

    /// The most a device can make in one millisecond by this method: past it the core moves
    /// the timestamp ahead (a counter's capacity from the lowest seed; 4096 fractions).
    var maximumRate: Double { get }
}

/// C(n, 2) of a real n.
func pairs(_ n: Double) -> Double { n * (n - 1) / 2 }

/// The runs of one millisecond's first `count` identifiers, taken round by round across
/// `devices` devices: the first `longer` devices have made `length + 1` identifiers, the
/// others `length`.
struct RunLengths {
    let devices: Int
    let length: Int
    let longer: Int

    init(count: Int, devices: Int) {
        self.devices = devices
        (length, longer) = count.quotientAndRemainder(dividingBy: devices)
    }

    /// Σ over devices of `value(run length)`.
    func sum(_ value: (Int) -> Double) -> Double {
        Double(longer) * value(length + 1) + Double(devices - longer) * value(length)
    }

    /// Σ over unordered pairs of distinct devices of `value(length₁, length₂)`.
    func sumOverDevicePairs(_ value: (Int, Int) -> Double) -> Double {
        let shorter = devices - longer
        return pairs(longer) * value(length + 1, length + 1) + Double(longer) * Double(shorter) * value(length + 1, length)
            + pairs(shorter) * value(length, length)
    }

    /// The longest run.
    var longest: Int { longer > 0 ? length + 1 : length }

    /// Pairs of identifiers from different devices.
    var crossPairs: Double {
        sumOverDevicePairs { Double($0) * Double($1) }
    }

    /// C(n, 2).
    func pairs(_ n: Int) -> Double { n < 2 ? 0 : Double(n) * Double(n - 1) / 2 }
}

/// A power of two from 1 to 4096 as its exponent.
func log2(powerOfTwo value: Int) -> Int {
    precondition(value > 0 && value & (value - 1) == 0, "\(value) is not a power of two")
    return value.trailingZeroBitCount
}

/// The low `bits` bits set.
func lowBits(_ bits: Int) -> UInt64 {
    bits >= 64 ? .max : (1 << UInt64(bits)) &- 1
}

import Synchronization

/// Makes version 1 and version 6 UUIDs that are never repeated within the process, whatever the
/// clock does.
///
/// One generator can be shared by any number of threads, and can make both versions: ``next()``
/// lays the fields out as version 1, ``nextV6()`` as version 6 (RFC 9562 §5.6, the same fields
/// with the timestamp's bits in sorting order). Both draw from the same state, so no
/// (timestamp, clock sequence) pair is issued twice, whichever version carries it. Each UUID
/// gets a timestamp from the clock, the generator's clock sequence, and its node:
///
/// - **Faster than the clock ticks.** When the clock reads the same tick as (or an earlier tick
///   than the one last issued, without having gone backwards), the generator issues the last
///   timestamp plus one: it runs ahead of the clock by as many ticks as it has borrowed and
///   falls back in step once the clock passes it (RFC 9562 §6.2, incrementing the timestamp).
/// - **Clock set backwards.** When a reading is earlier than the previous *reading*, the clock
///   sequence is incremented (modulo 2^14) and the timestamp restarts from the new reading, as
///   RFC 9562 §5.1 and §6.1 prescribe for a clock that may have been set back.
///
/// - **End of the 60-bit range** (the year 5236, or an injected clock): readings are clamped to
///   the largest timestamp, and a timestamp that would run past it is treated like a backward
///   step: new clock sequence, timestamp from the (clamped) reading.
///
/// These rules keep (timestamp, clock sequence) pairs distinct, so UUIDs from one generator are
/// distinct until the clock sequence wraps after 16 384 backward steps within one process.
///
/// ## Precision
///
/// ``Precision/precise`` (the default) reads `CLOCK_REALTIME` on every call: timestamps are
/// the time to 100 ns, and the clock read is most of the cost. ``Precision/coarse`` reads the kernel's coarse clock, which advances once per
/// scheduler tick (1-4 ms): within a tick the generator counts up from the tick's time, as
/// RFC 4122 §4.2.1.2 describes for clocks coarser than 100 ns. UUIDs stay distinct and
/// increasing; a timestamp is a few milliseconds earlier than the moment it was made (up to a
/// tick or two: see ``GregorianTime/coarseNow()``).
///
/// ```swift
/// let generator = TimeBasedUUIDGenerator()
/// let id = generator.next()
/// id.version        // 1
/// ```
public final class TimeBasedUUIDGenerator: Sendable {
    /// Reads the current time as 100 ns intervals since 1582-10-15.
    public typealias Clock = @Sendable () -> UInt64

    /// The 48-bit node written into every UUID.
    public let node: UInt64
    private let clock: Clock
    private let state: Mutex<State>

    private struct State {
        /// The last clock reading, to tell a backward step from borrowed ticks.
        var lastReading: UInt64?
        /// The last timestamp issued.
        var lastTimestamp: UInt64
        var clockSequence: UInt16
    }

    /// How finely the timestamps follow the clock; see "Precision" above.
    public enum Precision: Sendable, Hashable, CaseIterable {
        /// `CLOCK_REALTIME` on every call: ``GregorianTime/now()``.
        case precise
        /// The coarse real-time clock, counted within each tick: ``GregorianTime/coarseNow()``.
        case coarse

        /// The clock this precision reads.
        public var clock: Clock {
            switch self {
            case .precise: GregorianTime.now
            case .coarse: GregorianTime.coarseNow
            }
        }
    }

    /// A generator shared by the whole process, with a random node and clock sequence.
    public static let shared = TimeBasedUUIDGenerator()

    /// A generator shared by the whole process that reads the coarse clock
    /// (``Precision/coarse``), with its own random node and clock sequence.
    public static let sharedCoarse = TimeBasedUUIDGenerator(precision: .coarse)

    /// Creates a generator with a random node and clock sequence that reads the clock of
    /// `precision`.
    public convenience init(precision: Precision) {
        self.init(clock: precision.clock)
    }

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - node: the 48-bit node. When `nil`, a random node with the multicast bit set is used
    ///     (RFC 9562 §6.10: the bit keeps it from matching any real IEEE 802 address).
    ///   - clockSequence: the initial 14-bit clock sequence; random when `nil`.
    ///   - clock: the time source; the system real-time clock unless a test injects one.
    public convenience init(
        node: UInt64? = nil, clockSequence: UInt16? = nil,
        clock: @escaping Clock = GregorianTime.now
    ) {
        var random = SecureRandom()
        self.init(node: node, clockSequence: clockSequence, clock: clock, using: &random)
    }

    /// Creates a generator whose random node and clock sequence (where not given) come from
    /// `generator`: one `next()` for the clock sequence, then one for the node.
    public init(
        node: UInt64? = nil, clockSequence: UInt16? = nil,
        clock: @escaping Clock = GregorianTime.now,
        using generator: inout some RandomNumberGenerator
    ) {
        let sequence = clockSequence ?? UInt16(truncatingIfNeeded: generator.next())
        // The multicast bit is the least significant bit of the first octet (RFC 9562 §6.10).
        self.node = (node ?? (generator.next() | 0x0100_0000_0000)) & 0xFFFF_FFFF_FFFF
        self.clock = clock
        self.state = Mutex(State(lastReading: nil, lastTimestamp: 0, clockSequence: sequence & 0x3FFF))
    }

    /// The next UUID, version 1.
    public func next() -> RFCUUID {
        let (timestamp, sequence) = nextFields()
        return RFCUUID(v1Timestamp: timestamp, clockSequence: sequence, node: node)
    }

    /// The next UUID, version 6: the fields ``next()`` would have laid out as version 1.
    public func nextV6() -> RFCUUID {
        let (timestamp, sequence) = nextFields()
        return RFCUUID(v6Timestamp: timestamp, clockSequence: sequence, node: node)
    }

    /// The next timestamp and clock sequence, by the rules above.
    private func nextFields() -> (timestamp: UInt64, clockSequence: UInt16) {
        let reading = Swift.min(clock(), Self.maximumTimestamp)
        return state.withLock { state -> (UInt64, UInt16) in
            var timestamp: UInt64
            if let last = state.lastReading, reading < last {
                state.clockSequence = (state.clockSequence &+ 1) & 0x3FFF
                timestamp = reading
            } else if state.lastReading != nil, reading <= state.lastTimestamp {
                timestamp = state.lastTimestamp &+ 1
                if timestamp > Self.maximumTimestamp {
                    state.clockSequence = (state.clockSequence &+ 1) & 0x3FFF
                    timestamp = reading
                }
            } else {
                timestamp = reading
            }
            state.lastReading = reading
            state.lastTimestamp = timestamp
            return (timestamp, state.clockSequence)
        }
    }

    /// The largest timestamp a version 1 or 6 UUID holds: 2^60 − 1 ticks, in the year 5236.
    public static let maximumTimestamp: UInt64 = 0x0FFF_FFFF_FFFF_FFFF

    /// The clock sequence the next UUID will carry unless the clock goes backwards first.
    public var clockSequence: UInt16 { state.withLock { $0.clockSequence } }
}

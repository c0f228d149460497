import Platform

/// Readings of the two clocks every sample takes: wall time and the CPU time of the process.
///
/// `clock_gettime` is used directly rather than `ContinuousClock` so that one reading costs a
/// vDSO call and nothing else; the process CPU clock includes every thread of the process,
/// which is what a multi-threaded sample consumes.
package struct ClockReading: Sendable {
    /// Monotonic wall-clock time, in nanoseconds from an arbitrary origin.
    package var wall: UInt64
    /// CPU time consumed by all threads of this process, in nanoseconds.
    package var cpu: UInt64

    /// Reads both clocks now.
    @inline(__always)
    package static func now() -> ClockReading {
        ClockReading(wall: read(CLOCK_MONOTONIC), cpu: read(CLOCK_PROCESS_CPUTIME_ID))
    }

    /// Reads the monotonic wall clock alone, in nanoseconds.
    @inline(__always)
    package static func wallNow() -> UInt64 { read(CLOCK_MONOTONIC) }

    @inline(__always)
    static func read(_ clock: clockid_t) -> UInt64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}

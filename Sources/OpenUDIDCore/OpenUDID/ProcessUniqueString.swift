import Synchronization
import Platform

/// Strings unique to one call in one process on one host, the input of the 2011 generator.
///
/// Apple documents `NSProcessInfo.globallyUniqueString` as built from the host name, the
/// process id and a time stamp; it does not fix a format. This package writes
/// `<host>_<pid>_<time>_<counter>`, the time in nanoseconds since 1970 and a per-process
/// counter, both in hex, so two calls in one process never return the same string even within
/// one clock tick.
public enum ProcessUniqueString {
    private static let counter = Atomic<UInt64>(0)

    /// A string no other call in this process, or any process on another host or with another
    /// pid at the same time, returns.
    public static func next() -> String {
        let sequence = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        let nanoseconds = UInt64(truncatingIfNeeded: Int64(spec.tv_sec) &* 1_000_000_000 &+ Int64(spec.tv_nsec))
        return make(host: hostName, processID: Int(getpid()), nanoseconds: nanoseconds, counter: sequence)
    }

    /// The string for given parts: `<host>_<pid>_<nanoseconds hex>_<counter hex>`.
    public static func make(host: String, processID: Int, nanoseconds: UInt64, counter: UInt64) -> String {
        "\(host)_\(processID)_\(String(nanoseconds, radix: 16))_\(String(counter, radix: 16))"
    }

    /// This machine's host name, read once.
    public static let hostName: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}

import WorkerThreads

/// `--memory-limit` against the memory this process may use (``MemoryAvailable``): a limit
/// above it would let the run reserve what the machine or its cgroup cannot give, and end in
/// an allocation failure or the OOM killer instead of spilling. Such a limit is lowered to the
/// default (three quarters of what is available), with one line on standard error naming both
/// figures and where the smaller one comes from.
enum MemoryLimitFit {
    /// `requested`, or the default limit when `requested` is more than `available` allows;
    /// the note to print then.
    static func fit(_ requested: Int, command: String, available: MemoryAvailable = .current) -> (limit: Int, note: String?) {
        guard requested > available.bytes else { return (requested, nil) }
        let lowered = available.defaultLimit
        let note =
            "openudid \(command): --memory-limit \(size(requested)) is more than the \(size(available.bytes)) this process "
            + "may use (\(available.source)); using \(size(lowered))"
        return (lowered, note)
    }

    /// Bytes as the option writes them: whole tebibytes, gibibytes or mebibytes when exact,
    /// else gibibytes (or mebibytes below one) with one decimal.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 40 && bytes % (1 << 40) == 0 { return "\(bytes >> 40)T" }
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30)G" }
        if bytes % (1 << 20) == 0 && bytes < 1 << 30 { return "\(bytes >> 20)M" }
        let unit = bytes >= 1 << 30 ? (1 << 30, "G") : (1 << 20, "M")
        return "\((Double(bytes) / Double(unit.0) * 10).rounded() / 10)\(unit.1)"
    }
}

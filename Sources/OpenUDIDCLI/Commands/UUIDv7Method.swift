import OpenUDIDCore

/// The `--method` of `openudid uuid --v7`: how UUIDs within one millisecond are ordered
/// (RFC 9562 §6.2), named as the command line writes it.
enum UUIDv7Method: String, CaseIterable, Sendable {
    /// Method 1: ``OpenUDIDCore/UUIDv7Generator/Monotonicity/counter(_:)``.
    case counter
    /// Method 3: ``OpenUDIDCore/UUIDv7Generator/Monotonicity/subMillisecond``.
    case subms
    /// ``OpenUDIDCore/UUIDv7Generator/Monotonicity/random``.
    case random

    /// The generator of this method with a counter of `counterBits` (counter only): one of the
    /// process-wide shared generators where there is one, so that UUIDs increase across the
    /// whole process as well as within the run.
    func generator(counterBits: Int) throws(CommandFailure) -> UUIDv7Generator {
        switch self {
        case .subms:
            return .shared
        case .random:
            return .sharedRandom
        case .counter:
            let width: UUIDv7Generator.CounterWidth
            do {
                width = try UUIDv7Generator.CounterWidth(bits: counterBits)
            } catch {
                throw .usage("--counter-bits: \(error)")
            }
            return width == .standard ? .sharedCounter : UUIDv7Generator(monotonicity: .counter(width))
        }
    }
}

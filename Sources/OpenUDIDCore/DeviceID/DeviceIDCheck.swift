/// The verdict of ``DeviceIDTool/checkDeviceIdAvailable(_:)`` with the reason behind it.
@frozen
public struct DeviceIDCheck: Sendable, Hashable, CustomStringConvertible {
    /// Why the ID is or is not available.
    public var reason: Reason
    /// The ID's length in UTF-16 units (0 for `nil`).
    public var length: Int

    /// Why an ID passes or fails the check.
    @frozen
    public enum Reason: Sendable, Hashable {
        /// The ID is its first `length - 5` units with their check suffix appended.
        case valid
        /// Not longer than the five-unit suffix (`nil` and empty included).
        case tooShort
        /// The part before the suffix is 20 units or fewer, so `encryptUUID:` returns it
        /// unchanged and the source's `![encrypt isEqualToString:uuid]` fails.
        case noDigest
        /// The last five units are `found`, not the `expected` suffix. `found` is shown with any
        /// half of a surrogate pair replaced by U+FFFD.
        case digestMismatch(expected: String, found: String)
        /// The 8- or 10-unit prefix splits a surrogate pair: the source crashes
        /// (``DeviceIDError/unencodablePrefix(length:)``); the check answers no.
        case unencodablePrefix(length: Int)
    }

    /// Creates a verdict.
    @inlinable
    public init(reason: Reason, length: Int) {
        self.reason = reason
        self.length = length
    }

    /// `checkDeviceIdAvailable:` answered YES.
    @inlinable
    public var isAvailable: Bool { reason == .valid }

    /// A short stable name for the reason: `valid`, `too-short`, `no-digest`,
    /// `digest-mismatch` or `unencodable-prefix`.
    public var code: String {
        switch reason {
        case .valid: return "valid"
        case .tooShort: return "too-short"
        case .noDigest: return "no-digest"
        case .digestMismatch: return "digest-mismatch"
        case .unencodablePrefix: return "unencodable-prefix"
        }
    }

    /// A sentence explaining the verdict.
    public var description: String {
        switch reason {
        case .valid:
            return "valid: the last \(DeviceIDTool.suffixLength) units are the check suffix of the rest"
        case .tooShort:
            return "too short: \(length) UTF-16 units, need more than \(DeviceIDTool.suffixLength)"
        case .noDigest:
            return
                "no digest: the \(length - DeviceIDTool.suffixLength) units before the suffix are not more than \(DeviceIDTool.minimumLengthExcluded)"
        case let .digestMismatch(expected, found):
            return "digest mismatch: ends in '\(found)', expected '\(expected)'"
        case let .unencodablePrefix(prefix):
            return "the first \(prefix) UTF-16 units split a surrogate pair (the source crashes: UTF8String is NULL)"
        }
    }
}

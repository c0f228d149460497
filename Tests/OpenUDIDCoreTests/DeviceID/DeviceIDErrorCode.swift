@testable import OpenUDIDCore

// The vectors name errors as "code:length", the form the Python script writes.
extension DeviceIDError {
    var vectorCode: String {
        switch self {
        case let .shorterThanSuffix(length): return "shorter-than-suffix:\(length)"
        case let .unencodablePrefix(length), let .unencodableStoreValue(_, length): return "unencodable-prefix:\(length)"
        case let .unrepresentableResult(length): return "unrepresentable-result:\(length)"
        }
    }
}

extension DeviceIDCheck {
    var vectorCode: String {
        if case let .unencodablePrefix(length) = reason { return "unencodable-prefix:\(length)" }
        return code
    }
}

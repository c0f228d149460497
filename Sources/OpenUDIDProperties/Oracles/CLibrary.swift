import Foundation
import Platform

/// A C library used as an oracle, opened with `dlopen` when first asked for, so that nothing
/// outside the toolchain is linked: where the library is missing, its oracle is skipped and a
/// note says so once (on standard error), and the other properties still run.
///
/// The benchmark peers open their libraries the same way (`Benchmarks/Peers`); the fuzz
/// properties keep this small copy of their own so that no fuzz binary links the benchmarks.
struct CLibrary: @unchecked Sendable {
    /// The `dlopen` handle, never closed: the functions looked up point into it.
    private let handle: UnsafeMutableRawPointer

    /// The first of `names` that `dlopen` opens, or why none did.
    static func open(_ names: [String]) -> Result<CLibrary, OracleUnavailable> {
        var reasons: [String] = []
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return .success(CLibrary(handle: handle)) }
            reasons.append(dlerror().map { String(cString: $0) } ?? "\(name) not found")
        }
        return .failure(OracleUnavailable(reasons.joined(separator: "; ")))
    }

    /// The function `symbol` as the `@convention(c)` type `type`, which the caller vouches for.
    func function<Function>(_ symbol: String, as type: Function.Type) -> Result<Function, OracleUnavailable> {
        guard let address = dlsym(handle, symbol) else { return .failure(OracleUnavailable("no symbol \(symbol)")) }
        return .success(unsafeBitCast(address, to: type))
    }
}

/// Why an oracle is skipped on this machine.
struct OracleUnavailable: Error, Sendable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Loads an oracle once; when it is unavailable, prints `note: <name> oracle skipped: <why>`
/// to standard error the first time, and gives `nil` from then on.
func loadOracle<Oracle>(_ name: String, _ load: () -> Result<Oracle, OracleUnavailable>) -> Oracle? {
    switch load() {
    case let .success(oracle):
        return oracle
    case let .failure(reason):
        FileHandle.standardError.write(Data("note: \(name) oracle skipped: \(reason)\n".utf8))
        return nil
    }
}

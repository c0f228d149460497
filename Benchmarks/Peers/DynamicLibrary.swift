#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A C library opened at run time, so that the package links nothing outside the toolchain:
/// when the library is missing, its peers are reported unavailable instead of the build
/// failing.
struct DynamicLibrary: @unchecked Sendable {
    /// The `dlopen` handle. Never closed: the peers' function pointers point into it.
    let handle: UnsafeMutableRawPointer
    /// The name that opened.
    let name: String

    /// Opens the first of `candidates` that `dlopen` finds.
    static func open(_ candidates: [String]) -> Result<DynamicLibrary, PeerUnavailable> {
        var errors: [String] = []
        for name in candidates {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                return .success(DynamicLibrary(handle: handle, name: name))
            }
            errors.append(dlerror().map { String(cString: $0) } ?? "\(name): not found")
        }
        return .failure(PeerUnavailable(errors.joined(separator: "; ")))
    }

    /// The function `symbol`, typed as the `@convention(c)` function type `type`.
    ///
    /// The caller vouches that `type` matches the C prototype; nothing can check it.
    func function<Function>(_ symbol: String, as type: Function.Type) throws(PeerUnavailable) -> Function {
        guard let address = dlsym(handle, symbol) else {
            throw PeerUnavailable("\(name): no symbol \(symbol)")
        }
        return unsafeBitCast(address, to: type)
    }
}

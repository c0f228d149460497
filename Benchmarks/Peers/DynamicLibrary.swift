import Platform
import Synchronization

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

    /// Opens a second, private copy of this library, with `environment` added to the process
    /// environment while the copy loads and initialises, then taken out again.
    ///
    /// For a library that reads its configuration from the environment once, when it is
    /// initialised (OpenSSL and `OPENSSL_ia32cap`): the copy is initialised with the setting,
    /// this library is not (and was not before), and both run side by side in one process, so
    /// their calls can be timed interleaved. The dynamic loader maps a file once, so the copy
    /// is loaded from an anonymous in-memory file holding the same bytes (`memfd_create`,
    /// opened as `/proc/self/fd/N`); it shares this process's C library and other
    /// dependencies, and its own symbols bind to itself (`RTLD_LOCAL`). It is never closed, nor is
    /// its in-memory file. Linux only.
    ///
    /// (A second link-map namespace, `dlmopen`, would also give a second copy, but with a second
    /// C library whose thread-specific keys collide with the first one's: OpenSSL crashed there
    /// in a Swift process, reading another library's key as its lock.)
    ///
    /// - Parameter symbol: any symbol of this library, to find its file (`dladdr`).
    func openPrivateCopy(locatedBy symbol: String, environment: [String: String]) -> Result<DynamicLibrary, PeerUnavailable> {
        #if os(Linux)
        // `dladdr` and `memfd_create` are GNU extensions that the Glibc module does not import.
        typealias MemoryFile = @convention(c) (UnsafePointer<CChar>?, UInt32) -> Int32
        typealias AddressInfo = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
        guard let program = dlopen(nil, RTLD_NOW), let create = dlsym(program, "memfd_create"),
            let describe = dlsym(program, "dladdr")
        else {
            return .failure(PeerUnavailable("no memfd_create or dladdr in the C library"))
        }
        var info = SymbolInfo()
        guard let address = dlsym(handle, symbol),
            withUnsafeMutableBytes(of: &info, { unsafeBitCast(describe, to: AddressInfo.self)(address, $0.baseAddress) }) != 0,
            let file = info.file
        else {
            return .failure(PeerUnavailable("\(name): cannot find its file through \(symbol)"))
        }
        let path = String(cString: file)
        let copy = unsafeBitCast(create, to: MemoryFile.self)("private-\(name)", 1 /* MFD_CLOEXEC */)
        guard copy >= 0 else { return .failure(PeerUnavailable("memfd_create: \(systemErrorMessage(errno))")) }
        guard Self.copyFile(path, to: copy) else {
            close(copy)
            return .failure(PeerUnavailable("cannot copy \(path) into memory"))
        }
        let previous = environment.keys.map { ($0, getenv($0).map { String(cString: $0) }) }
        for (key, value) in environment { setenv(key, value, 1) }
        let opened = dlopen("/proc/self/fd/\(copy)", RTLD_NOW | RTLD_LOCAL)
        for (key, value) in previous {
            if let value { setenv(key, value, 1) } else { unsetenv(key) }
        }
        let error = dlerror().map { String(cString: $0) }
        guard let opened else {
            close(copy)
            return .failure(PeerUnavailable("dlopen of a copy of \(path): \(error ?? "failed")"))
        }
        // The descriptor stays open, like the library: closed, its number would be reused by the
        // next copy, and the loader, finding the path `/proc/self/fd/N` already loaded, would
        // return the earlier copy (it did: two copies with different `OPENSSL_ia32cap` masks
        // ran the same code).
        let isNew = Self.privateCopies.withLock { $0.insert(UInt(bitPattern: opened)).inserted }
        guard opened != handle, isNew else {
            return .failure(PeerUnavailable("the loader returned an earlier copy of \(path)"))
        }
        return .success(DynamicLibrary(handle: opened, name: name + " (private copy)"))
        #else
        return .failure(PeerUnavailable("a private copy of a library is made on Linux only"))
        #endif
    }

    #if os(Linux)
    /// The handles of every private copy opened so far, so that a copy is never handed out twice.
    private static let privateCopies = Mutex<Set<UInt>>([])

    /// `Dl_info` of `<dlfcn.h>`: what `dladdr` says about an address.
    private struct SymbolInfo {
        var file: UnsafePointer<CChar>? = nil
        var fileBase: UnsafeMutableRawPointer? = nil
        var symbolName: UnsafePointer<CChar>? = nil
        var symbolAddress: UnsafeMutableRawPointer? = nil
    }

    /// Copies the file at `path` into the open descriptor `destination`.
    private static func copyFile(_ path: String, to destination: Int32) -> Bool {
        let source = Platform.open(path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { return false }
        defer { close(source) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return false }
            if count == 0 { return true }
            var written = 0
            while written < count {
                let step = chunk.withUnsafeBytes { write(destination, $0.baseAddress! + written, count - written) }
                if step < 0 && errno == EINTR { continue }
                if step <= 0 { return false }
                written += step
            }
        }
    }
    #endif

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

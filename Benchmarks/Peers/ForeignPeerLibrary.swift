import Foundation
import Platform

/// A shared library of peers written in another language (Rust's `uuid` crate, Go's
/// `google/uuid`), built by `Benchmarks/CrossLanguage/build-peers.sh` and opened with `dlopen`,
/// so that the suite times them in its own process, interleaved with ours, like libuuid.
///
/// Each operation is two C functions: one that performs it once and hands back its result (for
/// the check before timing), and one, `…_run(iterations, …)`, that loops over it in the peer's
/// own language, so that a batch crosses the language boundary once.
///
/// The libraries are looked for in `$OPENUDID_BENCH_PEERS` when it is set (and only there), else
/// in `.build-crosslang/peers` under the current directory, then under the package that built
/// this executable (`<package>/.build/<triple>/release/openudid-bench`). A library not found,
/// or one that fails to load, makes its peers "unavailable" with the reason and the command
/// that builds it.
package struct ForeignPeerLibrary: @unchecked Sendable {
    private let library: DynamicLibrary
    /// The compiler that built the library (`rustc 1.95.0`, `go1.19.8`), as it reports it.
    package let compiler: String
    /// The path that was opened.
    package var path: String { library.name }
    /// A running count of the allocations its runtime makes without `malloc`, for the allocation
    /// counter (``Workload/runtimeAllocations``): Go's `openudid_go_heap_allocations`; `nil` for
    /// Rust, whose allocations go through `malloc` and are counted already.
    package let runtimeAllocations: ForeignFunction.Count?

    /// The Rust peers, `libopenudid_rust_peers.so`, opened on first use.
    package static let rust = locate("libopenudid_rust_peers.so", compilerSymbol: "openudid_rust_compiler", allocationSymbol: nil)
    /// The Go peers, `libopenudid_go_peers.so`, opened on first use. Loading it starts the Go
    /// runtime's threads in this process.
    package static let go = locate(
        "libopenudid_go_peers.so", compilerSymbol: "openudid_go_compiler", allocationSymbol: "openudid_go_heap_allocations")

    /// The function `symbol`, typed as the `@convention(c)` function type `type`; the caller
    /// vouches that the type matches the library's definition.
    package func function<Function>(_ symbol: String, as type: Function.Type) throws(PeerUnavailable) -> Function {
        try library.function(symbol, as: type)
    }

    /// The folders searched, in order.
    package static var searchPath: [String] {
        if let folder = ProcessInfo.processInfo.environment["OPENUDID_BENCH_PEERS"], !folder.isEmpty {
            return [folder]
        }
        var folders = [FileManager.default.currentDirectoryPath + "/.build-crosslang/peers"]
        // <package>/.build/<triple>/release/openudid-bench: three folders up is the package.
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let package = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let besideBuild = package.path + "/.build-crosslang/peers"
        if !folders.contains(besideBuild) { folders.append(besideBuild) }
        return folders
    }

    private static func locate(
        _ file: String, compilerSymbol: String, allocationSymbol: String?
    ) -> Result<ForeignPeerLibrary, PeerUnavailable> {
        let folders = searchPath
        guard let found = folders.map({ $0 + "/" + file }).first(where: { access($0, R_OK) == 0 }) else {
            return .failure(
                PeerUnavailable(
                    "\(file) not found in \(folders.joined(separator: ", ")): build it with Benchmarks/CrossLanguage/build-peers.sh"))
        }
        return Result { () throws(PeerUnavailable) in
            let library = try DynamicLibrary.open([found]).get()
            typealias Describe = @convention(c) () -> UnsafePointer<CChar>?
            let compiler = try library.function(compilerSymbol, as: Describe.self)().map { String(cString: $0) } ?? "unknown"
            let allocations = try allocationSymbol.map { symbol throws(PeerUnavailable) in
                try library.function(symbol, as: ForeignFunction.Count.self)
            }
            return ForeignPeerLibrary(library: library, compiler: compiler, runtimeAllocations: allocations)
        }
    }
}

/// The C shapes of the peer libraries' functions (`Benchmarks/CrossLanguage/rust/src/lib.rs`,
/// `go/library/peers.go`).
package enum ForeignFunction {
    /// `…_run(iterations)`.
    package typealias Run = @convention(c) (UInt64) -> Void
    /// `…_run(iterations, input)`: an input of a size both sides know (16 bytes of a UUID, 64 of them).
    package typealias RunWithInput = @convention(c) (UInt64, UnsafeRawPointer?) -> Void
    /// `…_run(iterations, bytes, count)`.
    package typealias RunWithBytes = @convention(c) (UInt64, UnsafeRawPointer?, Int) -> Void
    /// A result into 16 bytes.
    package typealias Make = @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// A result into 16 bytes; 0 when made.
    package typealias MakeOrFail = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    /// A result of a fixed-size input (a node, a UUID, a text) into a fixed-size output.
    package typealias Transform = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
    /// A result of `count` bytes into a fixed-size output.
    package typealias Digest = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> Void
    /// A parse of `count` bytes into 16; 0 when parsed.
    package typealias Parse = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32
    /// A count read from the peer's runtime (Go's heap allocations).
    package typealias Count = @convention(c) () -> UInt64
    /// The real-time clock, in nanoseconds since 1970, into 8 bytes.
    package typealias Clock = @convention(c) (UnsafeMutablePointer<UInt64>?) -> Void
}

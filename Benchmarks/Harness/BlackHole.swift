// The optimizer must neither delete work whose result nobody reads, nor hoist work on an input
// it can prove constant out of the timed loop. Both helpers below pass the address of a copy
// of the value to `clobber`, a function the optimizer cannot see into: it must assume the call
// reads the value (so `blackHole`'s value has to be computed) and may change it (so
// `identity`'s result has to be reloaded, and anything computed from it redone). This is the
// `DoNotOptimize` idea of Google Benchmark, with an opaque call in place of an empty `asm`
// statement.
//
// The helpers are inlined and specialized in the caller, so a value costs one store, one call
// and one load whatever its type. (They used to be unspecialized generic functions: copying a
// 16-byte `RFCUUID` through its type metadata cost more than parsing one; the
// `harness/overhead` row, which measured them on an `Int`, hid that.) `clobber` is
// `@inline(never) @_optimize(none)` and not inlinable: its body, empty, is invisible to
// callers in other modules and left unanalysed in this one. To check that they work,
// disassemble a workload closure of a release build: every iteration calls `clobber` around
// the measured function (Benchmarks/README.md shows how).

/// Consumes `value` in a way the optimizer cannot prove useless, so the computation that
/// produced it stays in the timed loop.
///
/// ```swift
/// for _ in 0..<iterations { blackHole(MD5.hash(bufferPointer: input)) }
/// ```
@inlinable @inline(__always)
package func blackHole<T>(_ value: T) {
    var escaped = value
    withUnsafeMutableBytes(of: &escaped) { clobber($0.baseAddress) }
}

/// Returns `value` unchanged, hiding from the optimizer that it is unchanged, so work on a
/// constant input is redone in every iteration instead of being hoisted out of the loop.
///
/// ```swift
/// for _ in 0..<iterations { blackHole(MD5.hash(bufferPointer: identity(input))) }
/// ```
@inlinable @inline(__always)
package func identity<T>(_ value: T) -> T {
    var laundered = value
    withUnsafeMutableBytes(of: &laundered) { clobber($0.baseAddress) }
    return laundered
}

/// Hides `value` from the optimizer in place, without copying it: the optimizer must assume
/// that it was read and may have changed, so work on it is redone, as with ``identity(_:)``, but a
/// reference-counted value (a `String`) is neither retained nor released, as a caller who parses a
/// string it holds does not retain it. Rust's `black_box(text.as_str())` costs the same: an
/// address handed to code the compiler cannot see.
///
/// ```swift
/// var text = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
/// for _ in 0..<iterations { launder(&text); blackHole(try? RFCUUID(parsing: text)) }
/// ```
@inlinable @inline(__always)
package func launder<T>(_ value: inout T) {
    withUnsafeMutablePointer(to: &value) { clobber(UnsafeMutableRawPointer($0)) }
}

/// Does nothing, unseen: callers must assume it reads and writes the bytes at `address`.
@usableFromInline @inline(never) @_optimize(none)
package func clobber(_ address: UnsafeMutableRawPointer?) {
    _ = address
}

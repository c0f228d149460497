// The optimizer must neither delete work whose result nobody reads, nor hoist work on an input
// it can prove constant out of the timed loop. Two functions it cannot see into do both:
// `blackHole` consumes a value, `identity` launders one.
//
// `@inline(never)` keeps each call a call; `@_optimize(none)` keeps the body unanalysed, so
// the caller cannot learn that `blackHole` has no effect or that `identity` returns its
// argument (an empty `@inline(never)` function whose body the optimizer sees may be found
// effect-free and its call dropped). Being generic and unspecialized, they cost a call with type metadata, a few
// nanoseconds: the suite's `harness/overhead` row measures exactly that floor. To check that
// they work, disassemble a workload closure of a release build: every iteration calls
// `identity`, then the measured function, then `blackHole` (Benchmarks/README.md shows how).

/// Consumes `value` in a way the optimizer cannot prove useless, so the computation that
/// produced it stays in the timed loop.
///
/// ```swift
/// for _ in 0..<iterations { blackHole(MD5.hash(bufferPointer: input)) }
/// ```
@inline(never) @_optimize(none)
public func blackHole<T>(_ value: T) {
    _ = value
}

/// Returns `value` unchanged, hiding from the optimizer that it is unchanged, so work on a
/// constant input is redone in every iteration instead of being hoisted out of the loop.
///
/// ```swift
/// for _ in 0..<iterations { blackHole(MD5.hash(bufferPointer: identity(input))) }
/// ```
@inline(never) @_optimize(none)
public func identity<T>(_ value: T) -> T {
    value
}

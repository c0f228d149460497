// The optimizer must neither delete the work whose result nobody reads, nor hoist work on an
// input it can prove constant out of the timed loop. Two functions it cannot see into do both:
// `blackHole` consumes a value, `identity` launders one.
//
// `@inline(never)` keeps the call; `@_optimize(none)` keeps the body (and its effects)
// opaque to the caller's analyses, which otherwise see through an empty function and drop the
// call together with the computation feeding it. Both live in this module, and the package is
// built without cross-module optimization of their bodies because `@_optimize(none)` functions
// are never serialized for inlining. `Benchmarks/README.md` shows the check that the pair
// works: the suite's `harness/overhead` row costs a few nanoseconds, and MD5 rows scale with
// the input length instead of collapsing to that floor.

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

// Cache hints the Swift standard library does not offer: a prefetch of a line about to be
// written.
//
// A `static inline` C function is emitted into the Swift module that calls it, so the hint
// costs one instruction where it is used (`prefetcht0` on x86-64, `prfm pstl1keep` on ARM64).
// Calling LLVM's `llvm.prefetch` directly from Swift (`@_silgen_name`) breaks a
// ThreadSanitizer build, which emits the call as an `invoke` that LLVM refuses for an
// intrinsic; from C it is always a plain call.
#ifndef OPENUDID_CACHE_HINTS_H
#define OPENUDID_CACHE_HINTS_H

/// Asks for the cache line holding `address`, to be written soon, kept in every cache level.
/// A hint: nothing is read or written, and an address past the end of a buffer (or unmapped)
/// does not fault.
static inline void openudid_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif

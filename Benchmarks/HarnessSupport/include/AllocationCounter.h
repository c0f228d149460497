// Counting the heap calls of this process, only while a counting pass runs.
//
// At the start of a pass, every loaded object's pointers to malloc, calloc, realloc, free,
// posix_memalign, aligned_alloc, memalign, valloc and pvalloc (its GOT entries: the
// R_X86_64_JUMP_SLOT and R_X86_64_GLOB_DAT relocations of those symbols) are pointed at
// counting versions of the functions, which add one to a relaxed atomic counter and forward
// to glibc's own entry points (__libc_malloc, …); at the end of the pass they are put back.
// Outside a pass nothing stands between a caller and glibc, so the timed samples pay nothing.
// (Defining malloc & co. in the executable would interpose them for the whole run; that extra
// hop cost about a tenth of a row that makes one String: Benchmarks/records/choices-in-the-code.md.)
//
// Counted: calls made through an object's GOT, which is how the Swift runtime, Foundation,
// the C peers and glibc's own functions that allocate (strdup, fopen, …) reach the allocator.
// Not counted: the dynamic loader's own allocations. Not available (the functions below say
// so) in builds with Address or Thread Sanitizer, which bring their own allocator, outside
// x86-64 Linux with glibc, or when built with -Xcc -DOPENUDID_NO_ALLOCATION_COUNTER.
#ifndef OPENUDID_ALLOCATION_COUNTER_H
#define OPENUDID_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// What one counting pass saw.
typedef struct {
    /// Calls that allocate: malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign,
    /// valloc, pvalloc.
    uint64_t allocations;
    /// Calls of free with a pointer other than NULL.
    uint64_t frees;
} openudid_allocation_counts;

/// Whether this build can count at all (x86-64 Linux with glibc, no sanitizer).
bool openudid_allocation_counter_compiled(void);

/// Zeroes the counts, redirects the allocation functions of every loaded object to the
/// counting versions, and starts counting the calls of every thread (`allThreads`) or of the
/// calling thread alone. Returns false when nothing could be redirected (the counts will then
/// stay 0). One pass at a time: the caller serialises passes, and ends every pass it begins.
bool openudid_allocation_counting_begin(bool allThreads);

/// Puts every redirected pointer back, stops counting and returns what was counted since the
/// matching begin.
openudid_allocation_counts openudid_allocation_counting_end(void);

#endif

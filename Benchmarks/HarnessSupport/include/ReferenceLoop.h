// A fixed piece of C work that touches no memory and calls nothing: the yardstick of a
// process's speed. Timed interleaved with our rows in the same process (`harness/c-loop`), it
// moves only with what moves every instruction: the core's clock, another tenant of the host,
// the core the process runs on. When our time changes between two fresh processes and this
// loop's does not, the change is ours; when both change alike, it is the host's.
#ifndef OPENUDID_REFERENCE_LOOP_H
#define OPENUDID_REFERENCE_LOOP_H

#include <stdint.h>

/// `iterations` steps of a 64-bit xorshift-multiply chain (each step depends on the last: about
/// 6 cycles, one multiply, three shifts, three XORs, no branch but the loop's); returns the
/// final value so that nothing is left out.
uint64_t openudid_reference_loop(uint64_t iterations, uint64_t seed);

/// `iterations` copies of 256 bytes between two 4 KiB buffers of the library's own, which stay
/// in the first-level cache: loads and stores and nothing else. The second yardstick of
/// `openudid-bench --yardsticks`: on the development VMs its time moved by a third between
/// windows of seconds while the arithmetic chain's did not (Benchmarks/README.md, "The host's
/// share"), so the two together tell a host that disturbs memory access from one whose clock
/// moves.
void openudid_reference_copies(uint64_t iterations);

#endif

#include "ReferenceLoop.h"

#include <string.h>

uint64_t openudid_reference_loop(uint64_t iterations, uint64_t seed) {
    uint64_t x = seed | 1;
    for (uint64_t i = 0; i < iterations; i++) {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        x *= 0x2545F4914F6CDD1Dull;
    }
    return x;
}

static unsigned char copy_source[4096] __attribute__((aligned(64)));
static unsigned char copy_target[4096] __attribute__((aligned(64)));

void openudid_reference_copies(uint64_t iterations) {
    for (uint64_t i = 0; i < iterations; i++) {
        // Places 8 bytes apart, so that the copies are unaligned as often as a workload's are.
        memcpy(copy_target + (i & 63) * 8, copy_source + ((i * 7) & 63) * 8, 256);
        // The copy is used: the compiler may not drop or merge it.
        __asm__ volatile("" : : "r"(copy_target) : "memory");
    }
}

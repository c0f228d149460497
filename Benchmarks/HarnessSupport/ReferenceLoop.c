#include "ReferenceLoop.h"

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

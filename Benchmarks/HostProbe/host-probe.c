// The host's share, without Swift: five fixed kinds of C work timed in 2 ms batches, one batch
// of each in turn, for a given time, in one process. Nothing here allocates or calls out while
// timed. When the kinds move apart between windows of a few seconds (the copies slower while the
// arithmetic is not), the host is disturbing memory access: no code of ours runs in this process.
//
//   cc -O2 -o host-probe host-probe.c && ./host-probe SECONDS > rounds.txt
//
// Prints one line per round: seconds since the start, then ns per step of each kind.
// Benchmarks/HostProbe/run.sh builds it, runs it and summarises the rounds by window.
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static volatile uint64_t sink;

// One dependent chain: about one instruction a cycle, moves with the core's clock.
__attribute__((noinline)) static void chain(long n) {
    uint64_t x = (uint64_t)n | 1;
    for (long i = 0; i < n; i++) {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        x *= 0x2545F4914F6CDD1Dull;
    }
    sink = x;
}

// Four independent chains: several instructions a cycle, sensitive to a neighbour sharing the
// core's ports.
__attribute__((noinline)) static void wide(long n) {
    uint64_t a = (uint64_t)n | 1, b = a * 3, c = a * 5, d = a * 7;
    for (long i = 0; i < n; i++) {
        a ^= a >> 12; b ^= b >> 13; c ^= c >> 11; d ^= d >> 14;
        a += b; c += d; b ^= a << 3; d ^= c << 5;
    }
    sink = a ^ b ^ c ^ d;
}

// A ChaCha-like quarter round on 512-bit vectors.
__attribute__((noinline, target("avx512f"))) static void vector512(long n) {
    __m512i a = _mm512_set1_epi32((int)n), b = _mm512_set1_epi32(3), c = _mm512_set1_epi32(5), d = _mm512_set1_epi32(7);
    for (long i = 0; i < n; i++) {
        a = _mm512_add_epi32(a, b); d = _mm512_xor_si512(d, a); d = _mm512_rol_epi32(d, 16);
        c = _mm512_add_epi32(c, d); b = _mm512_xor_si512(b, c); b = _mm512_rol_epi32(b, 12);
    }
    sink = (uint64_t)_mm512_reduce_add_epi32(_mm512_add_epi32(_mm512_add_epi32(a, b), _mm512_add_epi32(c, d)));
}

// The same on 256-bit vectors.
__attribute__((noinline, target("avx2"))) static void vector256(long n) {
    __m256i a = _mm256_set1_epi32((int)n), b = _mm256_set1_epi32(3), c = _mm256_set1_epi32(5), d = _mm256_set1_epi32(7);
    for (long i = 0; i < n; i++) {
        a = _mm256_add_epi32(a, b); d = _mm256_xor_si256(d, a);
        d = _mm256_or_si256(_mm256_slli_epi32(d, 16), _mm256_srli_epi32(d, 16));
        c = _mm256_add_epi32(c, d); b = _mm256_xor_si256(b, c);
        b = _mm256_or_si256(_mm256_slli_epi32(b, 12), _mm256_srli_epi32(b, 20));
    }
    __m256i s = _mm256_add_epi32(_mm256_add_epi32(a, b), _mm256_add_epi32(c, d));
    sink = (uint64_t)_mm256_extract_epi32(s, 0);
}

// Copies of 256 bytes between two 4 KiB buffers, which stay in the first-level cache.
static unsigned char source[4096] __attribute__((aligned(64))), target[4096] __attribute__((aligned(64)));
__attribute__((noinline)) static void copies(long n) {
    for (long i = 0; i < n; i++) {
        memcpy(target + (i & 63) * 8, source + ((i * 7) & 63) * 8, 256);
        __asm__ volatile("" : : "r"(target) : "memory");
    }
}

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 60;
    void (*kinds[5])(long) = {chain, wide, vector512, vector256, copies};
    const char *names[5] = {"chain", "wide", "avx512", "avx2", "copies"};
    long steps[5];
    for (int k = 0; k < 5; k++) {
        steps[k] = 1000;
        for (;;) {
            double t = now_ns();
            kinds[k](steps[k]);
            if (now_ns() - t > 2e6) break;
            steps[k] *= 2;
        }
    }
    printf("seconds");
    for (int k = 0; k < 5; k++) printf(" %s", names[k]);
    printf("\n");
    double start = now_ns();
    while (now_ns() - start < seconds * 1e9) {
        printf("%.3f", (now_ns() - start) / 1e9);
        for (int k = 0; k < 5; k++) {
            double t = now_ns();
            kinds[k](steps[k]);
            printf(" %.4f", (now_ns() - t) / steps[k]);
        }
        printf("\n");
    }
    return 0;
}

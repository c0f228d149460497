#include "ChaCha20Kernels.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

// XCR0, the register that says which register states the system saves on a context switch.
static uint64_t extended_control_register(void) {
    uint32_t low, high;
    __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    return ((uint64_t)high << 32) | low;
}

int openudid_chacha20_kernels(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    // OSXSAVE (ECX bit 27): XGETBV may be read; AVX (bit 28).
    if (!(ecx & (1u << 27)) || !(ecx & (1u << 28))) return 0;
    uint64_t xcr0 = extended_control_register();
    // XMM and YMM state saved (bits 1 and 2).
    if ((xcr0 & 0x6) != 0x6) return 0;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    int kernels = 0;
    if (ebx & (1u << 5)) kernels |= 1;  // AVX2
    // AVX-512F (EBX bit 16), and the opmask and upper ZMM states saved too (bits 5, 6, 7).
    if ((ebx & (1u << 16)) && (xcr0 & 0xE6) == 0xE6) kernels |= 2;
    return kernels;
}

// The RFC's "expand 32-byte k".
#define SIGMA0 0x61707865
#define SIGMA1 0x3320646e
#define SIGMA2 0x79622d32
#define SIGMA3 0x6b206574

// One quarter-round on four state vectors (RFC 8439 §2.1), for any vector width: ADD, XOR and
// ROTATE are the width's operations.
#define QUARTER_ROUND(a, b, c, d)                                                                    \
    do {                                                                                             \
        a = ADD(a, b); d = XOR(d, a); d = ROTATE(d, 16);                                             \
        c = ADD(c, d); b = XOR(b, c); b = ROTATE(b, 12);                                             \
        a = ADD(a, b); d = XOR(d, a); d = ROTATE(d, 8);                                              \
        c = ADD(c, d); b = XOR(b, c); b = ROTATE(b, 7);                                              \
    } while (0)

// Ten double rounds: the columns, then the diagonals (RFC 8439 §2.3).
#define TWENTY_ROUNDS(x)                                                                             \
    for (int round = 0; round < 10; round++) {                                                       \
        QUARTER_ROUND(x[0], x[4], x[8], x[12]);                                                      \
        QUARTER_ROUND(x[1], x[5], x[9], x[13]);                                                      \
        QUARTER_ROUND(x[2], x[6], x[10], x[14]);                                                     \
        QUARTER_ROUND(x[3], x[7], x[11], x[15]);                                                     \
        QUARTER_ROUND(x[0], x[5], x[10], x[15]);                                                     \
        QUARTER_ROUND(x[1], x[6], x[11], x[12]);                                                     \
        QUARTER_ROUND(x[2], x[7], x[8], x[13]);                                                      \
        QUARTER_ROUND(x[3], x[4], x[9], x[14]);                                                      \
    }

// --- AVX-512: sixteen lanes, one register per state word ---------------------------------------

#define ADD(a, b) _mm512_add_epi32(a, b)
#define XOR(a, b) _mm512_xor_si512(a, b)
#define ROTATE(v, n) _mm512_rol_epi32(v, n)

__attribute__((target("avx512f"))) void openudid_chacha20_blocks_avx512(
    const uint32_t *key, const uint32_t *nonce, uint32_t counter, void *first, void *rest) {
    __m512i input[16], x[16];
    input[0] = _mm512_set1_epi32(SIGMA0);
    input[1] = _mm512_set1_epi32(SIGMA1);
    input[2] = _mm512_set1_epi32(SIGMA2);
    input[3] = _mm512_set1_epi32(SIGMA3);
    for (int word = 0; word < 8; word++) input[4 + word] = _mm512_set1_epi32((int)key[word]);
    // Lane j is block counter + j; the addition wraps as the RFC's 32-bit counter does.
    input[12] = _mm512_add_epi32(_mm512_set1_epi32((int)counter),
                                 _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    for (int word = 0; word < 3; word++) input[13 + word] = _mm512_set1_epi32((int)nonce[word]);
    for (int word = 0; word < 16; word++) x[word] = input[word];
    TWENTY_ROUNDS(x)
    _mm512_storeu_si512(first, ADD(x[0], input[0]));
    for (int word = 1; word < 16; word++) {
        _mm512_storeu_si512((char *)rest + 64 * (word - 1), ADD(x[word], input[word]));
    }
}

#undef ADD
#undef XOR
#undef ROTATE

// --- AVX2: eight lanes, so the sixteen blocks in two halves ------------------------------------

#define ADD(a, b) _mm256_add_epi32(a, b)
#define XOR(a, b) _mm256_xor_si256(a, b)
// Rotations by 16 and 8 move whole bytes: one byte shuffle. The others: two shifts and an OR.
#define ROTATE(v, n)                                                                                 \
    ((n) == 16  ? _mm256_shuffle_epi8(v, rotate16)                                                   \
     : (n) == 8 ? _mm256_shuffle_epi8(v, rotate8)                                                    \
                : _mm256_or_si256(_mm256_slli_epi32(v, n), _mm256_srli_epi32(v, 32 - (n))))

__attribute__((target("avx2"))) void openudid_chacha20_blocks_avx2(
    const uint32_t *key, const uint32_t *nonce, uint32_t counter, void *first, void *rest) {
    const __m256i rotate16 = _mm256_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13,
                                              2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
    const __m256i rotate8 = _mm256_setr_epi8(3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14,
                                             3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14);
    for (int half = 0; half < 2; half++) {
        __m256i input[16], x[16];
        input[0] = _mm256_set1_epi32(SIGMA0);
        input[1] = _mm256_set1_epi32(SIGMA1);
        input[2] = _mm256_set1_epi32(SIGMA2);
        input[3] = _mm256_set1_epi32(SIGMA3);
        for (int word = 0; word < 8; word++) input[4 + word] = _mm256_set1_epi32((int)key[word]);
        input[12] = _mm256_add_epi32(_mm256_set1_epi32((int)(counter + 8u * (uint32_t)half)),
                                     _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        for (int word = 0; word < 3; word++) input[13 + word] = _mm256_set1_epi32((int)nonce[word]);
        for (int word = 0; word < 16; word++) x[word] = input[word];
        TWENTY_ROUNDS(x)
        // Blocks 8·half to 8·half + 7 are lanes 8·half to 8·half + 7 of the 16-lane layout.
        _mm256_storeu_si256((__m256i *)((char *)first + 32 * half), ADD(x[0], input[0]));
        for (int word = 1; word < 16; word++) {
            _mm256_storeu_si256((__m256i *)((char *)rest + 64 * (word - 1) + 32 * half), ADD(x[word], input[word]));
        }
    }
}

#else

// Not x86-64: no kernel runs here, and the core never calls these.
int openudid_chacha20_kernels(void) { return 0; }
void openudid_chacha20_blocks_avx2(const uint32_t *key, const uint32_t *nonce, uint32_t counter, void *first, void *rest) {
    (void)key; (void)nonce; (void)counter; (void)first; (void)rest;
    __builtin_trap();
}
void openudid_chacha20_blocks_avx512(const uint32_t *key, const uint32_t *nonce, uint32_t counter, void *first, void *rest) {
    (void)key; (void)nonce; (void)counter; (void)first; (void)rest;
    __builtin_trap();
}

#endif

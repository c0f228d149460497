// The ChaCha20 block function of RFC 8439 §2.3 for sixteen blocks at once, written with the
// vector instructions of AVX2 and AVX-512, for the processors that have them. OpenUDIDCore's
// portable Swift version (ChaCha20.swift) is the reference and the fallback: these compute the
// same bytes, in the same word-interleaved layout, and the core calls one of them only after
// openudid_chacha20_kernels() has said that the processor and the system support it.
//
// Why C: Swift has no way to compile one function for instructions the rest of the program may
// not use (Clang's `target` attribute), so a portable build of the package could never run
// AVX-512 code, and a native build (-march) could not run on an older processor at all. Rust's
// rand_chacha (ppv-lite86) and OpenSSL pick their ChaCha code at run time in the same way.
#ifndef OPENUDID_CHACHA20_KERNELS_H
#define OPENUDID_CHACHA20_KERNELS_H

#include <stdint.h>

/// Bit 0: the AVX2 kernel can run here; bit 1: the AVX-512 kernel can. Both need the
/// instructions (CPUID) and the system's saving of the registers they use (XGETBV); 0 on a
/// processor that is not x86-64.
int openudid_chacha20_kernels(void);

/// Sixteen blocks of keystream, counters `counter` to `counter + 15` (the 32-bit counter wraps),
/// word-interleaved as OpenUDIDCore's ChaCha20.blocks writes them: word 0 of block j at
/// `first + 4j` (64 bytes), word w ≥ 1 of block j at `rest + 4(16(w − 1) + j)` (960 bytes).
/// `key` is eight little-endian words, `nonce` three. No alignment is needed.
void openudid_chacha20_blocks_avx2(const uint32_t *key, const uint32_t *nonce, uint32_t counter, void *first, void *rest);

/// The same sixteen blocks with AVX-512F: one 512-bit register holds one word of all sixteen.
void openudid_chacha20_blocks_avx512(const uint32_t *key, const uint32_t *nonce, uint32_t counter, void *first, void *rest);

#endif

// The instruction-set extensions the compiler may use in the module that imports this header,
// as the predefined macros of its target say. Swift's Clang importer evaluates them with the
// importing Swift module's own target (so `-Xswiftc -target-cpu -Xswiftc native` turns them
// on), not with the flags this C target was compiled with: the benchmark harness imports the
// header to report how it was built. Each is 1 or 0; the names follow /proc/cpuinfo's flags.
#ifndef OPENUDID_TARGET_FEATURES_H
#define OPENUDID_TARGET_FEATURES_H

#if defined(__SSE4_2__)
#define OPENUDID_TARGET_SSE4_2 1
#else
#define OPENUDID_TARGET_SSE4_2 0
#endif

#if defined(__AVX__)
#define OPENUDID_TARGET_AVX 1
#else
#define OPENUDID_TARGET_AVX 0
#endif

#if defined(__AVX2__)
#define OPENUDID_TARGET_AVX2 1
#else
#define OPENUDID_TARGET_AVX2 0
#endif

#if defined(__BMI2__)
#define OPENUDID_TARGET_BMI2 1
#else
#define OPENUDID_TARGET_BMI2 0
#endif

#if defined(__AVX512F__)
#define OPENUDID_TARGET_AVX512F 1
#else
#define OPENUDID_TARGET_AVX512F 0
#endif

#if defined(__AVX512BW__)
#define OPENUDID_TARGET_AVX512BW 1
#else
#define OPENUDID_TARGET_AVX512BW 0
#endif

#if defined(__AVX512VL__)
#define OPENUDID_TARGET_AVX512VL 1
#else
#define OPENUDID_TARGET_AVX512VL 0
#endif

#if defined(__SHA__)
#define OPENUDID_TARGET_SHA_NI 1
#else
#define OPENUDID_TARGET_SHA_NI 0
#endif

#if defined(__AES__)
#define OPENUDID_TARGET_AES 1
#else
#define OPENUDID_TARGET_AES 0
#endif

#if defined(__VAES__)
#define OPENUDID_TARGET_VAES 1
#else
#define OPENUDID_TARGET_VAES 0
#endif

#endif

import HarnessSupport

/// The x86-64 instruction-set extensions that matter to this package's code (vector MD5 and
/// ChaCha20 lanes, hex conversion, SHA), named as `/proc/cpuinfo` names them: which ones the
/// CPU has (``MachineDescription/cpuFlags``) and which ones the compiler was allowed to use
/// (``BuildConfiguration/targetFeatures``). A portable build uses none beyond x86-64's SSE2,
/// whatever the CPU; `-Xswiftc -target-cpu -Xswiftc native` uses what the building CPU has.
package enum InstructionSetExtensions {
    /// The extensions reported, in this order.
    package static let relevant = ["sse4_2", "avx", "avx2", "bmi2", "avx512f", "avx512bw", "avx512vl", "sha_ni", "aes", "vaes"]

    /// Those of ``relevant`` among the `flags` of `/proc/cpuinfo`, in the order of ``relevant``.
    package static func present(inCPUInfoFlags flags: some Sequence<Substring>) -> [String] {
        let available = Set(flags.map(String.init))
        return relevant.filter(available.contains)
    }

    /// Those of ``relevant`` that the compiler's target enables for this module, read from the
    /// predefined macros through `TargetFeatures.h` (Swift's Clang importer evaluates them with
    /// this module's target, `-target-cpu` included).
    static var enabledByTheCompiler: [String] {
        let enabled = [
            ("sse4_2", OPENUDID_TARGET_SSE4_2), ("avx", OPENUDID_TARGET_AVX), ("avx2", OPENUDID_TARGET_AVX2),
            ("bmi2", OPENUDID_TARGET_BMI2), ("avx512f", OPENUDID_TARGET_AVX512F), ("avx512bw", OPENUDID_TARGET_AVX512BW),
            ("avx512vl", OPENUDID_TARGET_AVX512VL), ("sha_ni", OPENUDID_TARGET_SHA_NI), ("aes", OPENUDID_TARGET_AES),
            ("vaes", OPENUDID_TARGET_VAES),
        ]
        return enabled.filter { $0.1 != 0 }.map(\.0)
    }
}

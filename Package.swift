// swift-tools-version: 6.1
//
// swift-openudid: the identifier-generation core of OpenUDID (`OpenUDIDCore`: MD5 and SHA-1,
// RFC 9562 UUIDs of every version, the 40-hex OpenUDID, the 100-slot frequency scan, the
// successor schemes); the analyses above it (collision statistics of simulated generators,
// audits of identifiers read from files, each in one process or sharded past one machine and
// merged); the command-line tool `openudid` over both (generation, inspection, statistics,
// audits); a benchmark suite against peer implementations (`openudid-bench`); ten libFuzzer
// targets with their properties, which `swift test` replays too; and the v7 stress run.
//
// Swift 6.3 toolchains build it; the manifest asks for tools version 6.1, the oldest whose
// features it uses. The products depend on the toolchain alone: no package dependencies.

import PackageDescription

/// Settings every target of ours compiles with.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// A libFuzzer target: `Fuzz/<name>/`, one file. A plain build links it with a
/// small replay `main` (FuzzSupport's `FuzzReplay`: it runs the files named on its command
/// line through the property); `Fuzz/run.sh` builds it with `-DFUZZING` and `-sanitize=fuzzer`,
/// where libFuzzer supplies `main` instead. It links the properties module of what it fuzzes
/// and FuzzSupport, nothing more, so that its coverage counters count what is fuzzed.
func fuzzTarget(_ name: String, properties: Target.Dependency = "OpenUDIDProperties") -> Target {
    .executableTarget(
        name: "fuzz-\(name)",
        dependencies: [properties, "FuzzSupport"],
        path: "Fuzz/\(name)",
        swiftSettings: strict
    )
}

let package = Package(
    name: "swift-openudid",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "OpenUDIDCore", targets: ["OpenUDIDCore"]),
        .executable(name: "openudid", targets: ["openudid"]),
        .executable(name: "openudid-bench", targets: ["openudid-bench"]),
    ],
    targets: [
        // The library: one folder per concept. It depends on the three targets below and on
        // nothing else of ours: the C thread-local pointer, the C ChaCha20 kernels and the
        // platform shim.
        .target(
            name: "OpenUDIDCore",
            dependencies: ["ThreadLocalPointer", "ChaCha20Kernels", "Platform"],
            swiftSettings: strict
        ),
        // The library's one C file: a thread-local pointer to each thread's random state, read
        // without a call (Swift has no thread-local variables of its own).
        .target(
            name: "ThreadLocalPointer"
        ),
        // The ChaCha20 block function in AVX2 and AVX-512, each compiled for its instructions
        // alone (Clang's `target` attribute, which Swift lacks) and chosen at run time after a
        // CPUID check; the core's portable Swift version is the reference and the fallback.
        .target(
            name: "ChaCha20Kernels"
        ),
        // Cache hints in C (a prefetch for writing), inlined where the audit's sort calls them:
        // the standard library has none, and the LLVM intrinsic cannot be called from Swift in
        // every build.
        .target(
            name: "CacheHints"
        ),
        // The platform shim under every target that calls the C library: Glibc, Musl or Darwin,
        // re-exported (one `import Platform` in place of a conditional import per file), and
        // the conversion of a `Duration` to seconds.
        .target(
            name: "Platform",
            swiftSettings: strict
        ),
        // The statistics both reports judge with: birthday and Poisson expectations, chi-square,
        // false-alarm levels and verdicts, the model of a generator's design (which bits are
        // fixed, ordered by a clock or a counter, or free), and the reports' number formats.
        .target(
            name: "CollisionStatistics",
            swiftSettings: strict
        ),
        // `openudid stats`: simulated generators, radix-sort duplicate counting, the report.
        .target(
            name: "OpenUDIDStats",
            dependencies: [
                "CollisionStatistics", "RunProgress", "OpenUDIDCore", "WorkerThreads", "SVGDrawing", "ShardedRun", "AtomicOutput",
                "Platform",
            ],
            swiftSettings: strict
        ),
        // Reading identifiers from text: lines, CSV/TSV records, the five UUID forms and
        // OpenUDIDs, in chunks that threads parse in parallel.
        .target(
            name: "AuditInput",
            dependencies: ["OpenUDIDCore", "Platform"],
            swiftSettings: strict
        ),
        // `openudid audit`: records, sorting and spilling, merging, the tests and the report.
        .target(
            name: "OpenUDIDAudit",
            dependencies: [
                "AuditInput", "CollisionStatistics", "RunProgress", "OpenUDIDCore", "SVGDrawing", "WorkerThreads",
                "ShardedRun", "AtomicOutput", "Platform", "CacheHints",
            ],
            swiftSettings: strict
        ),
        // The subcommands of `openudid`, as a library so tests can drive them in-process.
        .target(
            name: "OpenUDIDCLI",
            dependencies: [
                "OpenUDIDCore", "OpenUDIDStats", "OpenUDIDAudit", "AuditInput", "CommandLineSupport", "JSONDocument", "ShardedRun",
                "AtomicOutput", "WorkerThreads", "Platform",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "openudid",
            dependencies: ["OpenUDIDCLI", "CommandLineSupport", "Platform"],
            swiftSettings: strict
        ),
        // Fuzzing. The scaffolding every fuzz target and properties module shares: the replay
        // `main` of a plain build, the property violation a checker returns, the reader that
        // decodes an input into decisions.
        .target(
            name: "FuzzSupport",
            swiftSettings: strict
        ),
        // Properties checked by the fuzz targets and replayed by `swift test`, one module per
        // module fuzzed, so that no fuzz binary links another's code: the core's; the JSON
        // reader's; the audit reader's (AuditInput against a plain reference reader).
        .target(
            name: "OpenUDIDProperties",
            dependencies: ["OpenUDIDCore", "FuzzSupport", "Platform"],
            swiftSettings: strict
        ),
        .target(
            name: "JSONDocumentProperties",
            dependencies: ["JSONDocument", "FuzzSupport"],
            swiftSettings: strict
        ),
        .target(
            name: "AuditInputProperties",
            dependencies: ["AuditInput", "FuzzSupport"],
            swiftSettings: strict
        ),

        // Internal support shared by the programs: the command-line parser, exit codes and the
        // terminal progress bar; the JSON documents of `scan` and `deviceid`; a team of worker
        // threads; the SVG primitives and line charts of the stats and audit reports and the
        // benchmark chart.
        .target(
            name: "CommandLineSupport",
            dependencies: ["RunProgress", "Platform"],
            swiftSettings: strict
        ),
        // Where a long run stands (its phase, the work done and expected) and the phase timings
        // of a trace: what the engines report and the command line draws, kept apart from the
        // command line so that the engines do not depend on it.
        .target(
            name: "RunProgress",
            swiftSettings: strict
        ),
        .target(
            name: "JSONDocument",
            swiftSettings: strict
        ),
        .target(
            name: "WorkerThreads",
            dependencies: ["Platform"],
            swiftSettings: strict
        ),
        .target(
            name: "SVGDrawing",
            swiftSettings: strict
        ),
        // Output put in place whole or not at all: files and report directories written under
        // temporary names and renamed (or exchanged) into place, and the directories a run
        // writes into, checked before it starts.
        .target(
            name: "AtomicOutput",
            dependencies: ["Platform"],
            swiftSettings: strict
        ),
        // Runs split into map and reduce shards past one machine: the container of shard results
        // (partial files, one payload kind per sharded command and step) that `openudid merge`
        // reads, shard paths and tables, the shuffle files between the steps, and the protocol a
        // sharded command implements and `merge` dispatches on.
        .target(
            name: "ShardedRun",
            dependencies: ["OpenUDIDCore", "AtomicOutput", "Platform"],
            swiftSettings: strict
        ),

        // Benchmarks. HarnessSupport is C: the allocation counter (GOT entries of malloc & co.
        // redirected to counting versions for the length of a pass), the compiler's target
        // features, and the reference loop that measures a process's speed.
        .target(
            name: "HarnessSupport",
            path: "Benchmarks/HarnessSupport"
        ),
        .target(
            name: "BenchmarkHarness",
            dependencies: ["CommandLineSupport", "HarnessSupport", "SVGDrawing", "AtomicOutput", "Platform"],
            path: "Benchmarks/Harness",
            swiftSettings: strict
        ),
        .target(
            name: "BenchmarkPeers",
            dependencies: ["OpenUDIDCore", "Platform"],
            path: "Benchmarks/Peers",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "openudid-bench",
            dependencies: [
                "OpenUDIDCore", "AuditInput", "BenchmarkHarness", "BenchmarkPeers", "WorkerThreads", "CommandLineSupport", "HarnessSupport",
                "Platform",
            ],
            path: "Benchmarks/Suite",
            swiftSettings: strict
        ),

        // The v7 stress run (Scripts/stress-v7.sh): 2 threads × 10^8 UUIDs from one generator.
        .executableTarget(
            name: "v7-stress",
            dependencies: ["OpenUDIDCore"],
            path: "Scripts/V7Stress",
            swiftSettings: strict
        ),

        // The fuzz targets.
        fuzzTarget("uuid-parse"),
        fuzzTarget("openudid-parse"),
        fuzzTarget("md5"),
        fuzzTarget("sha1"),
        fuzzTarget("slot-scan"),
        fuzzTarget("generators"),
        fuzzTarget("deviceid"),
        fuzzTarget("random"),
        fuzzTarget("json-document", properties: "JSONDocumentProperties"),
        fuzzTarget("audit-lines", properties: "AuditInputProperties"),

        // The tiers of `swift test`: the `.longTier` trait keeps a test out of the default run,
        // reported as skipped, unless OPENUDID_LONG_TESTS=1 is set (`.ci/run` sets it).
        .target(
            name: "TestTiers",
            path: "Tests/TestTiers",
            swiftSettings: strict
        ),

        // Tests mirror the sources: every library target has a test target named after it
        // (`<Target>Tests`). The targets without one are covered elsewhere: the core's C targets
        // by OpenUDIDCoreTests (the thread-local random state behind SecureRandom, the ChaCha20
        // kernels against the portable block function) and the random fuzz target, the C
        // target CacheHints by OpenUDIDAuditTests (the sort that prefetches), the C
        // target HarnessSupport by BenchmarkHarnessTests (the allocation
        // counter, the target features); the executables are thin mains over tested libraries:
        // `openudid` over OpenUDIDCLI (and Tests/EndToEnd/cli.sh runs the built binary),
        // `openudid-bench` over BenchmarkHarness (`.ci/run` runs it with --quick), each fuzz
        // target over its properties module (FuzzRegressionTests replays its seeds and saved
        // crashes), `v7-stress` run by Scripts/stress-v7.sh.
        .testTarget(
            name: "OpenUDIDCoreTests",
            // OpenUDIDProperties: the reference transcription of the 100-slot resolution that
            // the fuzz property compares with, so that there is one.
            dependencies: ["OpenUDIDCore", "OpenUDIDProperties", "Platform"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenUDIDCLITests",
            dependencies: [
                "OpenUDIDCLI", "OpenUDIDCore", "OpenUDIDStats", "AuditInput", "CommandLineSupport", "JSONDocument", "WorkerThreads",
                "Platform",
            ],
            // The recorded reports of ReportStabilityTests, read from the source tree.
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "AtomicOutputTests",
            dependencies: ["AtomicOutput"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "AuditInputTests",
            dependencies: ["AuditInput", "OpenUDIDCore", "Platform"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ShardedRunTests",
            dependencies: ["ShardedRun"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CommandLineSupportTests",
            dependencies: ["CommandLineSupport", "RunProgress"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "RunProgressTests",
            dependencies: ["RunProgress"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "JSONDocumentTests",
            dependencies: ["JSONDocument"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SVGDrawingTests",
            dependencies: ["SVGDrawing"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WorkerThreadsTests",
            dependencies: ["WorkerThreads", "Platform"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PlatformTests",
            dependencies: ["Platform"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CollisionStatisticsTests",
            dependencies: ["CollisionStatistics"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenUDIDStatsTests",
            dependencies: [
                "OpenUDIDStats", "CollisionStatistics", "RunProgress", "OpenUDIDCore", "ShardedRun", "SVGDrawing", "TestTiers",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenUDIDAuditTests",
            dependencies: [
                "OpenUDIDAudit", "AuditInput", "CollisionStatistics", "OpenUDIDCore", "ShardedRun", "WorkerThreads", "Platform",
                "TestTiers",
            ],
            // Identifiers from real generators, read from the source tree (Scripts/make-audit-fixtures.sh).
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "BenchmarkHarnessTests",
            dependencies: ["BenchmarkHarness", "CommandLineSupport", "SVGDrawing", "Platform"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "BenchmarkPeersTests",
            dependencies: ["BenchmarkPeers", "OpenUDIDCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "FuzzSupportTests",
            dependencies: ["FuzzSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenUDIDPropertiesTests",
            dependencies: ["OpenUDIDProperties", "FuzzSupport", "OpenUDIDCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "JSONDocumentPropertiesTests",
            dependencies: ["JSONDocumentProperties", "FuzzSupport", "JSONDocument"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "AuditInputPropertiesTests",
            dependencies: ["AuditInputProperties", "AuditInput"],
            swiftSettings: strict
        ),
        // Every fuzz target's seeds and saved crashes replayed through its property.
        .testTarget(
            name: "FuzzRegressionTests",
            dependencies: ["FuzzSupport", "OpenUDIDProperties", "JSONDocumentProperties", "AuditInputProperties"],
            swiftSettings: strict
        ),
    ]
)

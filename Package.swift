// swift-tools-version: 6.1
//
// swift-openudid: the identifier-generation core of OpenUDID (MD5 and SHA-1, RFC 9562 UUIDs
// of every version, the 40-hex OpenUDID, the 100-slot frequency scan, the successor schemes),
// with its command-line tool (`openudid`: generation, inspection, collision statistics and
// audits of identifiers, sharded past one machine), benchmark suite and libFuzzer targets.
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
/// small replay `main` (it runs the files named on its command line through the
/// property); `Fuzz/run.sh` builds it with `-DFUZZING` and `-sanitize=fuzzer`, where
/// libFuzzer supplies `main` instead. It links the properties module of what it fuzzes and
/// nothing more, so that its coverage counters count what is fuzzed.
func fuzzTarget(_ name: String, properties: [Target.Dependency] = ["OpenUDIDCore"]) -> Target {
    .executableTarget(
        name: "fuzz-\(name)",
        dependencies: properties + ["OpenUDIDProperties"],
        path: "Fuzz/\(name)",
        swiftSettings: strict
    )
}

let package = Package(
    name: "swift-openudid",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "OpenUDIDCore", targets: ["OpenUDIDCore"]),
        .library(name: "OpenUDIDStats", targets: ["OpenUDIDStats"]),
        .executable(name: "openudid", targets: ["openudid"]),
        .executable(name: "openudid-bench", targets: ["openudid-bench"]),
    ],
    targets: [
        // The library: one folder per concept.
        .target(
            name: "OpenUDIDCore",
            dependencies: ["ThreadLocalSlot"],
            swiftSettings: strict
        ),
        // The library's one C file: a thread-local pointer to each thread's random state, read
        // without a call (Swift has no thread-local variables of its own).
        .target(
            name: "ThreadLocalSlot"
        ),
        // Collision statistics: birthday bounds, radix-sort duplicate counting, SVG charts.
        .target(
            name: "OpenUDIDStats",
            dependencies: ["OpenUDIDCore", "WorkerThreads", "SVGDrawing", "ShardedRun", "AtomicOutput"],
            swiftSettings: strict
        ),
        // Reading identifiers from text: lines, CSV/TSV records, the five UUID forms and
        // OpenUDIDs, in chunks that threads parse in parallel.
        .target(
            name: "AuditInput",
            dependencies: ["OpenUDIDCore"],
            swiftSettings: strict
        ),
        // `openudid audit`: records, sorting and spilling, merging, the tests and the report.
        .target(
            name: "OpenUDIDAudit",
            dependencies: ["AuditInput", "OpenUDIDCore", "OpenUDIDStats", "WorkerThreads", "ShardedRun", "AtomicOutput"],
            swiftSettings: strict
        ),
        // The subcommands of `openudid`, as a library so tests can drive them in-process.
        .target(
            name: "OpenUDIDCLI",
            dependencies: [
                "OpenUDIDCore", "OpenUDIDStats", "OpenUDIDAudit", "AuditInput", "CommandLineSupport", "JSONDocument", "ShardedRun",
                "AtomicOutput",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "openudid",
            dependencies: ["OpenUDIDCLI", "CommandLineSupport"],
            swiftSettings: strict
        ),
        // The audit reader's fuzz property: AuditInput against a plain reference reader (kept
        // apart so that OpenUDIDProperties depends on the core alone).
        .target(
            name: "AuditInputProperties",
            dependencies: ["AuditInput", "OpenUDIDProperties"],
            swiftSettings: strict
        ),
        // Properties checked by the fuzz targets and replayed by `swift test`: the core's,
        // and the JSON reader's apart, so that neither fuzz binary links the other's code.
        .target(
            name: "OpenUDIDProperties",
            dependencies: ["OpenUDIDCore"],
            swiftSettings: strict
        ),
        .target(
            name: "JSONDocumentProperties",
            dependencies: ["JSONDocument", "OpenUDIDProperties"],
            swiftSettings: strict
        ),

        // Internal support shared by the programs: the command-line parser and exit codes; the
        // JSON documents of `scan` and `deviceid`; a team of worker threads; the SVG primitives
        // of the stats report's charts and the benchmark chart.
        .target(
            name: "CommandLineSupport",
            swiftSettings: strict
        ),
        .target(
            name: "JSONDocument",
            swiftSettings: strict
        ),
        .target(
            name: "WorkerThreads",
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
            swiftSettings: strict
        ),
        // Runs split into map and reduce shards past one machine: the container of shard results
        // (partial files, one payload kind per sharded command and step) that `openudid merge`
        // reads, shard paths and tables, the shuffle files between the steps, and the protocol a
        // sharded command implements and `merge` dispatches on.
        .target(
            name: "ShardedRun",
            dependencies: ["OpenUDIDCore", "AtomicOutput"],
            swiftSettings: strict
        ),

        // Benchmarks. HarnessSupport is C: the allocation counter (GOT entries of malloc & co.
        // redirected to counting versions for the length of a pass) and the compiler's target
        // features.
        .target(
            name: "HarnessSupport",
            path: "Benchmarks/HarnessSupport"
        ),
        .target(
            name: "BenchmarkHarness",
            dependencies: ["CommandLineSupport", "HarnessSupport", "SVGDrawing", "AtomicOutput"],
            path: "Benchmarks/Harness",
            swiftSettings: strict
        ),
        .target(
            name: "BenchmarkPeers",
            dependencies: ["OpenUDIDCore"],
            path: "Benchmarks/Peers",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "openudid-bench",
            dependencies: [
                "OpenUDIDCore", "AuditInput", "BenchmarkHarness", "BenchmarkPeers", "WorkerThreads", "AtomicOutput", "CommandLineSupport",
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

        // Fuzzing.
        fuzzTarget("uuid-parse"),
        fuzzTarget("openudid-parse"),
        fuzzTarget("md5"),
        fuzzTarget("sha1"),
        fuzzTarget("slot-scan"),
        fuzzTarget("generators"),
        fuzzTarget("deviceid"),
        fuzzTarget("random"),
        fuzzTarget("json-document", properties: ["JSONDocumentProperties"]),
        fuzzTarget("audit-lines", properties: ["AuditInputProperties"]),

        // Tests mirror the sources.
        .testTarget(
            name: "OpenUDIDCoreTests",
            dependencies: ["OpenUDIDCore"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenUDIDCLITests",
            dependencies: ["OpenUDIDCLI", "OpenUDIDCore", "CommandLineSupport", "JSONDocument", "ShardedRun"],
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
            dependencies: ["AuditInput", "OpenUDIDCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ShardedRunTests",
            dependencies: ["ShardedRun"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CommandLineSupportTests",
            dependencies: ["CommandLineSupport"],
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
            dependencies: ["WorkerThreads"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenUDIDStatsTests",
            dependencies: ["OpenUDIDStats", "OpenUDIDCore", "ShardedRun", "SVGDrawing"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenUDIDAuditTests",
            dependencies: ["OpenUDIDAudit", "AuditInput", "OpenUDIDCore", "OpenUDIDStats", "ShardedRun"],
            // Identifiers from real generators, read from the source tree (Scripts/make-audit-fixtures.sh).
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "BenchmarkHarnessTests",
            dependencies: ["BenchmarkHarness", "BenchmarkPeers", "OpenUDIDCore", "CommandLineSupport", "SVGDrawing"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "FuzzRegressionTests",
            dependencies: [
                "OpenUDIDProperties", "OpenUDIDCore", "JSONDocumentProperties", "JSONDocument", "AuditInputProperties", "AuditInput",
            ],
            swiftSettings: strict
        ),
    ]
)

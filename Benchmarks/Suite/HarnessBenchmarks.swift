import BenchmarkHarness
import Foundation
import HarnessSupport
import OpenUDIDCore
import Platform

/// The floors under the other rows: one iteration of an empty timed loop, which is one
/// `identity` and one `blackHole` call (rows near this number measure the harness, not the
/// code), one reading of the precise real-time clock, and one 36-byte `String` made and freed.
func harnessBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [
        Benchmark("harness/overhead") {
            BenchmarkSubjects(
                ours: Workload(id: "ours", label: "blackHole(identity(x))") { iterations in
                    for index in 0..<iterations { blackHole(identity(index)) }
                })
        },
        // The floor under every row that reads the precise clock (`uuid/generate/v1`, the
        // counter method of v7): one `clock_gettime(CLOCK_REALTIME)` through the vDSO, the
        // reading the generators start from. The cross-language run times the same call in
        // Rust (`SystemTime::now()`, which `Uuid::now_v1` reads), so that each language's v1
        // can be told apart from its clock.
        // The yardstick of the process's speed: a C loop of dependent integer arithmetic that
        // touches no memory (`Benchmarks/HarnessSupport/ReferenceLoop.c`), the same instructions
        // in every process. `Benchmarks/spread.sh` divides our times by it to tell a change of
        // ours from a change of the host between fresh processes.
        Benchmark("harness/c-loop") {
            BenchmarkSubjects(
                ours: Workload(id: "ours", label: "C xorshift-multiply chain, 64 steps") { iterations in
                    for index in 0..<iterations { blackHole(openudid_reference_loop(64, UInt64(truncatingIfNeeded: index))) }
                }, note: processPlacement())
        },
        Benchmark("harness/clock-realtime") { clockRealtime() },
        // The floor under `uuid/format/canonical` and every row that makes a `String` of 33 to
        // 45 bytes: a new `String` of 36 bytes known to be ASCII, copied from memory without
        // validation (`String(copying:)` of an unchecked `UTF8Span`, what the formatters use),
        // then released. It is the runtime's allocation and deallocation of the string's storage;
        // the cross-language run times Rust's `to_owned` of a 36-byte `&str` beside it.
        Benchmark("harness/string-36B") { string36Bytes() },
    ]
}

/// One `clock_gettime(CLOCK_REALTIME)` per iteration.
func clockRealtime() -> BenchmarkSubjects {
    BenchmarkSubjects(
        ours: Workload(id: "ours", label: "clock_gettime(CLOCK_REALTIME)") { iterations in
            var time = timespec()
            for _ in 0..<iterations {
                clock_gettime(CLOCK_REALTIME, &time)
                blackHole(time)
            }
        })
}

/// The text of `harness/string-36B`.
let string36Text = "6ba7b810-9dad-41d1-80b4-00c04fd430c8"

/// One 36-byte `String` made from bytes in memory and freed, per iteration.
func string36Bytes() -> BenchmarkSubjects {
    let text = InputBuffer(utf8: string36Text)
    return BenchmarkSubjects(
        ours: Workload(id: "ours", label: "String(copying: UTF8Span(unchecked:isKnownASCII:)), 36 B") { iterations in
            for _ in 0..<iterations { blackHole(asciiString(identity(text.view))) }
        })
}

/// A `String` of the ASCII bytes in `bytes`, copied without validation where the `UTF8Span` API
/// exists (as the package's formatters make theirs), with the checked initializer before it.
private func asciiString(_ bytes: UnsafeRawBufferPointer) -> String {
    if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
        let elements = bytes.assumingMemoryBound(to: UInt8.self)
        return String(copying: UTF8Span(unchecked: Span(_unsafeElements: elements), isKnownASCII: true))
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Where this process's hot data landed, for the note of `harness/c-loop` (and so for the JSON):
/// the main thread's random-state page and its keystream buffer, a stack address, and the
/// Swift runtime's load address; and the kernel's clock source, which every clock reading of
/// v1, v7 and the harness goes through (`tsc` is read in the vDSO; others may make a system
/// call per reading). With address randomization off (the default), the same binary
/// and environment give the same addresses in every process; `Benchmarks/spread.sh` prints them
/// per process beside the times.
private func processPlacement() -> String {
    let (state, buffer) = SecureRandom.placement
    var local = 0
    let stack = withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
    // /proc files report no size: read to the end rather than by their length.
    let maps = FileHandle(forReadingAtPath: "/proc/self/maps").map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } ?? ""
    let runtime = maps.split(separator: "\n").first { $0.hasSuffix("/libswiftCore.so") }?.split(separator: "-").first
    let clockSource =
        FileHandle(forReadingAtPath: "/sys/devices/system/clocksource/clocksource0/current_clocksource").map {
            String(decoding: $0.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        } ?? "?"
    return "random state \(hex(state)), buffer \(hex(buffer)), stack \(hex(stack)), libswiftCore 0x\(runtime ?? "?"), "
        + "clock source \(clockSource)"
}

private func hex(_ value: UInt) -> String { "0x" + String(value, radix: 16) }

import BenchmarkHarness

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

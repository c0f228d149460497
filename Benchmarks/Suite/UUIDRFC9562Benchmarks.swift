import BenchmarkHarness
import BenchmarkPeers
import Foundation
import OpenUDIDCore

/// The versions RFC 9562 added: v5 (SHA-1), v6, v7 one call with either clock and in bulk.
/// Peers: libuuid where the installed one has the function (`uuid_generate_sha1` since 2.31,
/// `uuid_generate_time_v6`/`_v7` since 2.41, "peer unavailable" otherwise) and a Foundation port
/// of swift-foundation's SF-0041 design for v7.
func uuidRFC9562Benchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [
        Benchmark("uuid/generate/v5") { try uuidV5() },
        Benchmark("uuid/generate/v6") { try uuidV6() },
        Benchmark("uuid/generate/v7") { try uuidV7(.precise) },
        Benchmark("uuid/generate/v7-coarse") { try uuidV7(.coarse) },
        Benchmark("uuid/generate/v7-counter") { try uuidV7(.precise, monotonicity: .counter(.standard)) },
        Benchmark("uuid/generate/v7-bulk-1000") { try uuidV7Bulk(count: 1000) },
    ]
}

/// RFC 9562 appendix A.4's example name; every contender must produce its UUID.
private func uuidV5() throws -> BenchmarkSubjects {
    let name = "www.example.com"
    let expected = try RFCUUID(parsing: "2ed6657d-e927-568b-95e1-2665a8aea6a2")
    try checkGenerated("RFCUUID.v5", { $0.storeBytes(of: RFCUUID.v5(namespace: .dns, name: name).bytes, as: uuid_t.self) }) {
        $0 == expected
    }
    let ours = Workload(id: "ours", label: "RFCUUID.v5(namespace:name:)") { iterations in
        for _ in 0..<iterations { blackHole(RFCUUID.v5(namespace: .dns, name: identity(name))) }
    }
    let libuuid: Peer
    switch LibUUID.load() {
    case let .failure(reason):
        libuuid = .unavailable(label: "libuuid uuid_generate_sha1", reason: reason.description)
    case let .success(library):
        let nameBytes = InputBuffer(utf8: name)
        let generate = { (out: UnsafeMutableRawPointer) in
            var namespace = RFCUUID.dns.bytes
            withUnsafeBytes(of: &namespace) { library.generateSHA1(into: out, namespace: $0.baseAddress!, name: identity(nameBytes.view)) }
        }
        try checkGenerated("libuuid uuid_generate_sha1", generate) { $0 == expected }
        libuuid = .available(cGeneratorWorkload(id: "libuuid", label: "libuuid uuid_generate_sha1", generate))
    }
    return BenchmarkSubjects(ours: ours, peers: [libuuid])
}

/// Version 6 from a generator reading `CLOCK_REALTIME`; libuuid 2.41's `uuid_generate_time_v6`
/// where installed.
private func uuidV6() throws -> BenchmarkSubjects {
    let generator = TimeBasedUUIDGenerator(precision: .precise)
    let ours = Workload(id: "ours", label: "TimeBasedUUIDGenerator(precision: .precise).nextV6()") { iterations in
        for _ in 0..<iterations { blackHole(generator.nextV6()) }
    }
    return BenchmarkSubjects(ours: ours, peers: [try libuuidGenerator("uuid_generate_time_v6", version: 6)])
}

/// Version 7, one call: ours against the SF-0041 port and libuuid 2.41's
/// `uuid_generate_time_v7`.
func uuidV7(
    _ precision: TimeBasedUUIDGenerator.Precision,
    monotonicity: UUIDv7Generator.Monotonicity = .subMillisecond
) throws -> BenchmarkSubjects {
    let generator = UUIDv7Generator(monotonicity: monotonicity, precision: precision)
    if case .subMillisecond = monotonicity, precision == .precise { runAhead(generator) }
    let ours = Workload(id: "ours", label: "UUIDv7Generator(\(monotonicity), .\(precision)).next()") { iterations in
        for _ in 0..<iterations { blackHole(generator.next()) }
    }
    let port = FoundationUUIDv7()
    try checkVersion7("Foundation port of SF-0041", RFCUUID(port.make()))
    let foundation = Workload(id: "foundation", label: "Foundation port of SF-0041 (Date, SystemRandomNumberGenerator)") { iterations in
        for _ in 0..<iterations { blackHole(port.make()) }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(foundation), try libuuidGenerator("uuid_generate_time_v7", version: 7)])
}

/// Calls `generator` until its UUIDs are 200 ms ahead of the clock, so that the row times the path
/// a burst of calls settles on (a coarse reading and one compare-and-swap; `UUIDv7Clock`) from
/// its first sample. Without it, which path a process timed depended on how long its calibration
/// ran before the generator was 100 ms ahead: about 40 ns a call before, 10-15 ns after, and
/// the ratio to a peer moved by a factor of 2 to 3 from one process to the next. At most 2 s.
private func runAhead(_ generator: UUIDv7Generator) {
    let deadline = RFCUUID.Timestamp.now().unixMilliseconds + 2000
    while true {
        for _ in 0..<4096 { blackHole(generator.next()) }
        let now = RFCUUID.Timestamp.now().unixMilliseconds
        guard let made = generator.next().timestamp?.unixMilliseconds, made < now + 200, now < deadline else { return }
    }
}

/// 1000 version 7 UUIDs into a buffer (`fill(_:)`), against the same count of bulk version 4
/// UUIDs (the yardstick: within 1.5 times per UUID) and of single calls of the peers.
private func uuidV7Bulk(count: Int) throws -> BenchmarkSubjects {
    let buffer = UnsafeMutableBufferPointer<RFCUUID>.allocate(capacity: count)
    buffer.initialize(repeating: .zero)
    let generator = UUIDv7Generator(monotonicity: .subMillisecond, precision: .precise)
    generator.fill(buffer)
    guard zip(buffer, buffer.dropFirst()).allSatisfy({ $0 < $1 }) else {
        throw BenchmarkError("UUIDv7Generator.fill(_:) did not make increasing UUIDs")
    }
    let ours = Workload(id: "ours", label: "UUIDv7Generator.fill(_:) ×\(count)") { iterations in
        for _ in 0..<iterations {
            generator.fill(identity(buffer))
            blackHole(buffer)
        }
    }
    let v4 = Workload(id: "v4-bulk", label: "RFCUUID.v4(into:) ×\(count), this package") { iterations in
        for _ in 0..<iterations {
            RFCUUID.v4(into: identity(buffer))
            blackHole(buffer)
        }
    }
    let port = FoundationUUIDv7()
    let foundation = Workload(id: "foundation", label: "Foundation port of SF-0041 ×\(count)") { iterations in
        for _ in 0..<iterations {
            for _ in 0..<count { blackHole(port.make()) }
        }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(v4), .available(foundation)], itemsPerOperation: count)
}

/// A libuuid generator of `version` that newer libuuid versions have, checked to make that
/// version; "peer unavailable" with the reason where the installed libuuid lacks it.
private func libuuidGenerator(_ symbol: String, version: Int) throws -> Peer {
    let label = "libuuid \(symbol)"
    switch LibUUID.loadGenerator(symbol) {
    case let .failure(reason):
        return .unavailable(label: label, reason: reason.description)
    case let .success(generate):
        try checkGenerated(label, generate) { $0.version == version && $0.variant == .rfc9562 }
        return .available(cGeneratorWorkload(id: "libuuid", label: label, generate))
    }
}

/// Calls `generate` once and throws unless `accept` takes the UUID it wrote.
private func checkGenerated(
    _ label: String, _ generate: (UnsafeMutableRawPointer) -> Void,
    _ accept: (RFCUUID) -> Bool
) throws {
    var raw = (UInt64(0), UInt64(0))
    withUnsafeMutableBytes(of: &raw) { generate($0.baseAddress!) }
    let uuid = withUnsafeBytes(of: &raw) { RFCUUID(bytes: Array($0)) }
    guard let uuid, accept(uuid) else {
        throw BenchmarkError("\(label) made an unexpected UUID: \(uuid.map(String.init(describing:)) ?? "?")")
    }
}

/// A C generator writing 16 bytes per call, timed into one buffer.
private func cGeneratorWorkload(id: String, label: String, _ generate: @escaping (UnsafeMutableRawPointer) -> Void) -> Workload {
    Workload(id: id, label: label) { iterations in
        var uuid = (UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &uuid) { buffer in
            for _ in 0..<iterations {
                generate(buffer.baseAddress!)
                blackHole(buffer.baseAddress!)
            }
        }
    }
}

/// Throws unless `uuid` is a version 7 UUID of about now.
func checkVersion7(_ label: String, _ uuid: RFCUUID) throws {
    let now = RFCUUID.Timestamp.now().unixMilliseconds
    guard uuid.version == 7, uuid.variant == .rfc9562, let time = uuid.timestamp,
        abs(time.unixMilliseconds - now) < 1000
    else {
        throw BenchmarkError("\(label) made \(uuid), not a version 7 UUID of now")
    }
}

import BenchmarkHarness
import BenchmarkPeers
import OpenUDIDCore
import Platform

/// The cross-language rows, `cross/…`: our operations against the best code of other languages
/// (Rust's `uuid` and `md-5` crates; Go's `google/uuid`, `gofrs/uuid` and `crypto/md5`), loaded
/// from the shared libraries that `Benchmarks/CrossLanguage/build-peers.sh` builds and timed in
/// this process, interleaved with ours sampleUUID by sampleUUID, with the same paired intervals and
/// allocation counts as every other peer. Ours is the workload of the suite's row of the same
/// name without `cross/`; every peer's answer is checked against ours before anything is timed.
/// A library that is not built makes its peers "unavailable", with the command that builds it.
func crossLanguageBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [
        Benchmark("cross/uuid/generate/v4") { try crossV4() },
        Benchmark("cross/uuid/generate/v7") { try crossV7() },
        Benchmark("cross/uuid/generate/v1") { try crossV1() },
        Benchmark("cross/uuid/generate/v3") { try crossV3() },
        Benchmark("cross/uuid/format/canonical") { try crossFormat() },
        Benchmark("cross/uuid/write/canonical") { try crossWrite() },
        Benchmark("cross/uuid/parse/canonical") { try crossParse() },
        Benchmark("cross/uuid/parse-bytes/canonical") { try crossParseBytes() },
        Benchmark("cross/md5/oneshot/36B") { try crossMD5() },
        Benchmark("cross/harness/clock-realtime") { try crossClock() },
        Benchmark("cross/harness/string-36B") { try crossString() },
    ]
}

private let rust = ForeignPeerLibrary.rust
private let go = ForeignPeerLibrary.go
private let rustUUID = "rust uuid 1.2.1"
private let googleUUID = "go google/uuid 1.3.0"
private let gofrsUUID = "go gofrs/uuid 4.3.1"

/// Our row's subjects with `peers` in place of its own, and a note naming the compilers.
private func subjects(_ ours: BenchmarkSubjects, _ peers: [Peer]) -> BenchmarkSubjects {
    var compilers: [String] = []
    if case let .success(library) = rust { compilers.append(library.compiler) }
    if case let .success(library) = go { compilers.append(library.compiler) }
    return BenchmarkSubjects(
        ours: ours.ours, peers: peers, itemsPerOperation: ours.itemsPerOperation,
        note: compilers.isEmpty ? nil : "in process: " + compilers.joined(separator: ", "))
}

/// A peer from a foreign library: unavailable, with the reason, when the library did not load or
/// lacks a symbol; otherwise `make` looks up its functions, checks its answer (throwing a
/// ``BenchmarkError`` when it is wrong) and returns the timed body.
private func foreignPeer(
    _ library: Result<ForeignPeerLibrary, PeerUnavailable>, id: String, label: String,
    _ make: (ForeignPeerLibrary) throws -> (_ iterations: Int) -> Void
) throws -> Peer {
    let loaded: ForeignPeerLibrary
    switch library {
    case let .failure(reason): return .unavailable(label: label, reason: reason.description)
    case let .success(library): loaded = library
    }
    do {
        let body = try make(loaded)
        let allocations = loaded.runtimeAllocations.map { count in { count() } }
        return .available(Workload(id: id, label: label, runtimeAllocations: allocations, body: body))
    } catch let reason as PeerUnavailable {
        return .unavailable(label: label, reason: reason.description)
    }
}

/// The UUID a peer writes into 16 bytes (`nil` when it reports a failure).
private func made(_ make: (UnsafeMutableRawPointer) -> Bool) -> RFCUUID? {
    var bytes = (UInt64(0), UInt64(0))
    guard withUnsafeMutableBytes(of: &bytes, { make($0.baseAddress!) }) else { return nil }
    return withUnsafeBytes(of: &bytes) { RFCUUID(bytes: $0) }
}

/// Throws unless two UUIDs a random generator made have `version`, the RFC variant, and differ.
private func checkRandom(_ label: String, version: Int, _ make: (UnsafeMutableRawPointer) -> Bool) throws {
    guard let first = made(make), let second = made(make), first.version == version, first.variant == .rfc9562,
        first != second
    else {
        throw BenchmarkError("\(label) does not make distinct version \(version) UUIDs")
    }
}

// MARK: - Generation

private func crossV4() throws -> BenchmarkSubjects {
    func generator(
        _ library: Result<ForeignPeerLibrary, PeerUnavailable>, id: String, label: String, _ symbol: String, failable: Bool
    ) throws -> Peer {
        try foreignPeer(library, id: id, label: label) { library in
            let run = try library.function(symbol + "_run", as: ForeignFunction.Run.self)
            if failable {
                let make = try library.function(symbol, as: ForeignFunction.MakeOrFail.self)
                try checkRandom(label, version: 4) { make($0) == 0 }
            } else {
                let make = try library.function(symbol, as: ForeignFunction.Make.self)
                try checkRandom(label, version: 4) {
                    make($0); return true
                }
            }
            return { run(UInt64($0)) }
        }
    }
    return subjects(
        uuidV4(),
        [
            try generator(rust, id: "rust", label: "\(rustUUID) new_v4 (fast-rng)", "openudid_rust_v4", failable: false),
            try generator(
                go, id: "go-google-pool", label: "\(googleUUID) New (EnableRandPool)", "openudid_go_google_v4_pool", failable: false),
            try generator(go, id: "go-google", label: "\(googleUUID) New", "openudid_go_google_v4", failable: false),
            try generator(go, id: "go-gofrs", label: "\(gofrsUUID) NewV4", "openudid_go_gofrs_v4", failable: true),
        ])
}

private func crossV7() throws -> BenchmarkSubjects {
    let rustPeer = try foreignPeer(rust, id: "rust", label: "\(rustUUID) now_v7") { library in
        let make = try library.function("openudid_rust_v7", as: ForeignFunction.Make.self)
        let run = try library.function("openudid_rust_v7_run", as: ForeignFunction.Run.self)
        try checkVersion7(
            "Rust now_v7",
            made {
                make($0); return true
            } ?? .zero)
        return { run(UInt64($0)) }
    }
    let gofrs = try foreignPeer(go, id: "go-gofrs", label: "\(gofrsUUID) NewV7") { library in
        let make = try library.function("openudid_go_gofrs_v7", as: ForeignFunction.MakeOrFail.self)
        let run = try library.function("openudid_go_gofrs_v7_run", as: ForeignFunction.Run.self)
        try checkVersion7("gofrs NewV7", made { make($0) == 0 } ?? .zero)
        return { run(UInt64($0)) }
    }
    return subjects(try uuidV7(.precise), [rustPeer, gofrs])
}

/// Throws unless `uuid` is a version 1 UUID of about now (and, when given, of `node`).
private func checkVersion1(_ label: String, _ uuid: RFCUUID?, node: UInt64? = nil) throws {
    let now = RFCUUID.Timestamp.now().unixMilliseconds
    guard let uuid, uuid.version == 1, uuid.variant == .rfc9562, let time = uuid.timestamp,
        abs(time.unixMilliseconds - now) < 1000, node == nil || uuid.node == node
    else {
        throw BenchmarkError("\(label) made \(uuid.map { "\($0)" } ?? "nothing"), not a version 1 UUID of now")
    }
}

private func crossV1() throws -> BenchmarkSubjects {
    let node = InputBuffer(copying: [0x02, 0x00, 0x5E, 0x10, 0x00, 0x01])
    let rustPeer = try foreignPeer(rust, id: "rust", label: "\(rustUUID) now_v1") { library in
        let make = try library.function("openudid_rust_v1", as: ForeignFunction.Transform.self)
        let run = try library.function("openudid_rust_v1_run", as: ForeignFunction.RunWithInput.self)
        try checkVersion1(
            "Rust now_v1",
            made {
                make(node.view.baseAddress, $0); return true
            }, node: 0x0200_5E10_0001)
        return { run(UInt64($0), node.view.baseAddress) }
    }
    func goPeer(id: String, label: String, _ symbol: String) throws -> Peer {
        try foreignPeer(go, id: id, label: label) { library in
            let make = try library.function(symbol, as: ForeignFunction.MakeOrFail.self)
            let run = try library.function(symbol + "_run", as: ForeignFunction.Run.self)
            try checkVersion1(label, made { make($0) == 0 })
            return { run(UInt64($0)) }
        }
    }
    return subjects(
        uuidV1(.precise),
        [
            rustPeer, try goPeer(id: "go-google", label: "\(googleUUID) NewUUID", "openudid_go_google_v1"),
            try goPeer(id: "go-gofrs", label: "\(gofrsUUID) NewV1", "openudid_go_gofrs_v1"),
        ])
}

private func crossV3() throws -> BenchmarkSubjects {
    let name = InputBuffer(utf8: "www.example.com")
    let expected = RFCUUID.v3(namespace: .dns, name: "www.example.com")
    func peer(_ library: Result<ForeignPeerLibrary, PeerUnavailable>, id: String, label: String, _ symbol: String) throws -> Peer {
        try foreignPeer(library, id: id, label: label) { library in
            let make = try library.function(symbol, as: ForeignFunction.Digest.self)
            let run = try library.function(symbol + "_run", as: ForeignFunction.RunWithBytes.self)
            guard
                made({
                    make(name.view.baseAddress, name.view.count, $0); return true
                }) == expected
            else {
                throw BenchmarkError("\(label) does not reproduce RFC 9562 A.2")
            }
            return { run(UInt64($0), name.view.baseAddress, name.view.count) }
        }
    }
    return subjects(
        try uuidV3(),
        [
            try peer(rust, id: "rust", label: "\(rustUUID) new_v3", "openudid_rust_v3"),
            try peer(go, id: "go-google", label: "\(googleUUID) NewMD5", "openudid_go_google_v3"),
            try peer(go, id: "go-gofrs", label: "\(gofrsUUID) NewV3", "openudid_go_gofrs_v3"),
        ])
}

// MARK: - Text

/// The 36 bytes a peer writes for `input`, as text.
private func text36(_ write: (UnsafeMutableRawPointer) -> Void) -> String {
    var bytes = [UInt8](repeating: 0, count: 36)
    bytes.withUnsafeMutableBytes { write($0.baseAddress!) }
    return String(decoding: bytes, as: UTF8.self)
}

private func crossFormat() throws -> BenchmarkSubjects {
    let uuid = InputBuffer(copying: withUnsafeBytes(of: sampleUUID.bytes) { Array($0) })
    let expected = sampleUUID.formatted()
    func peer(_ library: Result<ForeignPeerLibrary, PeerUnavailable>, id: String, label: String, _ symbol: String) throws -> Peer {
        try foreignPeer(library, id: id, label: label) { library in
            let make = try library.function(symbol, as: ForeignFunction.Transform.self)
            let run = try library.function(symbol + "_run", as: ForeignFunction.RunWithInput.self)
            let written = text36 { make(uuid.view.baseAddress, $0) }
            guard written == expected else { throw BenchmarkError("\(label) writes \(written), not \(expected)") }
            return { run(UInt64($0), uuid.view.baseAddress) }
        }
    }
    return subjects(
        try uuidFormat(TextForm(format: .canonical, letterCase: .lower)),
        [
            try peer(rust, id: "rust", label: "\(rustUUID) encode_lower + to_owned", "openudid_rust_format_encode_lower"),
            try peer(rust, id: "rust-to-string", label: "\(rustUUID) to_string", "openudid_rust_format_to_string"),
            try peer(go, id: "go-google", label: "\(googleUUID) String", "openudid_go_google_format"),
            try peer(go, id: "go-gofrs", label: "\(gofrsUUID) String", "openudid_go_gofrs_format"),
        ])
}

private func crossWrite() throws -> BenchmarkSubjects {
    let texts = VariedUUIDTexts()
    let uuids = InputBuffer(copying: texts.values.flatMap { value in withUnsafeBytes(of: value.bytes) { Array($0) } })
    let rustPeer = try foreignPeer(rust, id: "rust", label: "\(rustUUID) encode_lower into [u8; 36]") { library in
        let make = try library.function("openudid_rust_write", as: ForeignFunction.Transform.self)
        let run = try library.function("openudid_rust_write_run", as: ForeignFunction.RunWithInput.self)
        for (index, value) in texts.values.enumerated() {
            let written = text36 { make(uuids.view.baseAddress! + index * 16, $0) }
            guard written == value.formatted() else { throw BenchmarkError("Rust encode_lower writes \(written), not \(value)") }
        }
        return { run(UInt64($0), uuids.view.baseAddress) }
    }
    return subjects(try uuidWrite(TextForm(format: .canonical, letterCase: .lower)), [rustPeer])
}

private func crossParse() throws -> BenchmarkSubjects {
    let text = InputBuffer(utf8: sampleUUID.formatted())
    func peer(_ library: Result<ForeignPeerLibrary, PeerUnavailable>, id: String, label: String, _ symbol: String) throws -> Peer {
        try foreignPeer(library, id: id, label: label) { library in
            let parse = try library.function(symbol, as: ForeignFunction.Parse.self)
            let run = try library.function(symbol + "_run", as: ForeignFunction.RunWithBytes.self)
            guard made({ parse(text.view.baseAddress, text.view.count, $0) == 0 }) == sampleUUID else {
                throw BenchmarkError("\(label) does not read back \(sampleUUID)")
            }
            return { run(UInt64($0), text.view.baseAddress, text.view.count) }
        }
    }
    return subjects(
        try uuidParse(TextForm(format: .canonical, letterCase: .lower)),
        [
            try peer(rust, id: "rust", label: "\(rustUUID) try_parse", "openudid_rust_parse"),
            try peer(go, id: "go-google", label: "\(googleUUID) Parse", "openudid_go_google_parse"),
            try peer(go, id: "go-gofrs", label: "\(gofrsUUID) FromString", "openudid_go_gofrs_parse"),
        ])
}

private func crossParseBytes() throws -> BenchmarkSubjects {
    let texts = VariedUUIDTexts()
    let packed = InputBuffer(copying: (0..<VariedUUIDTexts.count).flatMap { Array(texts.utf8($0)) })
    func peer(
        _ library: Result<ForeignPeerLibrary, PeerUnavailable>, id: String, label: String, _ symbol: String, run runSymbol: String
    ) throws -> Peer {
        try foreignPeer(library, id: id, label: label) { library in
            let parse = try library.function(symbol, as: ForeignFunction.Parse.self)
            let run = try library.function(runSymbol, as: ForeignFunction.RunWithInput.self)
            for index in 0..<VariedUUIDTexts.count {
                guard made({ parse(packed.view.baseAddress! + index * 36, 36, $0) == 0 }) == texts.values[index] else {
                    throw BenchmarkError("\(label) does not read back \(texts.values[index])")
                }
            }
            return { run(UInt64($0), packed.view.baseAddress) }
        }
    }
    return subjects(
        try uuidParseBytes(),
        [
            try peer(
                rust, id: "rust", label: "\(rustUUID) try_parse_ascii", "openudid_rust_parse_ascii", run: "openudid_rust_parse_ascii_run"),
            try peer(
                go, id: "go-google", label: "\(googleUUID) ParseBytes", "openudid_go_google_parse_bytes",
                run: "openudid_go_google_parse_bytes_run"),
            try peer(
                go, id: "go-gofrs", label: "\(gofrsUUID) UnmarshalText", "openudid_go_gofrs_unmarshal_text",
                run: "openudid_go_gofrs_unmarshal_text_run"),
        ])
}

// MARK: - MD5 and the floors

private func crossMD5() throws -> BenchmarkSubjects {
    let input = InputBuffer(utf8: "68753A44-4D6F-1226-9C60-0050E4C00067")
    let expected = MD5.hash(bufferPointer: input.view)
    func peer(_ library: Result<ForeignPeerLibrary, PeerUnavailable>, id: String, label: String, _ symbol: String) throws -> Peer {
        try foreignPeer(library, id: id, label: label) { library in
            let digest = try library.function(symbol, as: ForeignFunction.Digest.self)
            let run = try library.function(symbol + "_run", as: ForeignFunction.RunWithBytes.self)
            var bytes = [UInt8](repeating: 0, count: 16)
            bytes.withUnsafeMutableBytes { digest(input.view.baseAddress, input.view.count, $0.baseAddress) }
            try check(bytes, equals: expected, label)
            return { run(UInt64($0), input.view.baseAddress, input.view.count) }
        }
    }
    return subjects(
        try md5OneShot(count: 36),
        [
            try peer(rust, id: "rust", label: "rust md-5 0.10.1 Md5::digest", "openudid_rust_md5"),
            try peer(go, id: "go", label: "go crypto/md5 Sum", "openudid_go_md5"),
        ])
}

private func crossClock() throws -> BenchmarkSubjects {
    let rustPeer = try foreignPeer(rust, id: "rust", label: "rust std SystemTime::now (clock_gettime)") { library in
        let read = try library.function("openudid_rust_clock_realtime", as: ForeignFunction.Clock.self)
        let run = try library.function("openudid_rust_clock_realtime_run", as: ForeignFunction.Run.self)
        var nanoseconds: UInt64 = 0
        read(&nanoseconds)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let ours = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
        guard nanoseconds > ours - 1_000_000_000, nanoseconds <= ours else {
            throw BenchmarkError("Rust SystemTime::now reads \(nanoseconds) ns, not about \(ours)")
        }
        return { run(UInt64($0)) }
    }
    return subjects(clockRealtime(), [rustPeer])
}

private func crossString() throws -> BenchmarkSubjects {
    let text = InputBuffer(utf8: string36Text)
    let rustPeer = try foreignPeer(rust, id: "rust", label: "rust std str::to_owned, 36 B") { library in
        let copy = try library.function("openudid_rust_string36", as: ForeignFunction.Transform.self)
        let run = try library.function("openudid_rust_string36_run", as: ForeignFunction.RunWithInput.self)
        let written = text36 { copy(text.view.baseAddress, $0) }
        guard written == string36Text else { throw BenchmarkError("Rust to_owned gives \(written)") }
        return { run(UInt64($0), text.view.baseAddress) }
    }
    return subjects(string36Bytes(), [rustPeer])
}

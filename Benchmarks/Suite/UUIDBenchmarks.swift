import BenchmarkHarness
import BenchmarkPeers
import Foundation
import OpenUDIDCore

/// UUID generation (v4, v1, v3), formatting to a `String` and into a byte buffer, and parsing,
/// in each of the five measured ``TextForm``s; peers: `Foundation.UUID` and libuuid.
func uuidBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    var benchmarks = [
        Benchmark("uuid/generate/v4") { uuidV4() },
        Benchmark("uuid/generate/v1") { uuidV1(.precise) },
        Benchmark("uuid/generate/v1-coarse") { uuidV1(.coarse) },
        Benchmark("uuid/generate/v3") { try uuidV3() },
        Benchmark("uuid/generate/v4-bulk-1000") { uuidV4Bulk(count: 1000) },
        Benchmark("uuid/parse-bytes/canonical") { try uuidParseBytes() },
    ]
    for form in TextForm.measured {
        benchmarks.append(Benchmark("uuid/format/\(form)") { try uuidFormat(form) })
    }
    for form in TextForm.measured {
        benchmarks.append(Benchmark("uuid/write/\(form)") { try uuidWrite(form) })
    }
    for form in TextForm.measured {
        benchmarks.append(Benchmark("uuid/parse/\(form)") { try uuidParse(form) })
    }
    return benchmarks
}

/// A text form the format, write and parse rows measure: a shape and a letter case.
///
/// Five of the eight: the four shapes in lowercase, and the canonical shape in UPPERCASE (what
/// `CFUUIDCreateString` writes and OpenUDID 2012 hashes; libuuid and Foundation write it too).
/// The rows keep the names they have had since the first baseline: the shape's, and
/// `uppercase` for the UPPERCASE canonical form.
struct TextForm: CustomStringConvertible {
    var format: RFCUUID.Format
    var letterCase: LetterCase

    static let measured =
        RFCUUID.Format.allCases.map { TextForm(format: $0, letterCase: .lower) }
        + [TextForm(format: .canonical, letterCase: .upper)]

    /// The row name: `canonical`, `hyphenless`, `braced`, `urn` or `uppercase`.
    var description: String { letterCase == .upper ? "uppercase" : "\(format)" }

    /// Whether libuuid writes and reads this form: the canonical shape, in either case.
    var isLibUUIDForm: Bool { format == .canonical }
}

/// libuuid as a peer when it loads; otherwise an "unavailable" peer with the reason.
private func libuuidPeer(_ label: String, _ make: (LibUUID) throws -> Workload) rethrows -> Peer {
    switch LibUUID.load() {
    case let .success(libuuid): return .available(try make(libuuid))
    case let .failure(reason): return .unavailable(label: label, reason: reason.description)
    }
}

func uuidV4() -> BenchmarkSubjects {
    let ours = Workload(id: "ours", label: "RFCUUID.v4()") { iterations in
        for _ in 0..<iterations { blackHole(RFCUUID.v4()) }
    }
    let foundation = Workload(id: "foundation", label: "Foundation UUID()") { iterations in
        for _ in 0..<iterations { blackHole(UUID()) }
    }
    let libuuid = libuuidPeer("libuuid uuid_generate_random") { libuuid in
        Workload(id: "libuuid", label: "libuuid uuid_generate_random") { iterations in
            var uuid = (UInt64(0), UInt64(0))
            withUnsafeMutableBytes(of: &uuid) { buffer in
                for _ in 0..<iterations {
                    libuuid.generateRandom(into: buffer.baseAddress!)
                    blackHole(buffer.baseAddress!)
                }
            }
        }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(foundation), libuuid])
}

/// v1 with either clock (`TimeBasedUUIDGenerator.Precision`); libuuid reads `gettimeofday`.
func uuidV1(_ precision: TimeBasedUUIDGenerator.Precision) -> BenchmarkSubjects {
    let generator = TimeBasedUUIDGenerator(precision: precision)
    let ours = Workload(id: "ours", label: "TimeBasedUUIDGenerator(precision: .\(precision)).next()") { iterations in
        for _ in 0..<iterations { blackHole(generator.next()) }
    }
    let libuuid = libuuidPeer("libuuid uuid_generate_time") { libuuid in
        Workload(id: "libuuid", label: "libuuid uuid_generate_time") { iterations in
            var uuid = (UInt64(0), UInt64(0))
            withUnsafeMutableBytes(of: &uuid) { buffer in
                for _ in 0..<iterations {
                    libuuid.generateTime(into: buffer.baseAddress!)
                    blackHole(buffer.baseAddress!)
                }
            }
        }
    }
    return BenchmarkSubjects(ours: ours, peers: [libuuid])
}

/// RFC 9562 appendix A.2's example name; every contender must produce its UUID.
func uuidV3() throws -> BenchmarkSubjects {
    let name = "www.example.com"
    let expected = try RFCUUID(parsing: "5df41881-3aed-3515-88a7-2f4a814cf09e")
    guard RFCUUID.v3(namespace: .dns, name: name) == expected else {
        throw BenchmarkError("RFCUUID.v3 does not reproduce RFC 9562 A.2")
    }
    let ours = Workload(id: "ours", label: "RFCUUID.v3(namespace:name:)") { iterations in
        for _ in 0..<iterations { blackHole(RFCUUID.v3(namespace: .dns, name: identity(name))) }
    }

    // What an app without this package writes: namespace bytes + name bytes into an Array,
    // a textbook MD5, then the version and variant bits.
    let namespaceBytes = RFCUUID.dns.withUnsafeBytes { Array($0) }
    func textbookV3(_ name: String) -> UUID {
        var digest = TextbookMD5.hash(namespaceBytes + Array(name.utf8))
        digest[6] = (digest[6] & 0x0F) | 0x30
        digest[8] = (digest[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                digest[0], digest[1], digest[2], digest[3], digest[4], digest[5], digest[6], digest[7],
                digest[8], digest[9], digest[10], digest[11], digest[12], digest[13], digest[14], digest[15]
            ))
    }
    guard RFCUUID(textbookV3(name)) == expected else { throw BenchmarkError("textbook v3 disagrees") }
    let textbook = Workload(id: "textbook", label: "textbook MD5 + Foundation UUID") { iterations in
        for _ in 0..<iterations { blackHole(textbookV3(identity(name))) }
    }

    let libuuid = try libuuidPeer("libuuid uuid_generate_md5") { libuuid in
        let nameBytes = InputBuffer(utf8: name)
        var namespace = RFCUUID.dns.bytes
        var check = (UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &check) { out in
            withUnsafeBytes(of: &namespace) {
                libuuid.generateMD5(into: out.baseAddress!, namespace: $0.baseAddress!, name: nameBytes.view)
            }
        }
        guard RFCUUID(bytes: withUnsafeBytes(of: &check) { Array($0) }) == expected else {
            throw BenchmarkError("libuuid uuid_generate_md5 disagrees with RFC 9562 A.2")
        }
        return Workload(id: "libuuid", label: "libuuid uuid_generate_md5") { iterations in
            var namespace = RFCUUID.dns.bytes
            var uuid = (UInt64(0), UInt64(0))
            withUnsafeBytes(of: &namespace) { namespace in
                withUnsafeMutableBytes(of: &uuid) { out in
                    for _ in 0..<iterations {
                        libuuid.generateMD5(into: out.baseAddress!, namespace: namespace.baseAddress!, name: identity(nameBytes.view))
                        blackHole(out.baseAddress!)
                    }
                }
            }
        }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(textbook), libuuid])
}

/// The fixed UUID every format and parse benchmark uses.
let sampleUUID = RFCUUID(high: 0x6BA7_B810_9DAD_41D1, low: 0x80B4_00C0_4FD4_30C8)

/// Formatting to a `String`, the form an app keeps.
func uuidFormat(_ form: TextForm) throws -> BenchmarkSubjects {
    let (format, letterCase) = (form.format, form.letterCase)
    let foundationUUID = UUID(sampleUUID)
    let expected = sampleUUID.formatted(format, case: letterCase)
    guard FoundationUUIDText.format(foundationUUID, format, letterCase) == expected else {
        throw BenchmarkError("Foundation \(form) text disagrees: \(FoundationUUIDText.format(foundationUUID, format, letterCase))")
    }
    let ours = Workload(id: "ours", label: "RFCUUID.formatted(_:case:)") { iterations in
        for _ in 0..<iterations { blackHole(identity(sampleUUID).formatted(format, case: letterCase)) }
    }
    let isUUIDString = format == .canonical && letterCase == .upper
    let foundation = Workload(id: "foundation", label: "Foundation uuidString" + (isUUIDString ? "" : " + String ops")) { iterations in
        for _ in 0..<iterations { blackHole(FoundationUUIDText.format(identity(foundationUUID), format, letterCase)) }
    }
    var peers: [Peer] = [.available(foundation)]
    if form.isLibUUIDForm {
        let label = letterCase == .lower ? "libuuid uuid_unparse_lower + String" : "libuuid uuid_unparse_upper + String"
        peers.append(
            try libuuidPeer(label) { libuuid in
                try checkUnparse(libuuid, letterCase)
                return Workload(id: "libuuid", label: label) { iterations in
                    var bytes = sampleUUID.bytes
                    let text = UnsafeMutablePointer<CChar>.allocate(capacity: 37)
                    defer { text.deallocate() }
                    withUnsafeBytes(of: &bytes) { uuid in
                        for _ in 0..<iterations {
                            libuuid.unparse(identity(uuid.baseAddress!), into: text, uppercase: letterCase == .upper)
                            blackHole(String(cString: text))
                        }
                    }
                }
            })
    }
    return BenchmarkSubjects(ours: ours, peers: peers)
}

/// Formatting into a caller's byte buffer: no `String`, no allocation, as C does it.
func uuidWrite(_ form: TextForm) throws -> BenchmarkSubjects {
    let (format, letterCase) = (form.format, form.letterCase)
    let check = [UInt8](capacity: RFCUUID.maximumFormattedLength) { sampleUUID.write(format, case: letterCase, to: &$0) }
    guard String(decoding: check, as: UTF8.self) == sampleUUID.formatted(format, case: letterCase) else {
        throw BenchmarkError("RFCUUID.write and formatted disagree on \(form)")
    }
    // Both contenders write a different UUID of VariedUUIDTexts each iteration, read from
    // memory, into the same buffer, and hand the buffer's address to `blackHole` once; ours
    // through a span over it (`withOutputBuffer`).
    let texts = VariedUUIDTexts()
    let ours = Workload(id: "ours", label: "RFCUUID.write(_:case:to:)") { iterations in
        withOutputBuffer(capacity: RFCUUID.maximumFormattedLength) { output, address in
            texts.values.withUnsafeBufferPointer { values in
                for index in 0..<iterations {
                    output.removeAll()
                    values[index & VariedUUIDTexts.mask].write(format, case: letterCase, to: &output)
                    blackHole(address)
                }
            }
        }
    }
    guard form.isLibUUIDForm else { return BenchmarkSubjects(ours: ours) }
    let label = letterCase == .lower ? "libuuid uuid_unparse_lower" : "libuuid uuid_unparse_upper"
    let libuuid = try libuuidPeer(label) { libuuid in
        try checkUnparse(libuuid, letterCase)
        return Workload(id: "libuuid", label: label) { iterations in
            let bytes = texts.values.flatMap { uuid in withUnsafeBytes(of: uuid.bytes) { Array($0) } }
            let text = UnsafeMutableRawPointer.allocate(byteCount: 37, alignment: 16)
            defer { text.deallocate() }
            bytes.withUnsafeBytes { uuids in
                for index in 0..<iterations {
                    libuuid.unparse(
                        uuids.baseAddress! + (index & VariedUUIDTexts.mask) &* 16, into: text,
                        uppercase: letterCase == .upper)
                    blackHole(text)
                }
            }
        }
    }
    return BenchmarkSubjects(ours: ours, peers: [libuuid])
}

/// Parsing a `String` in `format`.
func uuidParse(_ form: TextForm) throws -> BenchmarkSubjects {
    let format = form.format
    let text = sampleUUID.formatted(format, case: form.letterCase)
    guard try RFCUUID(parsing: text) == sampleUUID else { throw BenchmarkError("RFCUUID does not read back \(text)") }
    guard FoundationUUIDText.parse(text, format).map(RFCUUID.init) == sampleUUID else {
        throw BenchmarkError("Foundation does not read back \(text)")
    }
    // Every contender reads the same `String` where it is, hidden from the optimizer by
    // `launder` (no copy, so no retain and release of its storage, which `identity` costs: 11 ns
    // of the 16.6 ns this row measured on the development VM).
    let ours = Workload(id: "ours", label: "RFCUUID(parsing:)") { iterations in
        var text = text
        for _ in 0..<iterations {
            launder(&text)
            blackHole(try? RFCUUID(parsing: text))
        }
    }
    let foundation = Workload(
        id: "foundation",
        label: form.isLibUUIDForm
            ? "Foundation UUID(uuidString:)" : "String ops + UUID(uuidString:)"
    ) { iterations in
        var text = text
        for _ in 0..<iterations {
            launder(&text)
            blackHole(FoundationUUIDText.parse(text, format))
        }
    }
    var peers: [Peer] = [.available(foundation)]
    if form.isLibUUIDForm {
        peers.append(
            try libuuidPeer("libuuid uuid_parse") { libuuid in
                var parsed = (UInt64(0), UInt64(0))
                let ok = text.withCString { string in withUnsafeMutableBytes(of: &parsed) { libuuid.parse(string, into: $0.baseAddress!) } }
                guard ok, RFCUUID(bytes: withUnsafeBytes(of: &parsed) { Array($0) }) == sampleUUID else {
                    throw BenchmarkError("libuuid uuid_parse does not read back \(text)")
                }
                return Workload(id: "libuuid", label: "libuuid uuid_parse") { iterations in
                    var uuid = (UInt64(0), UInt64(0))
                    var text = text
                    withUnsafeMutableBytes(of: &uuid) { out in
                        for _ in 0..<iterations {
                            launder(&text)
                            blackHole(text.withCString { libuuid.parse($0, into: out.baseAddress!) })
                        }
                    }
                }
            })
    }
    return BenchmarkSubjects(ours: ours, peers: peers)
}

/// 1000 version 4 UUIDs into a preallocated buffer with the bulk API (one refill of the
/// random stream straight into the buffer); the note gives the time per UUID.
private func uuidV4Bulk(count: Int) -> BenchmarkSubjects {
    let buffer = UnsafeMutableBufferPointer<RFCUUID>.allocate(capacity: count)
    buffer.initialize(repeating: .zero)
    let ours = Workload(id: "ours", label: "RFCUUID.v4(into:)") { iterations in
        for _ in 0..<iterations {
            RFCUUID.v4(into: identity(buffer))
            blackHole(buffer)
        }
    }
    let libuuid = libuuidPeer("libuuid uuid_generate_random ×\(count)") { libuuid in
        Workload(id: "libuuid", label: "libuuid uuid_generate_random ×\(count)") { iterations in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            for _ in 0..<iterations {
                for index in 0..<count { libuuid.generateRandom(into: raw.baseAddress! + index * 16) }
                blackHole(buffer)
            }
        }
    }
    // The buffer lives as long as the process, like the scaling benchmarks' buffers.
    return BenchmarkSubjects(
        ours: ours, peers: [libuuid], bytesPerOperation: nil, itemsPerOperation: count,
        note: "\(count) UUIDs/op")
}

/// Parsing the canonical form from UTF-8 bytes already in memory into a value: no `String` on
/// either side. The input cycles through `variedInputCount` different UUIDs, in all three letter
/// cases, laid out as NUL-terminated strings in one buffer: the loop reads its input from memory
/// instead of calling `identity` (whose generic copy of a 16-byte buffer pointer costs more than
/// the parse), and nothing can be hoisted because every iteration reads other bytes. Peer:
/// libuuid's `uuid_parse` on the same strings.
func uuidParseBytes() throws -> BenchmarkSubjects {
    let texts = VariedUUIDTexts()
    for index in 0..<VariedUUIDTexts.count {
        guard try RFCUUID(parsingUTF8: texts.utf8(index)) == texts.values[index] else {
            throw BenchmarkError("RFCUUID does not read back \(texts.values[index])")
        }
    }
    let ours = Workload(id: "ours", label: "RFCUUID(parsingUTF8:)") { iterations in
        for index in 0..<iterations {
            blackHole(try? RFCUUID(parsingUTF8: texts.utf8(index & VariedUUIDTexts.mask)))
        }
    }
    let libuuid = try libuuidPeer("libuuid uuid_parse") { libuuid in
        var parsed = (UInt64(0), UInt64(0))
        for index in 0..<VariedUUIDTexts.count {
            let ok = withUnsafeMutableBytes(of: &parsed) { libuuid.parse(texts.cString(index), into: $0.baseAddress!) }
            guard ok, RFCUUID(bytes: withUnsafeBytes(of: &parsed) { Array($0) }) == texts.values[index] else {
                throw BenchmarkError("libuuid uuid_parse does not read back \(texts.values[index])")
            }
        }
        return Workload(id: "libuuid", label: "libuuid uuid_parse") { iterations in
            var uuid = (UInt64(0), UInt64(0))
            withUnsafeMutableBytes(of: &uuid) { out in
                for index in 0..<iterations {
                    blackHole(libuuid.parse(texts.cString(index & VariedUUIDTexts.mask), into: out.baseAddress!))
                }
            }
        }
    }
    return BenchmarkSubjects(ours: ours, peers: [libuuid])
}

/// Throws unless libuuid writes `sampleUUID` in the canonical shape and `letterCase` as ours does.
private func checkUnparse(_ libuuid: LibUUID, _ letterCase: LetterCase) throws {
    var bytes = sampleUUID.bytes
    var text = [UInt8](repeating: 0, count: 37)
    withUnsafeBytes(of: &bytes) { uuid in
        text.withUnsafeMutableBytes { libuuid.unparse(uuid.baseAddress!, into: $0.baseAddress!, uppercase: letterCase == .upper) }
    }
    let written = String(decoding: text.prefix(36), as: UTF8.self)
    guard written == sampleUUID.formatted(case: letterCase) else {
        throw BenchmarkError("libuuid writes \(written), not \(sampleUUID.formatted(case: letterCase))")
    }
}

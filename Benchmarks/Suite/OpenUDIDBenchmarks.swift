import BenchmarkHarness
import BenchmarkPeers
import OpenUDIDCore

/// OpenUDID generation (2012 and 2011), format and parse; peer: the Foundation port of
/// `_generateFreshOpenUDID`, and its formatting and a naive parse.
func openUDIDBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [
        Benchmark("openudid/generate/2012") { try generate2012() },
        Benchmark("openudid/generate/2011") { try generate2011() },
        Benchmark("openudid/format") { try openUDIDFormat() },
        Benchmark("openudid/write") { try openUDIDWrite() },
        Benchmark("openudid/parse") { try openUDIDParse() },
    ]
}

/// Both sides produce the 40-character `String` an app stores: ours generates the value and
/// asks for its `description`.
private func generate2012() throws -> BenchmarkSubjects {
    try checkWellFormed(OpenUDID.generate().description, "OpenUDID.generate()")
    try checkWellFormed(FoundationOpenUDID.generateFresh(), "Foundation port")
    let ours = Workload(id: "ours", label: "OpenUDID.generate().description") { iterations in
        for _ in 0..<iterations { blackHole(OpenUDID.generate().description) }
    }
    let port = Workload(id: "foundation", label: "Foundation port (UUID, textbook MD5, String(format:))") { iterations in
        for _ in 0..<iterations { blackHole(FoundationOpenUDID.generateFresh()) }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(port)])
}

private func generate2011() throws -> BenchmarkSubjects {
    try checkWellFormed(OpenUDID.generateLegacy().description, "OpenUDID.generateLegacy()")
    try checkWellFormed(FoundationOpenUDID.generateFreshLegacy(), "Foundation port (2011)")
    let ours = Workload(id: "ours", label: "OpenUDID.generateLegacy().description") { iterations in
        for _ in 0..<iterations { blackHole(OpenUDID.generateLegacy().description) }
    }
    let port = Workload(id: "foundation", label: "Foundation port (globallyUniqueString, textbook MD5, String(format:))") { iterations in
        for _ in 0..<iterations { blackHole(FoundationOpenUDID.generateFreshLegacy()) }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(port)])
}

/// A fixed value: the source's documented MD5 example and a suffix.
private let sample = OpenUDID(digest: try! MD5Digest(parsing: "e56f6a9223fb375e75480863fc0bcbb6"), suffix: 0x0123_abcd)

/// `OpenUDID.write(to:)` into a caller's buffer: the 40 digits, no `String`; a different
/// identifier of 64 each iteration, through a span over the buffer (`withOutputBuffer`). No peer writes into bytes without a `String`
/// or a variadic call that allocates its argument list; the target is absolute (≤ 5 ns).
private func openUDIDWrite() throws -> BenchmarkSubjects {
    let values = (0..<64).map { _ in OpenUDID.generate() }
    for value in values {
        let check = [UInt8](capacity: OpenUDID.formattedLength) { value.write(to: &$0) }
        guard String(decoding: check, as: UTF8.self) == value.description else {
            throw BenchmarkError("OpenUDID.write and description disagree on \(value)")
        }
    }
    let ours = Workload(id: "ours", label: "OpenUDID.write(case:to:)") { iterations in
        withOutputBuffer(capacity: OpenUDID.formattedLength) { output, address in
            values.withUnsafeBufferPointer { values in
                for index in 0..<iterations {
                    output.removeAll()
                    values[index & 63].write(to: &output)
                    blackHole(address)
                }
            }
        }
    }
    return BenchmarkSubjects(ours: ours)
}

private func openUDIDFormat() throws -> BenchmarkSubjects {
    let digestBytes = sample.digest.withUnsafeBytes { Array($0) }
    let suffix = UInt(sample.suffix)
    guard FoundationOpenUDID.format(digestBytes, suffix) == sample.description else {
        throw BenchmarkError("String(format:) port disagrees: \(FoundationOpenUDID.format(digestBytes, suffix))")
    }
    let ours = Workload(id: "ours", label: "OpenUDID.description") { iterations in
        for _ in 0..<iterations { blackHole(identity(sample).description) }
    }
    let port = Workload(id: "foundation", label: "String(format:) with 17 arguments") { iterations in
        for _ in 0..<iterations { blackHole(FoundationOpenUDID.format(identity(digestBytes), suffix)) }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(port)])
}

private func openUDIDParse() throws -> BenchmarkSubjects {
    let text = sample.description
    guard try OpenUDID(parsing: text) == sample else { throw BenchmarkError("OpenUDID does not read back \(text)") }
    guard let parsed = FoundationOpenUDID.parse(text), parsed.suffix == sample.suffix,
        parsed.digest == sample.digest.withUnsafeBytes({ Array($0) })
    else {
        throw BenchmarkError("naive parse does not read back \(text)")
    }
    let ours = Workload(id: "ours", label: "OpenUDID(parsing:)") { iterations in
        for _ in 0..<iterations { blackHole(try? OpenUDID(parsing: identity(text))) }
    }
    let port = Workload(id: "foundation", label: "UInt8(_:radix:) per pair") { iterations in
        for _ in 0..<iterations { blackHole(FoundationOpenUDID.parse(identity(text))) }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(port)])
}

/// Throws unless `text` is 40 lowercase hex digits.
private func checkWellFormed(_ text: String, _ who: String) throws {
    let wellFormed = text.utf8.count == 40 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    guard wellFormed else { throw BenchmarkError("\(who) made '\(text)', not 40 lowercase hex digits") }
}

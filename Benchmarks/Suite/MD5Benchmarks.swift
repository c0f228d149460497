import BenchmarkHarness
import BenchmarkPeers
import OpenUDIDCore

/// MD5 one-shot over 36 B (one UUID string), 64 B, 1 KiB and 1 MiB, and a 256 MiB stream in
/// 64 KiB chunks; peers: OpenSSL's `MD5()` and the textbook Swift MD5.
func md5Benchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    let oneShots: [(name: String, count: Int)] = [("36B", 36), ("64B", 64), ("1KiB", 1024), ("1MiB", 1 << 20)]
    var benchmarks = oneShots.map { size in
        Benchmark("md5/oneshot/\(size.name)") { try md5OneShot(count: size.count) }
    }
    let streamMiB = configuration.quick ? 16 : 256
    benchmarks.append(
        Benchmark("md5/stream/256MiB") {
            var subjects = try md5Stream(count: streamMiB << 20)
            if configuration.quick { subjects.note = "quick: 16 MiB instead of 256 MiB" }
            return subjects
        })
    return benchmarks
}

/// The 36-byte input is a real UPPERCASE UUID string, what OpenUDID hashes; the others are a
/// fixed pseudo-random pattern.
func md5OneShot(count: Int) throws -> BenchmarkSubjects {
    let input = count == 36 ? InputBuffer(utf8: "68753A44-4D6F-1226-9C60-0050E4C00067") : InputBuffer(count: count)
    let array = Array(input.view)
    let expected = MD5.hash(bufferPointer: input.view)
    try check(TextbookMD5.hash(array), equals: expected, "textbook MD5")

    let ours = Workload(id: "ours", label: "MD5.hash(bufferPointer:)") { iterations in
        let bytes = input.view
        for _ in 0..<iterations { blackHole(MD5.hash(bufferPointer: identity(bytes))) }
    }
    let textbook = Workload(id: "textbook", label: "textbook Swift MD5") { iterations in
        for _ in 0..<iterations { blackHole(TextbookMD5.hash(identity(array))) }
    }
    return BenchmarkSubjects(
        ours: ours, peers: [try libcryptoOneShot(input, expected), .available(textbook)],
        bytesPerOperation: count)
}

private func libcryptoOneShot(_ input: InputBuffer, _ expected: MD5Digest) throws -> Peer {
    try cOneShotPeer(
        id: "libcrypto", label: "OpenSSL MD5()", LibCryptoMD5.load().map(\.oneShot), input: input,
        expected: expected.withUnsafeBytes { Array($0) })
}

/// A C one-shot hash as a peer: unavailable with the reason when its library did not load;
/// otherwise checked to give `expected` for `input` (a peer that computes something else would
/// make its row meaningless), then timed writing its digest into one buffer.
func cOneShotPeer(
    id: String, label: String, _ library: Result<COneShotHash, PeerUnavailable>,
    input: InputBuffer, expected: [UInt8]
) throws -> Peer {
    switch library {
    case let .failure(reason):
        return .unavailable(label: label, reason: reason.description)
    case let .success(function):
        let digest = function.digest(of: input.view)
        guard digest == expected else {
            throw BenchmarkError("\(label) disagrees: \(hex(digest)) instead of \(hex(expected))")
        }
        return .available(
            Workload(id: id, label: label) { iterations in
                let bytes = input.view
                let digest = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
                defer { digest.deallocate() }
                for _ in 0..<iterations {
                    function.hash(identity(bytes), into: digest)
                    blackHole(digest)
                }
            })
    }
}

/// Streams `count` bytes through each hasher in 64 KiB chunks, as a reader of a file would.
private func md5Stream(count: Int) throws -> BenchmarkSubjects {
    let chunk = 64 << 10
    let input = InputBuffer(count: count)
    func chunks(_ body: (UnsafeRawBufferPointer) -> Void) {
        var offset = 0
        while offset < count {
            body(UnsafeRawBufferPointer(rebasing: input.view[offset..<Swift.min(offset + chunk, count)]))
            offset += chunk
        }
    }
    let ours = Workload(id: "ours", label: "MD5 update(bufferPointer:)") { iterations in
        for _ in 0..<iterations {
            var hasher = MD5()
            chunks { hasher.update(bufferPointer: identity($0)) }
            blackHole(hasher.finalize())
        }
    }
    let textbook = Workload(id: "textbook", label: "textbook Swift MD5") { iterations in
        for _ in 0..<iterations {
            var hasher = TextbookMD5()
            chunks { hasher.update(bufferPointer: identity($0)) }
            blackHole(hasher.finalize())
        }
    }
    var peers: [Peer] = []
    switch LibCryptoMD5.load() {
    case let .failure(reason):
        peers.append(.unavailable(label: "OpenSSL MD5_Update()", reason: reason.description))
    case let .success(libcrypto):
        let stream = libcrypto.makeStream()
        peers.append(
            .available(
                Workload(id: "libcrypto", label: "OpenSSL MD5_Update()") { iterations in
                    let digest = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
                    defer { digest.deallocate() }
                    for _ in 0..<iterations {
                        stream.reset()
                        chunks { stream.update(identity($0)) }
                        stream.finalize(into: digest)
                        blackHole(digest)
                    }
                }))
    }
    peers.append(.available(textbook))
    return BenchmarkSubjects(ours: ours, peers: peers, bytesPerOperation: count)
}

/// Throws unless `bytes` are the 16 bytes of `digest`: a peer that computes something else
/// would make its row meaningless.
func check(_ bytes: [UInt8], equals digest: MD5Digest, _ peer: String) throws {
    let expected = digest.withUnsafeBytes { Array($0) }
    guard bytes == expected else {
        throw BenchmarkError("\(peer) disagrees with MD5: \(hex(bytes)) instead of \(digest)")
    }
}

func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
}

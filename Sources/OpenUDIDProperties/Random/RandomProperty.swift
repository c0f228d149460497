package import FuzzSupport
import OpenUDIDCore

/// The properties of the `random` fuzz target: the ChaCha20 block function against RFC 8439,
/// and ``SecureRandom`` and the identifier generators that draw from it, driven by a script.
///
/// Input layout (missing bytes read as zero): a 32-byte key, a 12-byte nonce and a 4-byte
/// little-endian block counter, then up to 64 script steps of one byte each (and the size
/// bytes a step reads). Step `b` does, by `b % 8`:
/// - 0: `1 + (b >> 3)` calls of ``SecureRandom/next()``;
/// - 1: a ``SecureRandom/fill(_:)`` of the next byte's count (0-255; when `b & 0x80`, first an
///   empty buffer without an address; when `b & 0x40`, on a new thread, which then exits);
/// - 2: a fill of the next two bytes' count (0-65 535: from 980 bytes on, whole refills go
///   straight into the caller's buffer);
/// - 3: a fill of `(1 + next byte % 4) × 4 KiB`, or when `b & 0x80` of `(1 + next byte % 48)
///   × 32 KiB` (up to 1.5 MiB: a few of them pass the reseed interval of the thread's stream);
/// - 4-7: the identifier generators that use ``SecureRandom`` themselves, with `b >> 3` as a
///   count (``checkCaller(_:count:)``).
///
/// 1. ``ChaCha20Keystream/write(key:nonce:counter:to:)`` writes the blocks `counter`,
///    `counter + 1`, … (the 32-bit counter wraps) of ``ReferenceChaCha20``, in stream order;
///    and so does every block-function kernel this processor runs (the portable one, AVX2,
///    AVX-512: `ChaCha20Kernel.supported`), the one ``SecureRandom`` uses among them.
/// 2. A fill writes exactly its buffer: the 16 bytes on either side keep their values, and no
///    8-byte run inside still holds the bytes the buffer was filled with before.
/// 3. The stream never repeats, and threads never share one: over everything the script draws (each fill's first and last
///    32 KiB when it is larger), no 8 consecutive bytes occur twice or are all zero. For a
///    random stream a repeat has a chance of about n² / 2^65 for n bytes (below 10^-8 here),
///    while handing a byte out twice, skipping the key update of a refill, dropping the block
///    counter of a lane or handing out wiped bytes repeats runs at once.
/// 4. The generators' fixed bits are right and what they make is distinct (``checkCaller(_:count:)``).
///
/// The bytes of ``SecureRandom`` come from a kernel key that the public interface never shows
/// (by design: key erasure), so this target checks their structure; the exact stream, refill
/// by refill, and the reseed schedule are checked from a known key by `DirectFillTests`.
package enum RandomProperty {
    /// The keystream writer under test, replaceable so that tests can show a wrong one is caught.
    package typealias Keystream = @Sendable (_ key: [UInt8], _ nonce: [UInt8], _ counter: UInt32) -> [UInt8]
    /// A fill under test, replaceable likewise.
    package typealias Fill = @Sendable (UnsafeMutableRawBufferPointer) -> Void

    /// The core's keystream: ``ChaCha20Keystream/write(key:nonce:counter:to:)``.
    package static let coreKeystream: Keystream = { key, nonce, counter in
        let words = ReferenceChaCha20.littleEndianWords(key), nonceWords = ReferenceChaCha20.littleEndianWords(nonce)
        var output = [UInt8](repeating: 0, count: ChaCha20Keystream.bytesPerCall)
        output.withUnsafeMutableBytes { buffer in
            ChaCha20Keystream.write(
                key: (words[0], words[1], words[2], words[3], words[4], words[5], words[6], words[7]),
                nonce: (nonceWords[0], nonceWords[1], nonceWords[2]), counter: counter, to: buffer.baseAddress!)
        }
        return output
    }

    /// The keystream of each block-function kernel this processor runs, by name.
    package static let coreKernels: [(name: String, keystream: Keystream)] = ChaCha20Kernel.supported.map { kernel in
        (
            kernel.rawValue,
            { key, nonce, counter in
                let words = ReferenceChaCha20.littleEndianWords(key), nonceWords = ReferenceChaCha20.littleEndianWords(nonce)
                var output = [UInt8](repeating: 0, count: ChaCha20Keystream.bytesPerCall)
                output.withUnsafeMutableBytes { buffer in
                    ChaCha20Keystream.write(
                        key: (words[0], words[1], words[2], words[3], words[4], words[5], words[6], words[7]),
                        nonce: (nonceWords[0], nonceWords[1], nonceWords[2]), counter: counter, kernel: kernel,
                        to: buffer.baseAddress!)
                }
                return output
            }
        )
    }

    /// The core's fill: ``SecureRandom/fill(_:)`` on the calling thread's stream.
    package static let coreFill: Fill = { buffer in
        var random = SecureRandom()
        random.fill(buffer)
    }

    /// Checks every property for one input; `nil` when all hold.
    package static func check(
        _ bytes: UnsafeRawBufferPointer, keystream: Keystream = coreKeystream,
        kernels: [(name: String, keystream: Keystream)] = coreKernels, fill: Fill = coreFill
    ) -> PropertyViolation? {
        var reader = FuzzReader(bytes)
        let key = (0..<32).map { _ in reader.byte() }, nonce = (0..<12).map { _ in reader.byte() }
        let counter = UInt32(reader.uint16()) | UInt32(reader.uint16()) << 16
        if let violation = checkKeystream(key: key, nonce: nonce, counter: counter, keystream: keystream) {
            return violation
        }
        for kernel in kernels {
            if let violation = checkKeystream(key: key, nonce: nonce, counter: counter, keystream: kernel.keystream) {
                return fail("the \(kernel.name) kernel: \(violation.message)")
            }
        }
        var drawn = DrawnBytes()
        for _ in 0..<64 where !reader.isAtEnd {
            let step = reader.byte()
            let problem: String?
            switch step % 8 {
            case 0:
                var random = SecureRandom()
                for _ in 0...(step >> 3) { drawn.append(word: random.next()) }
                problem = nil
            case 1 where step & 0x40 != 0:
                // On a thread of its own, which then exits (its stream is wiped and unmapped).
                let count = Int(reader.byte())
                drawn.append(
                    onNewThread {
                        var bytes = [UInt8](repeating: 0, count: count)
                        bytes.withUnsafeMutableBytes { fill($0) }
                        return bytes
                    })
                problem = nil
            case 1:
                if step & 0x80 != 0 { fill(UnsafeMutableRawBufferPointer(start: nil, count: 0)) }
                problem = checkFill(count: Int(reader.byte()), fill: fill, into: &drawn)
            case 2:
                problem = checkFill(count: Int(reader.uint16()), fill: fill, into: &drawn)
            case 3:
                let large = step & 0x80 != 0
                problem = checkFill(count: (1 + Int(reader.byte() % (large ? 48 : 4))) << (large ? 15 : 12), fill: fill, into: &drawn)
            default:
                problem = checkCaller(step % 8, count: Int(step >> 3))
            }
            if let problem { return fail("step \(step): \(problem)") }
        }
        return drawn.firstRepeat().map { fail($0) }
    }

    static func fail(_ message: String) -> PropertyViolation { PropertyViolation("random", message) }

    /// Property 1: sixteen blocks from `counter` on, against the reference block by block.
    static func checkKeystream(key: [UInt8], nonce: [UInt8], counter: UInt32, keystream: Keystream) -> PropertyViolation? {
        let output = keystream(key, nonce, counter)
        guard output.count == ChaCha20Keystream.bytesPerCall else {
            return fail("the keystream writer gave \(output.count) bytes, not \(ChaCha20Keystream.bytesPerCall)")
        }
        for block in 0..<ChaCha20Keystream.blocksPerCall {
            let blockCounter = counter &+ UInt32(block)
            let expected = ReferenceChaCha20.block(key: key, nonce: nonce, counter: blockCounter)
            let actual = output[(block * 64)..<(block * 64 + 64)]
            guard actual.elementsEqual(expected) else {
                return fail(
                    "block \(block) of the call (counter \(blockCounter)) is \(show(actual)), RFC 8439 gives \(show(expected)); key \(show(key)), nonce \(show(nonce))"
                )
            }
        }
        return nil
    }

    /// The bytes a fill leaves in place before it writes: unlikely in a random stream, and
    /// recognisable in an 8-byte run.
    static let untouched: UInt8 = 0xA5
    /// Guard bytes on either side of a filled buffer.
    static let guardSize = 16

    /// Property 2 for one fill of `count` bytes; what it wrote is added to `drawn`.
    static func checkFill(count: Int, fill: Fill, into drawn: inout DrawnBytes) -> String? {
        var buffer = [UInt8](repeating: untouched, count: count + 2 * guardSize)
        buffer.withUnsafeMutableBytes { raw in
            fill(UnsafeMutableRawBufferPointer(rebasing: raw[guardSize..<(guardSize + count)]))
        }
        let written = buffer[guardSize..<(guardSize + count)]
        guard buffer[..<guardSize].allSatisfy({ $0 == untouched }),
            buffer[(guardSize + count)...].allSatisfy({ $0 == untouched })
        else {
            return "a fill of \(count) bytes wrote outside its buffer"
        }
        let run = UInt64(untouched) &* 0x0101_0101_0101_0101
        let hole = buffer.withUnsafeBytes { raw in
            count < 8 ? nil : (0...(count - 8)).first { raw.loadUnaligned(fromByteOffset: guardSize + $0, as: UInt64.self) == run }
        }
        if let hole { return "a fill of \(count) bytes left bytes \(hole)..<\(hole + 8) unwritten" }
        let kept = DrawnBytes.keptPerFill
        if count <= 2 * kept {
            drawn.append(written)
        } else {
            drawn.append(written.prefix(kept))
            drawn.append(written.suffix(kept))
        }
        return nil
    }
}

/// The bytes a script drew from ``SecureRandom``, in order, for the repeat check.
struct DrawnBytes {
    /// Of a large fill, this many bytes at each end are kept: more than two refills (980 bytes
    /// each), so a refill that repeats the one before is seen.
    static let keptPerFill = 4 * 1024
    /// At most this many bytes are kept in all: the check runs on every input, instrumented.
    static let limit = 32 * 1024

    private(set) var bytes: [UInt8] = []

    mutating func append(word: UInt64) {
        append((0..<8).map { UInt8(truncatingIfNeeded: word >> UInt64($0 * 8)) })
    }

    mutating func append(_ more: some Collection<UInt8>) {
        bytes.append(contentsOf: more.prefix(Swift.max(0, Self.limit - bytes.count)))
    }

    /// The first 8-byte run that occurs twice, or is all zero, described; `nil` when none.
    func firstRepeat() -> String? {
        guard bytes.count >= 8 else { return nil }
        let runs = bytes.withUnsafeBytes { raw in (0...(bytes.count - 8)).map { raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self) } }
        // Sorted, a repeat is two equal neighbours; where they are is looked up only then.
        let sorted = runs.sorted()
        guard let repeated = sorted.first == 0 ? 0 : zip(sorted, sorted.dropFirst()).first(where: { $0 == $1 })?.0 else { return nil }
        let offsets = runs.indices.filter { runs[$0] == repeated }
        if repeated == 0 { return "8 zero bytes at \(offsets[0]) of \(bytes.count) drawn" }
        return
            "the run \(show(bytes[offsets[1]..<(offsets[1] + 8)])) at \(offsets[1]) of \(bytes.count) drawn occurred at \(offsets[0]) before"
    }
}

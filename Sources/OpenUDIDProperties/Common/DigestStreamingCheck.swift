import FuzzSupport
import OpenUDIDCore

/// What the `md5` and `sha1` targets check alike for a hash function: a message streamed in
/// chunks, whatever the chunks, gives the one-shot digest, which is the reference's; every
/// `finalize()` along the way gives the one-shot digest of the prefix and leaves the hasher able
/// to go on; the `Sequence` (contiguous and not) and `String` entry points agree.
package enum DigestStreamingCheck {
    /// Reads the `md5`/`sha1` input layout: byte 0 gives the number of split points k (its value
    /// mod 8), the next 2k bytes give the split points (little-endian, each taken mod the message
    /// length + 1, then sorted), and everything after them is the message.
    static func read(_ bytes: UnsafeRawBufferPointer) -> (message: UnsafeRawBufferPointer, splits: [Int]) {
        var reader = FuzzReader(bytes)
        let splitCount = Int(reader.byte() % 8)
        let rawSplits = (0..<splitCount).map { _ in Int(reader.uint16()) }
        let message = reader.rest()
        return (message, rawSplits.map { $0 % (message.count + 1) }.sorted())
    }

    /// The first property that fails, described; `nil` when all hold. `oneShot` is the one-shot
    /// under test and `expected` the reference digest of `message`.
    static func check<Hash: DigestFunction>(
        _: Hash.Type, message: UnsafeRawBufferPointer, splits: [Int], expected: Hash.Digest,
        oneShot: (UnsafeRawBufferPointer) -> Hash.Digest
    ) -> String? {
        let digest = oneShot(message)
        guard digest == expected else { return "one-shot \(digest), reference \(expected)" }

        var hasher = Hash()
        var start = 0
        for end in splits + [message.count] {
            hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: message[start..<end]))
            let prefix = UnsafeRawBufferPointer(rebasing: message[..<end])
            let partial = hasher.finalize()
            guard partial == oneShot(prefix) else {
                return "finalize() after \(end) bytes gives \(partial), the one-shot of the prefix \(oneShot(prefix))"
            }
            start = end
        }
        guard hasher.finalize() == expected else { return "streamed \(hasher.finalize()), expected \(expected)" }

        let array = Array(message)
        guard Hash.hash(array) == expected else { return "hash([UInt8]) differs" }
        // A lazy map has no contiguous storage: this takes the 4 KiB staging-buffer path.
        guard Hash.hash(array.lazy.map { $0 }) == expected else { return "hash(lazy sequence) differs" }
        if let text = String(validating: message, as: UTF8.self) {
            var streamed = Hash()
            streamed.update(text)
            guard Hash.hash(text) == expected, streamed.finalize() == expected else { return "hash(String) or update(String) differs" }
        }
        return nil
    }
}

extension MD5 {
    /// The longest message the multi-lane path takes: one block holds the message, the 0x80
    /// byte and the 8-byte length.
    public static let maximumLaneMessageLength = 55

    /// Hashes many messages at once: `digests[i]` becomes the MD5 of `messages[i]`.
    ///
    /// Messages of up to ``maximumLaneMessageLength`` bytes are hashed sixteen at a time, one per
    /// SIMD lane; a group of sixteen that holds a longer message is hashed one by one. The result
    /// is the same as calling ``hash(bufferPointer:)`` on each message.
    ///
    /// - Precondition: `digests.count >= messages.count`.
    @inlinable
    public static func hash(
        batch messages: UnsafeBufferPointer<UnsafeRawBufferPointer>,
        into digests: UnsafeMutableBufferPointer<MD5Digest>
    ) {
        precondition(digests.count >= messages.count, "MD5.hash(batch:into:): digests holds fewer elements than messages")
        let lanes = MD5LaneState.Lanes.scalarCount
        var start = 0
        while start < messages.count {
            let end = Swift.min(start &+ lanes, messages.count)
            var allShort = end &- start == lanes
            for index in start..<end where messages[index].count > maximumLaneMessageLength { allShort = false }
            if allShort {
                hashLanes(messages.baseAddress! + start, into: digests.baseAddress! + start)
            } else {
                for index in start..<end { digests[index] = hash(bufferPointer: messages[index]) }
            }
            start = end
        }
    }

    /// The digests of the UTF-8 of `messages`, hashed as ``hash(batch:into:)`` does.
    public static func hash(batch messages: [String]) -> [MD5Digest] {
        // All messages in one contiguous buffer, so every pointer below lives inside one scope.
        var offsets: [Int] = [0]
        offsets.reserveCapacity(messages.count + 1)
        var storage: [UInt8] = []
        for message in messages {
            storage.append(contentsOf: message.utf8)
            offsets.append(storage.count)
        }
        return storage.withUnsafeBytes { bytes in
            let views = (0..<messages.count).map { index in
                UnsafeRawBufferPointer(rebasing: bytes[offsets[index]..<offsets[index + 1]])
            }
            return [MD5Digest](unsafeUninitializedCapacity: messages.count) { buffer, count in
                views.withUnsafeBufferPointer { hash(batch: $0, into: buffer) }
                count = messages.count
            }
        }
    }

    /// One group of `Lanes.scalarCount` messages of at most 55 bytes each: each is padded into
    /// its own 64-byte block on the stack, then word k of block j is moved into lane j of
    /// vector k (scalar stores into lanes, no gathers), and the 64 steps run on all lanes.
    @inlinable
    static func hashLanes(
        _ messages: UnsafePointer<UnsafeRawBufferPointer>,
        into digests: UnsafeMutablePointer<MD5Digest>
    ) {
        typealias Lanes = MD5LaneState.Lanes
        let lanes = Lanes.scalarCount
        var words = (
            Lanes(), Lanes(), Lanes(), Lanes(), Lanes(), Lanes(), Lanes(), Lanes(),
            Lanes(), Lanes(), Lanes(), Lanes(), Lanes(), Lanes(), Lanes(), Lanes()
        )
        withUnsafeMutableBytes(of: &words) { transposed in
            let vectors = transposed.baseAddress!.assumingMemoryBound(to: UInt32.self)
            var block = MessageBlock()
            for lane in 0..<lanes {
                let message = messages[lane]
                withUnsafeMutableBytes(of: &block.words) { bytes in
                    let base = bytes.baseAddress!
                    base.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
                    if message.count > 0 { base.copyMemory(from: message.baseAddress!, byteCount: message.count) }
                    padOneBlock(base, messageLength: message.count)
                    for word in 0..<16 {
                        vectors[word &* lanes &+ lane] =
                            UInt32(littleEndian: base.loadUnaligned(fromByteOffset: word &* 4, as: UInt32.self))
                    }
                }
            }
        }
        var state = MD5LaneState()
        state.compress(
            MD5LaneBlock(
                words.0, words.1, words.2, words.3, words.4, words.5, words.6, words.7,
                words.8, words.9, words.10, words.11, words.12, words.13, words.14, words.15))
        for lane in 0..<lanes { digests[lane] = state.digest(lane: lane) }
    }
}

import Platform

/// MD5 as general-purpose Swift crypto code commonly writes it, kept as the reference a user of
/// such a library would get: the state in an `Array`, the message words copied into an
/// `Array` per block, one loop over the 64 steps choosing the round function with a `switch`,
/// the constants in arrays, and input gathered in an `Array` buffer.
///
/// It is deliberately not optimized; it is what OpenUDIDCore's ``MD5`` is measured against.
///
/// ```swift
/// TextbookMD5.hash(Array("abc".utf8))   // [0x90, 0x01, 0x50, 0x98, …]
/// ```
package struct TextbookMD5 {
    private var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476]
    private var pending: [UInt8] = []
    private var messageLength: UInt64 = 0

    /// A hasher with no input yet.
    package init() {}

    /// The 16-byte digest of `message`.
    package static func hash(_ message: [UInt8]) -> [UInt8] {
        var hasher = TextbookMD5()
        hasher.update(message[...])
        return hasher.finalize()
    }

    /// Adds `bytes` to the message.
    package mutating func update(_ bytes: ArraySlice<UInt8>) {
        messageLength &+= UInt64(bytes.count)
        pending.append(contentsOf: bytes)
        processPending()
    }

    /// Compresses every whole block gathered so far and keeps the rest.
    private mutating func processPending() {
        var offset = 0
        while pending.count - offset >= 64 {
            process(pending[offset..<offset + 64])
            offset += 64
        }
        pending.removeFirst(offset)
    }

    /// Adds the bytes at `bytes` to the message, gathered into the pending `Array` like any
    /// other input.
    package mutating func update(bufferPointer bytes: UnsafeRawBufferPointer) {
        messageLength &+= UInt64(bytes.count)
        pending.append(contentsOf: bytes)
        processPending()
    }

    /// Pads the message (RFC 1321 §3.1-3.2) and returns the 16-byte digest.
    package mutating func finalize() -> [UInt8] {
        let bitLength = messageLength &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        var offset = 0
        while offset < tail.count {
            process(tail[offset..<offset + 64])
            offset += 64
        }
        var digest: [UInt8] = []
        for word in state {
            for shift in stride(from: 0, to: 32, by: 8) { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return digest
    }

    private mutating func process(_ block: ArraySlice<UInt8>) {
        var words = [UInt32](repeating: 0, count: 16)
        let start = block.startIndex
        for i in 0..<16 {
            words[i] =
                UInt32(block[start + 4 * i])
                | UInt32(block[start + 4 * i + 1]) << 8
                | UInt32(block[start + 4 * i + 2]) << 16
                | UInt32(block[start + 4 * i + 3]) << 24
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        for step in 0..<64 {
            var f: UInt32
            var g: Int
            switch step {
            case 0..<16:
                f = (b & c) | (~b & d)
                g = step
            case 16..<32:
                f = (d & b) | (~d & c)
                g = (5 * step + 1) % 16
            case 32..<48:
                f = b ^ c ^ d
                g = (3 * step + 5) % 16
            default:
                f = c ^ (b | ~d)
                g = (7 * step) % 16
            }
            f = f &+ a &+ textbookSines[step] &+ words[g]
            a = d
            d = c
            c = b
            b = b &+ ((f << textbookShifts[step]) | (f >> (32 - textbookShifts[step])))
        }
        state[0] = state[0] &+ a
        state[1] = state[1] &+ b
        state[2] = state[2] &+ c
        state[3] = state[3] &+ d
    }
}

/// The per-step left rotations of RFC 1321 §3.4.
private let textbookShifts: [UInt32] = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
    5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
    4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
    6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
]

/// T[i] = floor(|sin(i + 1)| × 2^32), computed as the RFC defines it rather than listed.
private let textbookSines: [UInt32] = (0..<64).map { UInt32(fabs(sin(Double($0 + 1))) * 4_294_967_296) }

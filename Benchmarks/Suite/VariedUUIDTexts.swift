import OpenUDIDCore

/// `count` different UUIDs (a fixed pseudo-random sequence) and their canonical text, lowercase,
/// uppercase and mixed case in turn, each NUL-terminated at a fixed stride in one buffer that
/// lives as long as the process. Workloads index it with `index & mask`.
final class VariedUUIDTexts: @unchecked Sendable {
    /// How many UUIDs; a power of two.
    static let count = 64
    /// `count - 1`.
    static let mask = count - 1
    /// Bytes from one string to the next: 36 characters, a NUL, padding.
    static let stride = 48

    /// The UUIDs, in buffer order.
    let values: [RFCUUID]
    private let bytes: UnsafeMutableRawBufferPointer

    init() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
        values = (0..<Self.count).map { _ in RFCUUID(high: next(), low: next()) }
        bytes = .allocate(byteCount: Self.count * Self.stride, alignment: 64)
        bytes.initializeMemory(as: UInt8.self, repeating: 0)
        for (index, value) in values.enumerated() {
            var text = Array(value.formatted(case: index % 3 == 1 ? .upper : .lower).utf8)
            if index % 3 == 2 {
                // Mixed case: every other letter uppercased.
                for position in text.indices where position % 2 == 0 && text[position] >= UInt8(ascii: "a") {
                    text[position] -= 0x20
                }
            }
            bytes.baseAddress!.advanced(by: index * Self.stride).copyMemory(from: text, byteCount: 36)
        }
    }

    /// The 36 bytes of string `index`.
    @inline(__always)
    func utf8(_ index: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: bytes.baseAddress! + index &* Self.stride, count: 36)
    }

    /// String `index` as a C string.
    @inline(__always)
    func cString(_ index: Int) -> UnsafePointer<CChar> {
        UnsafePointer((bytes.baseAddress! + index &* Self.stride).assumingMemoryBound(to: CChar.self))
    }
}

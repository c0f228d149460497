/// Bytes allocated once, before any timing, and freed when the last workload using them goes.
///
/// Inputs live outside the timed region; a class (not an `Array`) so that the workloads'
/// loops touch a raw pointer with no copy-on-write or bounds checks of our own making.
final class InputBuffer {
    /// The bytes.
    let bytes: UnsafeMutableRawBufferPointer

    /// `count` bytes of a fixed pseudo-random pattern (a 64-bit LCG), the same every run.
    init(count: Int) {
        bytes = .allocate(byteCount: count, alignment: 64)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[index] = UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// A copy of `text`'s UTF-8.
    init(utf8 text: String) {
        let utf8 = Array(text.utf8)
        bytes = .allocate(byteCount: utf8.count, alignment: 64)
        bytes.copyBytes(from: utf8)
    }

    /// A copy of `values`.
    init(copying values: [UInt8]) {
        bytes = .allocate(byteCount: Swift.max(values.count, 1), alignment: 64)
        bytes.copyBytes(from: values)
    }

    deinit { bytes.deallocate() }

    /// The bytes, read-only.
    var view: UnsafeRawBufferPointer { UnsafeRawBufferPointer(bytes) }
}

/// Hexadecimal text for the fixed-width identifiers of this package.
///
/// The inner loops work eight characters at a time in a `UInt64` ("SIMD within a register"):
/// no tables (so no lazily initialised globals and no bounds checks), no per-character branches.
/// Callers pass raw pointers; the public types wrap them in safe APIs.
@usableFromInline
enum Hex {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080
    @usableFromInline static let lowNibbles: UInt64 = 0x0F0F_0F0F_0F0F_0F0F
}

import FuzzSupport
import Foundation
import OpenUDIDCore

/// `Foundation.UUID(uuidString:)` against the core parser, on 36-byte inputs.
///
/// What Foundation on Linux accepts was measured with this toolchain (Swift 6.3.1,
/// swift-corelibs-foundation), and the fuzz target keeps checking it:
///
/// - It takes only the 36-character form (no braces, URN or hyphenless form), hex digits in
///   either case.
/// - It reads each byte as a `%2hhx` conversion of `sscanf` would: it skips white space before a
///   pair, and takes a sign or a `0x` inside one. So `" 6ba7b810-9dad-11d1-80b4-00c04fd430c"`
///   is accepted, as `6BA7B810-9DAD-11D1-80B4-00C04FD4300C` (every digit after the space
///   shifted), and `"+ba7b810-…"` as `0BA7B810-…`.
///
/// The core parser is strict: it accepts exactly 32 hex digits with hyphens at 8, 13, 18 and
/// 23. That is the deliberate difference. Everything else must agree:
///
/// - when both accept, the values are the same;
/// - whatever the core accepts, Foundation accepts;
/// - when Foundation accepts what the core rejects, some digit position holds white space, a
///   sign or an `x` (the only characters `%2hhx` tolerates besides hex digits).
enum FoundationUUIDDifferential {
    /// The bytes `%2hhx` may accept in a place where a hex digit belongs.
    static let lenientBytes: Set<UInt8> = Set(" \t\n\u{0B}\u{0C}\r+-xX".utf8)

    static func check(_ bytes: UnsafeRawBufferPointer, _ result: Result<RFCUUID, ParseError>) -> PropertyViolation? {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            // Not UTF-8, so not a String Foundation could be given; the core must reject it
            // (every form is ASCII).
            if case let .success(value) = result {
                return UUIDParseProperty.fail(bytes, "accepted non-UTF-8 input as \(value)")
            }
            return nil
        }
        let foundation = Foundation.UUID(uuidString: text).map { RFCUUID($0) }
        switch (result, foundation) {
        case let (.success(ours), theirs?):
            guard ours == theirs else {
                return UUIDParseProperty.fail(bytes, "core reads \(ours), Foundation reads \(theirs)")
            }
        case let (.success(ours), nil):
            return UUIDParseProperty.fail(bytes, "core accepts \(ours), Foundation rejects it")
        case let (.failure(error), theirs?):
            let digitPositions = (0..<36).filter { ![8, 13, 18, 23].contains($0) }
            guard digitPositions.contains(where: { lenientBytes.contains(bytes[$0]) }) else {
                return UUIDParseProperty.fail(
                    bytes, "Foundation accepts it as \(theirs), the core rejects it (\(error)) with no lenient byte at a digit position")
            }
        case (.failure, nil):
            break
        }
        return nil
    }
}

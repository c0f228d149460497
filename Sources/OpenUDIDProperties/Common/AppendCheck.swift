// How the checkers hold a sized writer (`RFCUUID.write(_:case:to:)`, `OpenUDID.write(case:to:)`,
// `MD5Digest.write(case:to:)`) to its contract: it appends its text after what the span
// already holds, and fits a span with exactly its documented length free.
import FuzzSupport

enum AppendCheck {
    /// Runs `write` on a span that already holds one marker byte and has exactly
    /// `expected.count` bytes free; `nil` when the marker is kept and exactly `expected` follows
    /// it, else what was found. A writer that needs more room than `expected.count` traps at
    /// its precondition, which the fuzzer reports as a crash.
    static func appends(_ expected: [UInt8], _ write: (inout OutputSpan<UInt8>) -> Void) -> String? {
        let marker = UInt8(ascii: "|")
        let bytes = [UInt8](capacity: 1 + expected.count) { span in
            span.append(marker)
            write(&span)
        }
        guard bytes.first == marker, bytes.dropFirst().elementsEqual(expected) else {
            return "appends \(show(bytes.dropFirst())) after \(show(bytes.prefix(1))), expected \(show(expected)) after \(show([marker]))"
        }
        return nil
    }
}

/// `openudid inspect`'s classification of a text, checked against the parsers.
///
/// Filled in once the CLI's inspect function is available; until then nothing is checked.
enum InspectConsistency {
    static func check(_ bytes: UnsafeRawBufferPointer) -> PropertyViolation? {
        nil
    }
}

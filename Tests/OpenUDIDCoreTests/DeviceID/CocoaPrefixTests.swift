import Testing
@testable import OpenUDIDCore

@Suite("-[NSString hasPrefix:] semantics")
struct CocoaPrefixTests {
    static let cases: [(string: String, prefix: String?, expected: Bool)] = [
        ("ABC", "A", true),
        ("ABC", "ABC", true),
        ("ABC", "ABCD", false),
        ("ABC", "", false),  // Cocoa: NO; Swift's hasPrefix: true
        ("", "", false),
        ("ABC", nil, false),
        ("abc", "A", false),  // case-sensitive
        ("e\u{301}x", "\u{E9}", false),  // literal units, no canonical equivalence
        ("\u{E9}x", "e\u{301}", false),
        ("e\u{301}x", "e", true),  // Swift's hasPrefix: false (the Character is é)
        ("\u{1F600}A", "\u{1F600}", true),
    ]

    @Test(arguments: cases.indices)
    func prefix(_ index: Int) {
        let c = Self.cases[index]
        #expect(c.string.cocoaHasPrefix(c.prefix) == c.expected)
    }
}

// NSString counts and cuts in UTF-16 code units; Swift strings are stored as UTF-8. These
// helpers walk the UTF-8 bytes counting the UTF-16 units each scalar takes, so that a cut at
// "the first n units" lands on the same scalar boundary the source's `substringToIndex:` uses,
// and report when it would not land on a boundary at all (a surrogate pair cut in half).

extension DeviceIDTool {
    /// The UTF-8 byte count of the first `units` UTF-16 code units of the valid UTF-8 `bytes`,
    /// or `nil` when that cut falls between the two halves of a surrogate pair.
    ///
    /// Requires `bytes` to hold at least `units` UTF-16 units. The lead byte alone says how
    /// many bytes a scalar takes and how many UTF-16 units: 1 unit for 1-3 bytes (U+0000 to
    /// U+FFFF), 2 units (a surrogate pair) for the 4 bytes of U+10000 and above.
    @inlinable
    static func utf8Count(ofUTF16Prefix units: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        var offset = 0
        var counted = 0
        while counted < units {
            let lead = bytes[offset]
            switch lead {
            case ..<0x80: offset &+= 1; counted &+= 1
            case ..<0xE0: offset &+= 2; counted &+= 1
            case ..<0xF0: offset &+= 3; counted &+= 1
            default: offset &+= 4; counted &+= 2
            }
        }
        // Overshooting by one unit means the cut fell inside a four-byte scalar.
        return counted == units ? offset : nil
    }

    /// The length of `string` in UTF-16 code units: `-[NSString length]`.
    @inlinable
    static func utf16Length(of string: some StringProtocol) -> Int {
        // `utf16.count` is constant-time for ASCII native strings and uses the string's
        // breadcrumbs otherwise.
        string.utf16.count
    }
}

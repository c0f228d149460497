extension String {
    /// `-[NSString hasPrefix:]` as Cocoa answers it: a literal comparison of UTF-16 code units,
    /// and NO for an empty (or `nil`) prefix.
    ///
    /// Swift's `hasPrefix` differs twice: it answers true for `""`, and it compares
    /// `Character`s under canonical equivalence, so `"e\u{301}x"` would have the prefix `"é"`.
    /// Comparing UTF-8 bytes is the same as comparing UTF-16 units for valid strings: both
    /// encodings are prefix-preserving one-to-one maps of the scalars.
    @inlinable
    func cocoaHasPrefix(_ prefix: String?) -> Bool {
        guard let prefix, !prefix.isEmpty else { return false }
        var whole = self, start = prefix
        return whole.withUTF8 { bytes in
            start.withUTF8 { head in
                head.count <= bytes.count && bytes.prefix(head.count).elementsEqual(head)
            }
        }
    }
}

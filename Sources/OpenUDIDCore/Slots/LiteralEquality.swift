extension String {
    /// Equality as `-[NSString isEqualToString:]` and `NSDictionary` keys decide it: the same
    /// code units. Swift's `==` also equates canonically equivalent strings ("é" precomposed
    /// and decomposed), which the original library would count as two different values.
    @inlinable
    func isLiterallyEqual(to other: String) -> Bool {
        withUTF8Bytes(of: self) { left in withUTF8Bytes(of: other) { right in left.hasSameBytes(as: right) } }
    }
}

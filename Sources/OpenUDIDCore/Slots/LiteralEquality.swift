extension String {
    /// Equality as `-[NSString isEqualToString:]` and `NSDictionary` keys decide it: the same
    /// code units. Swift's `==` also equates canonically equivalent strings ("é" precomposed
    /// and decomposed), which the original library would count as two different values.
    @inlinable
    func isLiterallyEqual(to other: String) -> Bool {
        var a = self, b = other
        return a.withUTF8 { left in
            b.withUTF8 { right in
                left.count == right.count && left.elementsEqual(right)
            }
        }
    }
}

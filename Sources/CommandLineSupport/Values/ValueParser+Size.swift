extension ValueParser where Value == Int {
    /// A positive size in bytes: a count (``CountSyntax``) with an optional `K`, `M`, `G` or `T`
    /// (powers of 1024), optionally followed by `B` or `iB`: `4096`, `512M`, `16G`, `2GiB`.
    package static var size: ValueParser<Int> {
        ValueParser(expecting: "a size such as 512M or 16G") { (text) throws(InvalidValue) in
            var number = Substring(text.uppercased())
            for ending in ["IB", "B"] where number.hasSuffix(ending) {
                number.removeLast(ending.count)
                break
            }
            var shift = 0
            if let last = number.last, let index = "KMGT".firstIndex(of: last) {
                shift = 10 * ("KMGT".distance(from: "KMGT".startIndex, to: index) + 1)
                number.removeLast()
            }
            // `E` would be read as an exponent, and `1E` is not a size.
            guard let value = CountSyntax.parse(number), value > 0, value <= Int.max >> shift else {
                throw InvalidValue()
            }
            return value << shift
        }
    }
}

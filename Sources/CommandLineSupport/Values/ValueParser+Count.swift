extension ValueParser where Value == Int {
    /// A count of at least 1, in ``CountSyntax``: `3`, `10_000`, `1e9`.
    package static var count: ValueParser<Int> { count(atLeast: 1) }

    /// A count of at least `minimum`.
    package static func count(atLeast minimum: Int) -> ValueParser<Int> {
        count(in: minimum...Int.max)
    }

    /// A count within `range`: `--threads` (1 to 256), `--processes` (1 to 100).
    package static func count(in range: ClosedRange<Int>) -> ValueParser<Int> {
        let expectation: String
        switch (range.lowerBound, range.upperBound) {
        case (1, Int.max): expectation = "a positive integer"
        case (let low, Int.max): expectation = "an integer of at least \(low)"
        case let (low, high): expectation = "an integer from \(low) to \(high)"
        }
        return ValueParser(expecting: expectation) { (text) throws(InvalidValue) in
            guard let value = CountSyntax.parse(text[...]), range.contains(value) else { throw InvalidValue() }
            return value
        }
    }
}

extension ValueParser where Value == Double {
    /// A finite number of at least 0: `0.5`, `10`, `2e-3`.
    package static var nonNegativeNumber: ValueParser<Double> {
        ValueParser(expecting: "a non-negative number") { (text) throws(InvalidValue) in
            guard let number = Double(text), number.isFinite, number >= 0 else { throw InvalidValue() }
            return number
        }
    }
}

extension ValueParser where Value == UInt64 {
    /// A 64-bit unsigned integer, in decimal or in hex after `0x`: a seed.
    package static var unsigned64: ValueParser<UInt64> {
        ValueParser(expecting: "a 64-bit integer") { (text) throws(InvalidValue) in
            let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
            // UInt64(_:) alone takes a leading `+`.
            guard let value, !text.hasPrefix("+"), !text.hasPrefix("0x+") else { throw InvalidValue() }
            return value
        }
    }
}

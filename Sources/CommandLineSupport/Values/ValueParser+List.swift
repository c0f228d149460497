/// What a list value does with an element given twice.
package enum ListDuplicates: Sendable {
    /// Keeps every element.
    case keep
    /// Keeps the first of equal elements: `1,2,1` is `[1, 2]`.
    case drop
    /// Refuses the value, naming the element.
    case reject
}

extension ValueParser {
    /// A non-empty list of `element` values separated by commas, spaces around an element
    /// ignored, no element empty: `1,2,4`, `16, 20`.
    ///
    /// - Parameter expectation: what messages say is expected, e.g. `comma-separated thread
    ///   counts from 1 to 1024`.
    package static func list<Element>(
        of element: ValueParser<Element>, expecting expectation: String,
        duplicates: ListDuplicates
    ) -> ValueParser<[Element]>
    where Value == [Element], Element: Equatable {
        ValueParser(expecting: expectation) { (text) throws(InvalidValue) in
            var values: [Element] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let value: Element
                let trimmed = part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
                do { value = try element.read(String(trimmed)) } catch { throw InvalidValue() }
                if values.contains(value) {
                    switch duplicates {
                    case .keep: break
                    case .drop: continue
                    case .reject: throw InvalidValue(detail: "'\(String(trimmed))' is listed twice")
                    }
                }
                values.append(value)
            }
            return values
        }
    }
}

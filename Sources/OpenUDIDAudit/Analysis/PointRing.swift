/// The last ``count`` identifiers of a stretch (``OrderSpan/recent``), identifier `i` in slot
/// `i % count`, in an array: held inline (an `InlineArray`) the 1.3 KB made every copy of the
/// span, which the collector's hot path makes, a `memmove`, a large share of the CPU of an
/// audit of random-method v7 lines (Benchmarks/records/choices-in-the-code.md).
package struct PointRing: Sendable, Hashable {
    /// The slots.
    package static let count = 32
    private var slots: [OrderSpan.Point]

    package init() {
        slots = Array(repeating: OrderSpan.Point(ms: 0, key: 0, high: 0, low: 0, location: 0), count: Self.count)
    }

    /// The ring holding `points`, slot by slot (``count`` of them).
    package init(_ points: [OrderSpan.Point]) {
        precondition(points.count == Self.count, "a ring holds \(Self.count) points")
        slots = points
    }

    @inline(__always)
    package subscript(slot: Int) -> OrderSpan.Point {
        get { slots[slot] }
        set { slots[slot] = newValue }
    }

    /// The slots in order.
    package var points: [OrderSpan.Point] { slots }
}

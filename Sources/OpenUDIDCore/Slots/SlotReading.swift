/// What the slot scan needs to know about one slot, read in place: plain values only, so
/// reading a slot copies (and retains) nothing.
struct SlotReading {
    enum Value {
        /// The slot is absent.
        case absent
        /// The slot is present with no `OpenUDID` value.
        case missing
        /// The value, as a key.
        case key(CodeUnitKey)
        /// A value to compare as a string: longer than a key holds, or not stored contiguously.
        case string
    }

    var value: Value
    /// Whether the slot's `OpenUDID_appUID` has exactly the code units of the app's id; `nil`
    /// when it could not be read in place (compare the strings instead).
    var isMine: Bool?

    /// Reads the slot at `slot` for the app whose id's UTF-8 is `appUID`.
    ///
    /// Nothing in here may copy a string or call code the compiler cannot see into: either
    /// makes it copy the record out of the slot first, retaining every field, which was most of
    /// the scan's time when it happened.
    @inline(__always)
    init(_ slot: UnsafePointer<Slot>, appUID: UnsafeRawBufferPointer) {
        switch slot.pointee {
        case .absent:
            value = .absent
            isMine = false
        case .present(let record):
            value = Self.reading(of: record.value)
            isMine = Self.isSame(record.appUID, as: appUID)
        }
    }

    @inline(__always)
    static func reading(of value: borrowing String?) -> Value {
        switch value {
        case .none:
            return .missing
        case .some(let string):
            switch string.withContiguousCodeUnits({ CodeUnitKey($0) }) {
            case .some(.some(let key)): return .key(key)
            default: return .string
            }
        }
    }

    @inline(__always)
    static func isSame(_ value: borrowing String?, as bytes: UnsafeRawBufferPointer) -> Bool? {
        switch value {
        case .none: return false
        case .some(let string): return string.withContiguousCodeUnits { $0.hasSameBytes(as: bytes) }
        }
    }
}

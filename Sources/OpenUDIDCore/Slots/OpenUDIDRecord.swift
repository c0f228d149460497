/// The dictionary OpenUDID keeps in an app's defaults (the *local record*) and copies into a
/// slot.
///
/// The five keys the library reads have stored properties; any other key is kept, in order, in
/// ``otherFields``, so a record read and written back loses nothing. Values are strings:
/// OpenUDID never validates them (any string counts as a value), and dates are ISO 8601
/// strings.
@frozen
public struct OpenUDIDRecord: Sendable, Hashable {
    /// `OpenUDID`: the identifier.
    public var value: String?
    /// `OpenUDID_slot`: the name of the slot this app wrote to.
    public var slot: String?
    /// `OpenUDID_appUID`: the app's own id, which marks its slot.
    public var appUID: String?
    /// `OpenUDID_createdTS`: when the record was created.
    public var createdTS: String?
    /// `OpenUDID_optOutTS`: when the app opted out; present means opted out.
    public var optOutTS: String?
    /// Every other key, in the order first seen. Keys are distinct and none is one of the five.
    public var otherFields: [Field]

    /// A key and its value.
    @frozen
    public struct Field: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: String

        /// Creates a field.
        @inlinable
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// Creates a record; with no arguments, an empty one (how an unreadable slot reads).
    @inlinable
    public init(value: String? = nil, slot: String? = nil, appUID: String? = nil,
                createdTS: String? = nil, optOutTS: String? = nil, otherFields: [Field] = []) {
        self.value = value
        self.slot = slot
        self.appUID = appUID
        self.createdTS = createdTS
        self.optOutTS = optOutTS
        self.otherFields = otherFields
    }

    /// True when the record holds no key at all.
    @inlinable
    public var isEmpty: Bool {
        value == nil && slot == nil && appUID == nil && createdTS == nil && optOutTS == nil && otherFields.isEmpty
    }
}

extension OpenUDIDRecord {
    /// The key names of the original library.
    public enum Key {
        /// `OpenUDID`
        public static let value = "OpenUDID"
        /// `OpenUDID_slot`
        public static let slot = "OpenUDID_slot"
        /// `OpenUDID_appUID`
        public static let appUID = "OpenUDID_appUID"
        /// `OpenUDID_createdTS`
        public static let createdTS = "OpenUDID_createdTS"
        /// `OpenUDID_optOutTS`
        public static let optOutTS = "OpenUDID_optOutTS"
    }

    /// The value stored under `key`, whichever kind of key it is. Setting `nil` removes it.
    /// Keys are compared code unit by code unit, as `NSDictionary` does.
    public subscript(key: String) -> String? {
        get {
            switch key {
            case Key.value: return value
            case Key.slot: return slot
            case Key.appUID: return appUID
            case Key.createdTS: return createdTS
            case Key.optOutTS: return optOutTS
            // Keys compare code unit by code unit, as NSDictionary compares them: "é" and
            // "e" + U+0301 are two keys, though Swift's `==` calls them equal.
            default: return otherFields.first { $0.key.isLiterallyEqual(to: key) }?.value
            }
        }
        set {
            switch key {
            case Key.value: value = newValue
            case Key.slot: slot = newValue
            case Key.appUID: appUID = newValue
            case Key.createdTS: createdTS = newValue
            case Key.optOutTS: optOutTS = newValue
            default:
                if let index = otherFields.firstIndex(where: { $0.key.isLiterallyEqual(to: key) }) {
                    if let newValue { otherFields[index].value = newValue } else { otherFields.remove(at: index) }
                } else if let newValue {
                    otherFields.append(Field(key: key, value: newValue))
                }
            }
        }
    }

    /// Every key and value: the five known keys first (those present, in the order above), then
    /// the others in their order.
    public var fields: [Field] {
        var all: [Field] = []
        all.reserveCapacity(5 + otherFields.count)
        let known: [(String, String?)] = [
            (Key.value, value), (Key.slot, slot), (Key.appUID, appUID),
            (Key.createdTS, createdTS), (Key.optOutTS, optOutTS),
        ]
        for case let (key, value?) in known { all.append(Field(key: key, value: value)) }
        return all + otherFields
    }

    /// Builds a record from fields; a later field with the same key replaces an earlier one.
    public init(fields: some Sequence<Field>) {
        self.init()
        for field in fields { self[field.key] = field.value }
    }
}

/// The dictionary OpenUDID keeps in an app's defaults (the *local record*) and copies into a
/// slot.
///
/// The five keys the library reads have properties of their own; any other key is kept, in order, in
/// ``otherFields``, so a record read and written back loses nothing. Values are strings:
/// OpenUDID never validates them (any string counts as a value), and dates are ISO 8601
/// strings.
///
/// A record is one reference to immutable storage: copying it (into a slot, a write, a
/// resolution) retains one object rather than each of its strings, and the slot scan reads
/// its fields in place. Setting a field makes new storage.
@frozen
public struct OpenUDIDRecord: Sendable, Hashable {
    @usableFromInline let storage: Storage

    /// `OpenUDID`: the identifier.
    public var value: String? {
        @inlinable get { storage.fields.value }
        set { update { $0.value = newValue } }
    }
    /// `OpenUDID_slot`: the name of the slot this app wrote to.
    public var slot: String? {
        @inlinable get { storage.fields.slot }
        set { update { $0.slot = newValue } }
    }
    /// `OpenUDID_appUID`: the app's own id, which marks its slot.
    public var appUID: String? {
        @inlinable get { storage.fields.appUID }
        set { update { $0.appUID = newValue } }
    }
    /// `OpenUDID_createdTS`: when the record was created.
    public var createdTS: String? {
        @inlinable get { storage.fields.createdTS }
        set { update { $0.createdTS = newValue } }
    }
    /// `OpenUDID_optOutTS`: when the app opted out; present means opted out.
    public var optOutTS: String? {
        @inlinable get { storage.fields.optOutTS }
        set { update { $0.optOutTS = newValue } }
    }
    /// Every other key, in the order first seen. Keys are distinct and none is one of the five.
    public var otherFields: [Field] {
        @inlinable get { storage.fields.otherFields }
        set { update { $0.otherFields = newValue } }
    }

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
    public init(
        value: String? = nil, slot: String? = nil, appUID: String? = nil,
        createdTS: String? = nil, optOutTS: String? = nil, otherFields: [Field] = []
    ) {
        storage = Storage(
            Fields(
                value: value, slot: slot, appUID: appUID, createdTS: createdTS,
                optOutTS: optOutTS, otherFields: otherFields))
    }

    /// True when the record holds no key at all.
    @inlinable
    public var isEmpty: Bool {
        value == nil && slot == nil && appUID == nil && createdTS == nil && optOutTS == nil && otherFields.isEmpty
    }

    /// Records are equal when their fields are: strings compared as Swift compares them.
    @inlinable
    public static func == (a: OpenUDIDRecord, b: OpenUDIDRecord) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    /// Hashes the fields.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}

extension OpenUDIDRecord {
    /// The fields of a record.
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var value: String?
        @usableFromInline var slot: String?
        @usableFromInline var appUID: String?
        @usableFromInline var createdTS: String?
        @usableFromInline var optOutTS: String?
        @usableFromInline var otherFields: [Field]

        @inlinable
        init(
            value: String?, slot: String?, appUID: String?, createdTS: String?, optOutTS: String?,
            otherFields: [Field]
        ) {
            self.value = value
            self.slot = slot
            self.appUID = appUID
            self.createdTS = createdTS
            self.optOutTS = optOutTS
            self.otherFields = otherFields
        }
    }

    /// The immutable storage shared by copies of a record. Its fields never change, which is
    /// what lets a reader borrow them without retaining each string.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let fields: Fields

        @inlinable
        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Replaces the storage with a changed copy of the fields.
    mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        self = OpenUDIDRecord(storage: Storage(fields))
    }

    init(storage: Storage) {
        self.storage = storage
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
        get { storage.fields[key] }
        set { update { $0[key] = newValue } }
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
        var pending = OpenUDIDRecord().storage.fields
        for field in fields { pending[field.key] = field.value }
        self.init(storage: Storage(pending))
    }
}

extension OpenUDIDRecord.Fields {
    /// The field stored under `key`; see ``OpenUDIDRecord/subscript(_:)``.
    subscript(key: String) -> String? {
        get {
            switch key {
            case OpenUDIDRecord.Key.value: return value
            case OpenUDIDRecord.Key.slot: return slot
            case OpenUDIDRecord.Key.appUID: return appUID
            case OpenUDIDRecord.Key.createdTS: return createdTS
            case OpenUDIDRecord.Key.optOutTS: return optOutTS
            // Keys compare code unit by code unit, as NSDictionary compares them: "é" and
            // "e" + U+0301 are two keys, though Swift's `==` calls them equal.
            default: return otherFields.first { $0.key.isLiterallyEqual(to: key) }?.value
            }
        }
        set {
            switch key {
            case OpenUDIDRecord.Key.value: value = newValue
            case OpenUDIDRecord.Key.slot: slot = newValue
            case OpenUDIDRecord.Key.appUID: appUID = newValue
            case OpenUDIDRecord.Key.createdTS: createdTS = newValue
            case OpenUDIDRecord.Key.optOutTS: optOutTS = newValue
            default:
                if let index = otherFields.firstIndex(where: { $0.key.isLiterallyEqual(to: key) }) {
                    if let newValue { otherFields[index].value = newValue } else { otherFields.remove(at: index) }
                } else if let newValue {
                    otherFields.append(OpenUDIDRecord.Field(key: key, value: newValue))
                }
            }
        }
    }
}

/// One of the 100 shared slots (`org.OpenUDID.slot.0` … `org.OpenUDID.slot.99`), as read at
/// launch.
@frozen
public enum Slot: Sendable, Hashable {
    /// No pasteboard of that name exists.
    case absent
    /// The pasteboard exists and holds this record. One whose data cannot be decoded reads as
    /// an empty record (the source falls back to an empty dictionary): see ``unreadable``.
    /// A record is a single reference, so a slot is one word and copying it one retain.
    case present(OpenUDIDRecord)

    /// A present slot whose data could not be decoded.
    public static let unreadable = Slot.present(OpenUDIDRecord())

    /// The record, when the slot is present.
    @inlinable
    public var record: OpenUDIDRecord? {
        if case let .present(record) = self { return record }
        return nil
    }
}

/// The names and number of the shared slots.
public enum SlotName {
    /// How many slots the library scans: `kOpenUDIDRedundancySlots`.
    public static let count = 100
    /// The prefix of every slot name.
    public static let prefix = "org.OpenUDID.slot."

    /// The name of slot `index`: decimal, no padding (`org.OpenUDID.slot.7`). The hundred
    /// names of slots 0..<100 are made once, so naming one of them allocates nothing.
    public static func name(_ index: Int) -> String {
        index >= 0 && index < count ? names[index] : prefix + String(index)
    }

    /// `org.OpenUDID.slot.0` … `org.OpenUDID.slot.99`.
    private static let names = (0..<count).map { prefix + String($0) }

    /// True when `name` is exactly the name of slot `index`, compared without building the
    /// name (the resolution asks this on every launch).
    @inlinable
    public static func name(_ name: String, is index: Int) -> Bool {
        var digits = index
        var expectedLength = prefix.utf8.count + 1
        while digits >= 10 { digits /= 10; expectedLength += 1 }
        guard name.utf8.count == expectedLength, name.utf8.starts(with: prefix.utf8) else { return false }
        var value = 0
        for byte in name.utf8.dropFirst(prefix.utf8.count) {
            guard (0x30...0x39).contains(byte) else { return false }
            value = value * 10 + Int(byte - 0x30)
        }
        // No leading zeros: the digit count already matches `index`'s.
        return value == index
    }

    /// The index named by `name` when it is exactly the name of a slot 0..<100, else `nil`.
    public static func index(of name: String) -> Int? {
        guard name.hasPrefix(prefix) else { return nil }
        let digits = name.utf8.dropFirst(prefix.utf8.count)
        guard let index = Int(Substring(digits)), index >= 0, index < count,
            name == Self.name(index)
        else { return nil }
        return index
    }
}

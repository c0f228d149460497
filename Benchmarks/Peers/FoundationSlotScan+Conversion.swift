package import Foundation
package import OpenUDIDCore

extension FoundationSlotScan {
    /// A record as the `[String: String]` a Swift port would read from a slot.
    package static func swiftDictionary(_ record: OpenUDIDRecord) -> [String: String] {
        var dictionary: [String: String] = [:]
        for field in record.fields { dictionary[field.key] = field.value }
        return dictionary
    }

    /// A record as the `NSDictionary` the source unarchives from a slot.
    package static func nsDictionary(_ record: OpenUDIDRecord) -> NSDictionary {
        let dictionary = NSMutableDictionary()
        for field in record.fields { dictionary.setObject(field.value, forKey: field.key as NSString) }
        return dictionary
    }

    /// OpenUDIDCore slots in the Swift port's shape.
    package static func swiftSlots(_ slots: [Slot]) -> [[String: String]?] {
        slots.map { $0.record.map(swiftDictionary) }
    }

    /// OpenUDIDCore slots in the source's shape.
    package static func nsSlots(_ slots: [Slot]) -> [NSDictionary?] {
        slots.map { $0.record.map(nsDictionary) }
    }
}

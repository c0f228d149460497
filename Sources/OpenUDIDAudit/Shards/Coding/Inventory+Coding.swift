package import ShardedRun

/// A map's inventory in its partial.
extension Inventory: PartialRecordValue {
    package static let partialFields: [PartialField<Inventory>] = [
        .field("blank", \.blank), .field("invalid", \.invalid), .field("quoted", \.quoted), .field("forms", \.forms),
        .field("cases", \.cases), .field("groups", \.groups), .field("truncated", \.truncated),
        .field("versionDigits", \.versionDigits),
    ]
    package static let transientFields: [String: String] = [:]
    package static var emptyForReading: Inventory { Inventory() }

    package func checkDecoded() throws(ByteReader.Failure) {
        let empty = Inventory()
        guard forms.count == empty.forms.count, cases.count == empty.cases.count, groups.count == empty.groups.count,
            truncated.count == empty.truncated.count, versionDigits.count == 256
        else {
            throw ByteReader.Failure(reason: "an inventory of \(forms.count) forms, \(cases.count) cases and \(groups.count) groups")
        }
    }
}

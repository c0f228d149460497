import ShardedRun
import AuditInput

extension Inventory {
    func encode(into writer: inout ByteWriter) {
        writer.append(blank)
        writer.append(invalid)
        writer.append(array: forms.map(Int64.init))
        writer.append(array: cases.map(Int64.init))
        writer.append(array: groups.map(Int64.init))
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        self.init()
        blank = try reader.readInt()
        invalid = try reader.readInt()
        let forms = try reader.readArray(of: Int64.self).map(Int.init)
        let cases = try reader.readArray(of: Int64.self).map(Int.init)
        let groups = try reader.readArray(of: Int64.self).map(Int.init)
        guard forms.count == self.forms.count, cases.count == self.cases.count, groups.count == self.groups.count else {
            throw ByteReader.Failure(reason: "an inventory of \(forms.count) forms, \(cases.count) cases and \(groups.count) groups")
        }
        (self.forms, self.cases, self.groups) = (forms, cases, groups)
    }
}

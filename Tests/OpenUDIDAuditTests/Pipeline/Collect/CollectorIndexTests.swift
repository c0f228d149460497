import AuditInput
@testable import OpenUDIDAudit
import Testing

/// The collector counts forms and letter cases by an index of its own (a switch, not the input
/// module's `rawValue`): the inventory is read back by `rawValue`, so the two must agree.
@Suite struct CollectorIndexTests {
    @Test(arguments: TextForm.allCases)
    func formIndexIsTheRawValue(_ form: TextForm) {
        #expect(Collector.index(of: form) == form.rawValue)
        // The index picks the format's groups: the UUID forms', then OpenUDID, ULID, KSUID, Snowflake.
        let group = IdentifierGroup(rawValue: IdentifierGroup.of(high: 1, low: 1, suffix: 1, form: Collector.index(of: form)))
        let kinds: [TextForm: String] = [.openUDID: "openudid", .ulid: "ulid", .ksuid: "ksuid", .snowflake: "snowflake"]
        #expect(group.layout.inventory.kind == kinds[form, default: "uuid"], "\(form)")
    }

    @Test(arguments: ObservedLetterCase.allCases)
    func letterCaseIndexIsTheRawValue(_ letterCase: ObservedLetterCase) {
        #expect(Collector.index(of: letterCase) == letterCase.rawValue)
    }
}

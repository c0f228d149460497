import AuditInput
@testable import OpenUDIDAudit
import Testing

/// The collector counts forms and letter cases by an index of its own (a switch, not the input
/// module's `rawValue`): the inventory is read back by `rawValue`, so the two must agree.
@Suite struct CollectorIndexTests {
    @Test(arguments: TextForm.allCases)
    func formIndexIsTheRawValue(_ form: TextForm) {
        #expect(Collector.index(of: form) == form.rawValue)
        #expect(Collector.isOpenUDID(form) == (form == .openUDID))
    }

    @Test(arguments: ObservedLetterCase.allCases)
    func letterCaseIndexIsTheRawValue(_ letterCase: ObservedLetterCase) {
        #expect(Collector.index(of: letterCase) == letterCase.rawValue)
    }
}

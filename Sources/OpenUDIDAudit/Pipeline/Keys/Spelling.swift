import AuditInput

/// How an identifier was written: its text form (``TextForm``) and the letter case of its digits
/// (``ObservedLetterCase``), as one small code a record carries (``AuditRecord/spelling``). Two
/// records of one value with different codes are the same identifier stored twice, written
/// differently: a table's doing (a column that kept both `ABC…` and `abc…`), not a generator's.
enum Spelling {
    /// Letter cases per form in the code (``ObservedLetterCase``'s cases, with room to spare).
    static let casesPerForm = 4

    /// The code of `form` (its raw value) and `letterCase` (its raw value): at most 8 forms of
    /// 4 cases, 32 codes, one bit each in a 64-bit set.
    @inline(__always)
    static func code(form: Int, letterCase: Int) -> Int { form &* casesPerForm &+ letterCase }

    /// "canonical, lower case", "braced, upper case", …
    static func name(_ code: Int) -> String {
        let forms = TextForm.allCases, cases = ObservedLetterCase.allCases
        guard code / casesPerForm < forms.count, code % casesPerForm < cases.count else { return "spelling \(code)" }
        return "\(forms[code / casesPerForm].name), \(cases[code % casesPerForm].name) case"
    }
}

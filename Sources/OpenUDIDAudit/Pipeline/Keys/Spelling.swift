import AuditInput

/// How an identifier was written: its text form (``TextForm``) and the letter case of its digits
/// (``ObservedLetterCase``), as one small code a record carries (``AuditRecord/spelling``). Two
/// records of one value with different codes are the same identifier stored twice, written
/// differently: a table's doing (a column that kept both `ABC…` and `abc…`), not a generator's.
enum Spelling {
    /// The code of `form` (its raw value) and `letterCase` (its raw value).
    @inline(__always)
    static func code(form: Int, letterCase: Int) -> Int { form &* 3 &+ letterCase }

    /// "canonical, lower case", "braced, upper case", …
    static func name(_ code: Int) -> String {
        let forms = TextForm.allCases, cases = ObservedLetterCase.allCases
        guard code / 3 < forms.count else { return "spelling \(code)" }
        return "\(forms[code / 3].name), \(cases[code % 3].name) case"
    }
}

import AuditInputProperties
import JSONDocumentProperties
import OpenUDIDProperties

/// Every fuzz target's checker by name: the core's (``FuzzProperties/all``), the JSON
/// reader's and the audit line reader's, which live in modules of their own so that no fuzz
/// binary links another's code. A new target adds its checker to `FuzzProperties.all`, or here when its properties have
/// a module of their own.
enum FuzzTargets {
    static let all: [(name: String, check: FuzzProperties.Check)] =
        FuzzProperties.all + [
            (name: "json-document", check: { @Sendable in JSONDocumentProperty.check($0) }),
            (name: "audit-lines", check: { @Sendable in AuditLinesProperty.check($0) }),
        ]

    /// The checker of the target `name`, if there is one.
    static func check(named name: String) -> FuzzProperties.Check? {
        all.first { $0.name == name }?.check
    }
}

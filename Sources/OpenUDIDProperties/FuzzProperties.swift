/// Every fuzz property by target name, for the tests that replay the corpus and regressions.
///
/// The name is the folder under `Fuzz/` (`Fuzz/uuid-parse/` builds `fuzz-uuid-parse`), and the
/// same name is the folder of its seeds (`Fuzz/corpus/<name>/`) and saved crashes
/// (`Fuzz/regressions/<name>/`). A new target adds its checker here.
package import FuzzSupport
package enum FuzzProperties {
    /// A checker: `nil` when every property holds for the input.
    package typealias Check = @Sendable (UnsafeRawBufferPointer) -> PropertyViolation?

    /// Target names and their checkers.
    package static let all: [(name: String, check: Check)] = [
        ("uuid-parse", { UUIDParseProperty.check($0) }),
        ("openudid-parse", { OpenUDIDParseProperty.check($0) }),
        ("md5", { MD5Property.check($0) }),
        ("sha1", { SHA1Property.check($0) }),
        ("slot-scan", { SlotScanProperty.check($0) }),
        ("generators", { GeneratorsProperty.check($0) }),
        ("deviceid", { DeviceIDProperty.check($0) }),
        ("random", { RandomProperty.check($0) }),
    ]

    /// The checker of the target `name`, if there is one.
    package static func check(named name: String) -> Check? {
        all.first { $0.name == name }?.check
    }
}

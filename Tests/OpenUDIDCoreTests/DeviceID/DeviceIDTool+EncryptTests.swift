import Testing
@testable import OpenUDIDCore

@Suite("DeviceIDTool.encryptUUID")
struct DeviceIDToolEncryptTests {
    /// Every vector of the Python model: the appended digest, or the crash of the source.
    @Test(arguments: DeviceIDVectors.encrypt.indices)
    func vector(_ index: Int) throws {
        try check(DeviceIDVectors.encrypt[index])
    }

    /// A surrogate pair, then a NUL, at every unit offset: only offsets 7 and 9 split a cut.
    @Test(arguments: DeviceIDVectors.encryptSweep.indices)
    func sweep(_ index: Int) throws {
        try check(DeviceIDVectors.encryptSweep[index])
    }

    private func check(_ vector: (input: String, output: String?, error: String?)) throws {
        switch Result(catching: { () throws(DeviceIDError) in try DeviceIDTool.encryptUUID(vector.input) }) {
        case let .success(output):
            let expected = try #require(vector.output, "expected \(vector.error ?? "") for \(vector.input.debugDescription)")
            #expect(output.utf8.elementsEqual(expected.utf8))
        case let .failure(error):
            #expect(error.vectorCode == vector.error, "input \(vector.input.debugDescription)")
        }
    }

    @Test func nilStaysNil() throws {
        #expect(try DeviceIDTool.encryptUUID(orNil: nil) == nil)
    }

    /// Strings of 0...20 units come back unchanged, whatever they hold.
    @Test(arguments: 0...20)
    func shortStringsUnchanged(_ length: Int) throws {
        for unit in ["A", "\u{E9}", "\u{8BBE}"] {
            let text = String(repeating: unit, count: length)
            #expect(try DeviceIDTool.encryptUUID(text) == text)
        }
    }

    /// The suffix is always a hyphen and four UPPERCASE hex digits.
    @Test(arguments: 21...64)
    func suffixShape(_ length: Int) throws {
        let text = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x30 + $0 % 40))) })
        let suffix = try DeviceIDTool.checkSuffix(of: text)
        #expect(try DeviceIDTool.encryptUUID(text) == text + suffix)
        #expect(suffix.utf8.count == 5 && suffix.first == "-")
        #expect(suffix.dropFirst().allSatisfy { "0123456789ABCDEF".contains($0) })
    }
}

import Testing
@testable import OpenUDIDCore

@Suite("DeviceIDTool.checkDeviceIdAvailable")
struct DeviceIDToolCheckTests {
    @Test(arguments: DeviceIDVectors.check.indices)
    func vector(_ index: Int) {
        let vector = DeviceIDVectors.check[index]
        let verdict = DeviceIDTool.checkDeviceIdAvailable(vector.input)
        #expect(verdict.isAvailable == vector.available, "\(String(describing: vector.input))")
        #expect(verdict.vectorCode == vector.code, "\(String(describing: vector.input))")
    }

    /// Whatever the encrypted vectors produced, checking them holds.
    @Test(arguments: (DeviceIDVectors.encrypt + DeviceIDVectors.encryptSweep).indices)
    func makeThenCheck(_ index: Int) {
        let vector = (DeviceIDVectors.encrypt + DeviceIDVectors.encryptSweep)[index]
        guard let output = vector.output, vector.input.utf16.count > 20 else { return }
        #expect(DeviceIDTool.checkDeviceIdAvailable(output).isAvailable)
    }

    @Test func mismatchNamesBothSuffixes() {
        let verdict = DeviceIDTool.checkDeviceIdAvailable("599F9C00-92DC-4B5C-9464-7971F01F8370-0000")
        #expect(verdict.reason == .digestMismatch(expected: "-A38A", found: "-0000"))
    }

    /// A lone half of a pair in the suffix is shown as U+FFFD.
    @Test func mismatchRepairsHalfPairs() {
        // The last five units of "-😀😀😀" start with the low half of the first pair.
        let verdict = DeviceIDTool.checkDeviceIdAvailable("599F9C00-92DC-4B5C-9464-7971F01F8370-\u{1F600}\u{1F600}\u{1F600}")
        #expect(verdict.reason == .digestMismatch(expected: "-A38A", found: "\u{FFFD}\u{1F600}\u{1F600}"))
    }

    @Test func lengthIsInUTF16Units() {
        #expect(DeviceIDTool.checkDeviceIdAvailable("\u{1F600}\u{1F600}\u{1F600}").length == 6)
        #expect(DeviceIDTool.checkDeviceIdAvailable(nil).length == 0)
    }
}

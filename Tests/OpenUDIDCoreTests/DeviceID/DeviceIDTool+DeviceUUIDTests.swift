import Testing
@testable import OpenUDIDCore

@Suite("DeviceIDTool.deviceUUID")
struct DeviceIDToolDeviceUUIDTests {
    @Test(arguments: DeviceIDVectors.deviceUUID.indices)
    func vector(_ index: Int) {
        let vector = DeviceIDVectors.deviceUUID[index]
        do {
            let output = try DeviceIDTool.deviceUUID(of: vector.input)
            #expect(vector.error == nil, "expected \(vector.error ?? "")")
            #expect(output == vector.output)
        } catch {
            #expect(error.vectorCode == vector.error)
        }
    }

    /// `deviceUUID(encryptUUID(x)) == x` for every string the digest was appended to.
    @Test(arguments: DeviceIDVectors.encrypt.indices)
    func roundTrip(_ index: Int) throws {
        let vector = DeviceIDVectors.encrypt[index]
        guard let output = vector.output, vector.input.utf16.count > 20 else { return }
        #expect(try DeviceIDTool.deviceUUID(of: output)?.utf8.elementsEqual(vector.input.utf8) == true)
    }
}

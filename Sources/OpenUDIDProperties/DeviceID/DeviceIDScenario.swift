import FuzzSupport
package import OpenUDIDCore

/// A fuzz input decoded into what the DeviceIDTool scheme's `deviceID` and the keychain-IDFA chain read.
///
/// Byte 0 picks the shape: bits 0-1 the keychain value, bits 2-3 the pasteboard value (0: nil,
/// 1: the text as is, 2: the text through `encryptUUID`, 3: the IDFV followed by the text),
/// bit 4 whether there is an IDFV (the next 16 bytes), bit 5 whether the pasteboard copies the
/// keychain. Then one byte gives the length of text A (the keychain's); the rest is text B.
/// Texts are UTF-8 with invalid bytes replaced by U+FFFD, so every input decodes.
package struct DeviceIDScenario: Sendable, Hashable {
    /// Text A: also the string `encryptUUID`, `check` and `deviceUUID` are tested on.
    package var text: String
    /// The keychain value.
    package var keychain: String?
    /// The pasteboard value (and the keychain-IDFA chain's user-defaults value).
    package var pasteboard: String?
    /// The current IDFV (and the keychain-IDFA chain's IDFA).
    package var vendorID: RFCUUID?

    /// Creates a scenario.
    package init(text: String, keychain: String?, pasteboard: String?, vendorID: RFCUUID?) {
        self.text = text
        self.keychain = keychain
        self.pasteboard = pasteboard
        self.vendorID = vendorID
    }

    /// Decodes any bytes into a scenario.
    package init(decoding bytes: UnsafeRawBufferPointer) {
        var reader = FuzzReader(bytes)
        let shape = reader.byte()
        var vendorID: RFCUUID? = nil
        if shape & 0x10 != 0 { vendorID = RFCUUID(high: reader.uint64(), low: reader.uint64()) }
        let lengthA = Int(reader.byte())
        var a: [UInt8] = []
        for _ in 0..<lengthA where !reader.isAtEnd { a.append(reader.byte()) }
        let textA = String(decoding: a, as: UTF8.self)
        let textB = String(decoding: reader.rest(), as: UTF8.self)
        let vendor = vendorID?.formatted(case: .upper) ?? ""

        func value(_ kind: UInt8, _ text: String) -> String? {
            switch kind & 3 {
            case 0: return nil
            case 1: return text
            case 2: return (try? DeviceIDTool.encryptUUID(text)) ?? text
            default: return vendor + text
            }
        }
        let keychain = value(shape, textA)
        let pasteboard = shape & 0x20 != 0 ? keychain : value(shape >> 2, textB)
        self.init(text: textA, keychain: keychain, pasteboard: pasteboard, vendorID: vendorID)
    }
}

package import Foundation
import Platform

/// Seed 004's `encryptUUID:`, `md5Encrypt:` and `checkDeviceIdAvailable:` ported line by line to
/// Swift and Foundation: `NSString` lengths and `substring(to:)`, `utf8String` and `strlen`,
/// `%02X` formatted byte by byte and appended to an `NSMutableString` (swift-corelibs has no `appendFormat:`), and a textbook MD5 standing in for
/// `CC_MD5`. What a developer would write without this package.
package enum FoundationDeviceIDTool {
    /// `md5CodeLength`.
    static let md5CodeLength = 5
    /// `firstLength`.
    static let firstLength = 8
    /// `secondLength`.
    static let secondLength = 10

    /// `+md5Encrypt:`. `withCString` stands in for `UTF8String`, which swift-corelibs
    /// deprecates on platforms without autorelease pools; both hand `strlen` a NUL-terminated
    /// UTF-8 copy.
    package static func md5Encrypt(_ string: NSString) -> NSString {
        let bytes = (string as String).withCString { original in
            let length = strlen(original)
            return original.withMemoryRebound(to: UInt8.self, capacity: length) {
                Array(UnsafeBufferPointer(start: $0, count: length))
            }
        }
        let result = TextbookMD5.hash(bytes)
        let hash = NSMutableString(string: "")
        for i in 0..<16 { hash.append(String(format: "%02X", result[i])) }
        return hash
    }

    /// `+encryptUUID:`.
    package static func encryptUUID(_ uuid: NSString) -> NSString {
        if uuid.length > 20 {
            var subString1: NSString = uuid.substring(to: firstLength) as NSString
            var subString2: NSString = uuid.substring(to: secondLength) as NSString
            subString1 = md5Encrypt(subString1)
            subString2 = md5Encrypt(subString2)
            let combineString = subString1.appending(subString2 as String) as NSString
            var md5 = md5Encrypt(combineString)
            if md5.length >= md5CodeLength {
                md5 = md5.substring(to: md5CodeLength - 1) as NSString
                return uuid.appending(String(format: "-%@", md5)) as NSString
            }
        }
        return uuid
    }

    /// `+checkDeviceIdAvailable:`.
    package static func checkDeviceIdAvailable(_ deviceId: NSString?) -> Bool {
        guard let deviceId, deviceId.length > md5CodeLength else { return false }
        let uuid = deviceId.substring(to: deviceId.length - md5CodeLength) as NSString
        let encrypt = encryptUUID(uuid)
        return encrypt.isEqual(to: deviceId as String) && !encrypt.isEqual(to: uuid as String)
    }
}

package import OpenUDIDCore

/// util-linux libuuid's `uuid_parse` as an oracle for the `uuid-parse` target, on 36-byte
/// inputs (the only length it reads).
///
/// What libuuid accepts was measured against the core with libuuid 2.38.1 (Debian 12): every
/// one of the 36 × 255 single-byte changes of a canonical UUID, and every input the fuzzer
/// has tried since. On 36 bytes it is exactly as strict as the core: 32 hex digits in either
/// case with hyphens at 8, 13, 18 and 23, nothing else; no white space, sign or `0x` as
/// `sscanf` would take (its `isxdigit` check comes before `strtoul`). It is lenient only where
/// the comparison cannot see it: it reads a C string, so a buffer holding a canonical UUID,
/// a NUL and anything after it is accepted (`…430c8\0junk`), as is Foundation's parser.
package enum LibUUIDOracle {
    /// `uuid_parse` over a 36-byte input: the value, or `nil` when it refuses.
    package typealias Parse = @Sendable (UnsafeRawBufferPointer) -> RFCUUID?

    /// libuuid's, or `nil` (with a note) where libuuid cannot be opened.
    package static let libuuid: Parse? = loadOracle("libuuid") {
        Result { () throws(OracleUnavailable) -> Parse in
            typealias CParse = @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Int32
            let parse = try CLibrary.open(["libuuid.so.1", "libuuid.so"]).get().function("uuid_parse", as: CParse.self).get()
            return { bytes in
                // A C string: the bytes and a NUL (a NUL inside ends it early, as it would in C).
                var text = [CChar](repeating: 0, count: bytes.count + 1)
                for (index, byte) in bytes.enumerated() { text[index] = CChar(bitPattern: byte) }
                var uuid = [UInt8](repeating: 0, count: 16)
                let status = uuid.withUnsafeMutableBytes { parse(text, $0.baseAddress) }
                return status == 0 ? RFCUUID(bytes: uuid) : nil
            }
        }
    }

    /// The core's answer on a 36-byte input against `oracle`'s: the same acceptance and the same
    /// value. A difference described; `nil` when they agree.
    package static func check(
        _ bytes: UnsafeRawBufferPointer, _ result: Result<RFCUUID, ParseError>,
        oracle: Parse
    ) -> String? {
        let theirs = oracle(bytes)
        switch (result, theirs) {
        case let (.success(ours), theirs?) where ours != theirs:
            return "libuuid reads \(theirs), the core \(ours)"
        case let (.success(ours), nil):
            return "libuuid rejects what the core reads as \(ours)"
        case let (.failure(error), theirs?):
            return "libuuid reads \(theirs), the core rejects it (\(error))"
        default:
            return nil
        }
    }
}

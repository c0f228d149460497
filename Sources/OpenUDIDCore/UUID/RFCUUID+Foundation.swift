// FoundationEssentials where the toolchain has it (Linux, Swift 6): `UUID` without the rest of
// Foundation, its internationalization and the ICU data they load.
#if canImport(FoundationEssentials)
public import struct FoundationEssentials.UUID
#else
public import struct Foundation.UUID
#endif

extension RFCUUID {
    /// The same 128 bits as a `Foundation.UUID`.
    @inlinable
    public init(_ uuid: UUID) {
        self.init(bytes: uuid.uuid)
    }
}

extension UUID {
    /// The same 128 bits as an ``RFCUUID``.
    @inlinable
    public init(_ uuid: RFCUUID) {
        self.init(uuid: uuid.bytes)
    }
}

public import struct Foundation.UUID

extension RFCUUID {
    /// The same 128 bits as a `Foundation.UUID`.
    @inlinable
    public init(_ uuid: Foundation.UUID) {
        self.init(bytes: uuid.uuid)
    }
}

extension Foundation.UUID {
    /// The same 128 bits as an ``RFCUUID``.
    @inlinable
    public init(_ uuid: RFCUUID) {
        self.init(uuid: uuid.bytes)
    }
}

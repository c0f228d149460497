extension RFCUUID {
    /// Fills `buffer` with version 4 UUIDs from ``SecureRandom``: the random bytes are written
    /// straight into the buffer in one pass, then the version and variant bits are set.
    @inlinable
    public static func v4(into buffer: UnsafeMutableBufferPointer<RFCUUID>) {
        guard !buffer.isEmpty else { return }
        var random = SecureRandom()
        random.fill(UnsafeMutableRawBufferPointer(buffer))
        for index in buffer.indices {
            buffer[index] = buffer[index].stamped(version: 4)
        }
    }

    /// Fills `buffer` with version 4 UUIDs whose bits come from `generator`; element i is what
    /// the i-th of `buffer.count` consecutive ``v4(using:)`` calls would return.
    @inlinable
    public static func v4(
        into buffer: UnsafeMutableBufferPointer<RFCUUID>,
        using generator: inout some RandomNumberGenerator
    ) {
        for index in buffer.indices {
            buffer[index] = v4(using: &generator)
        }
    }
}

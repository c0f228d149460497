import Platform

/// Fresh entropy from the kernel (`getentropy`, which is `getrandom(2)` on Linux).
enum SystemEntropy {
    /// Fills `buffer` from the kernel. The kernel's pool is always available after boot; a
    /// failure here means the process cannot get secure randomness at all, and generating an
    /// identifier from anything weaker would be worse than stopping.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        var offset = 0
        while offset < buffer.count {
            let chunk = Swift.min(256, buffer.count - offset)  // getentropy's limit per call
            guard getentropy(buffer.baseAddress! + offset, chunk) == 0 else {
                fatalError("getentropy failed (errno \(errno)): no secure randomness available")
            }
            offset += chunk
        }
    }
}

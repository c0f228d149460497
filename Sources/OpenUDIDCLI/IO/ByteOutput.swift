#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered byte sink: standard output or error of the process, or memory for tests.
///
/// Commands write lines into a 64 KiB buffer that is handed to the destination only when full
/// or on ``flush()``, so `openudid generate -n 10000000` makes a few hundred `write` calls
/// rather than ten million. Identifiers are formatted straight into the buffer with
/// ``append(reserving:_:)`` and the core's allocation-free `write(…, to:)` formatters, which
/// append to an `OutputSpan` over the reserved bytes.
package final class ByteOutput {
    /// Where flushed bytes go.
    package enum Destination: Sendable {
        /// A file descriptor, written with `write(2)` (1 is standard output, 2 standard error).
        case fileDescriptor(Int32)
        /// An in-memory array, read back with ``captured``.
        case memory
    }

    /// The destination of this output.
    package let destination: Destination
    /// Everything flushed so far when the destination is ``Destination/memory``.
    package private(set) var captured: [UInt8] = []

    private let capacity = 1 << 16
    private let storage: UnsafeMutableRawPointer
    private var count = 0

    /// Creates an output with an empty buffer.
    package init(_ destination: Destination) {
        self.destination = destination
        storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        // Bytes, typed so that ``append(reserving:_:)`` can lend them as an `OutputSpan<UInt8>`.
        storage.bindMemory(to: UInt8.self, capacity: capacity)
    }

    deinit {
        flush()
        storage.deallocate()
    }

    /// Everything written so far, flushed or not, decoded as UTF-8 (for tests).
    package var text: String {
        flush()
        return String(decoding: captured, as: UTF8.self)
    }

    /// Appends the UTF-8 of `string`.
    package func write(_ string: String) {
        var string = string
        string.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `bytes`.
    package func write(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { flush() }
        if bytes.count >= capacity {
            // Too big to be worth copying: hand it over as it is.
            emit(bytes)
            return
        }
        (storage + count).copyMemory(from: base, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends one byte.
    package func write(byte: UInt8) {
        if count == capacity { flush() }
        storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Lends `body` an empty span over `maximum` free bytes of the buffer (no more than 64 KiB)
    /// and keeps what it appends. This is how identifiers reach the buffer without a `String`;
    /// a writer that needs more than `maximum` stops at the span's precondition instead of
    /// writing past the reservation.
    package func append(reserving maximum: Int, _ body: (inout OutputSpan<UInt8>) -> Void) {
        precondition(maximum <= capacity, "reservation larger than the buffer")
        if count + maximum > capacity { flush() }
        let free = UnsafeMutableBufferPointer(start: (storage + count).assumingMemoryBound(to: UInt8.self),
                                              count: maximum)
        var span = OutputSpan(buffer: free, initializedCount: 0)
        body(&span)
        count += span.finalize(for: free)
    }

    /// Hands the buffered bytes to the destination.
    package func flush() {
        guard count > 0 else { return }
        emit(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    private func emit(_ bytes: UnsafeRawBufferPointer) {
        switch destination {
        case .memory:
            captured.append(contentsOf: bytes)
        case let .fileDescriptor(descriptor):
            var offset = 0
            while offset < bytes.count {
                let result = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    // A closed pipe or a full disk: nothing sensible is left to do with the
                    // rest, and reporting it on the same kind of stream could fail the same way.
                    return
                }
                offset += result
            }
        }
    }
}

/// `write(2)`, under a name that the `write` methods of ``ByteOutput`` do not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

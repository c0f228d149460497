package import CommandLineSupport

/// A buffered byte sink: standard output or error of the process, or memory for tests.
///
/// Commands write lines into a 64 KiB buffer that is handed to the destination only when full
/// or on ``flush()``, so `openudid generate -n 10000000` makes a few hundred `write` calls
/// rather than ten million. Identifiers are formatted straight into the buffer with
/// ``append(reserving:_:)`` and the core's allocation-free `write(…, to:)` formatters, which
/// append to an `OutputSpan` over the reserved bytes.
///
/// Every write is checked. The first one that fails (a closed pipe, a full disk, an I/O error)
/// is handled as the output's ``FailurePolicy`` says: the process's standard output ends the
/// process at once; any other output records it in ``failure``, hands nothing more to the
/// destination, and leaves the ending to its caller (``OpenUDIDTool/run(_:io:)``). Commands that
/// write many lines stop as soon as ``hasFailed`` is true.
package final class ByteOutput {
    /// Where flushed bytes go.
    package enum Destination: Sendable {
        /// A file descriptor, written with `write(2)` (1 is standard output, 2 standard error).
        case fileDescriptor(Int32)
        /// An in-memory array, read back with ``captured``.
        case memory
    }

    /// What happens when a write to the destination fails.
    package enum FailurePolicy: Sendable {
        /// The error is kept in ``ByteOutput/failure``; later writes reach nothing. The owner
        /// decides how the run ends (in-process runs and tests observe it this way).
        case record
        /// The process ends at once as ``StreamWriteError/exitProcess(program:)`` says, named
        /// `program` in its message: quietly with status 141 on a closed pipe, otherwise with
        /// `program: write error: standard output: <reason>` and status 1.
        case exitProcess(program: String)
    }

    /// The destination of this output.
    package let destination: Destination
    /// What a failed write does.
    package let policy: FailurePolicy
    /// The stream as a write error names it: `standard output` for descriptor 1.
    package let streamName: String
    /// Everything flushed so far when the destination is ``Destination/memory``.
    package private(set) var captured: [UInt8] = []
    /// The first write that failed, when the policy is ``FailurePolicy/record``; `nil` while
    /// every write has succeeded.
    package private(set) var failure: StreamWriteError?

    /// Whether a write has failed: nothing written from then on reaches the destination, and a
    /// command writing many lines should stop.
    @inline(__always)
    package var hasFailed: Bool { failure != nil }

    private let capacity = 1 << 16
    private let storage: UnsafeMutableRawPointer
    private var count = 0

    /// Creates an output with an empty buffer. A failed write is recorded unless `policy` says
    /// otherwise; `streamName` defaults to the descriptor's (``StreamWriteError/streamName(ofDescriptor:)``).
    package init(_ destination: Destination, onFailure policy: FailurePolicy = .record, streamName: String? = nil) {
        self.destination = destination
        self.policy = policy
        switch destination {
        case let .fileDescriptor(descriptor):
            self.streamName = streamName ?? StreamWriteError.streamName(ofDescriptor: descriptor)
        case .memory:
            self.streamName = streamName ?? "memory"
        }
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
            guard failure == nil,
                  let code = StreamWriteError.writeAll(descriptor, bytes) else { return }
            let error = StreamWriteError(stream: streamName, code: code)
            switch policy {
            case .record: failure = error
            case let .exitProcess(program): error.exitProcess(program: program)
            }
        }
    }
}

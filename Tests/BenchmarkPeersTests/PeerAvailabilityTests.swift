import Testing
@testable import BenchmarkPeers

/// A missing C library makes its peer unavailable with a reason; nothing traps.
@Suite struct PeerAvailabilityTests {
    @Test func missingLibraryIsAReasonNotACrash() {
        guard case let .failure(reason) = DynamicLibrary.open(["libopenudid-no-such-library.so.9"]) else {
            Issue.record("a library that does not exist opened"); return
        }
        #expect(reason.description.contains("libopenudid-no-such-library.so.9"))
    }

    @Test func missingSymbolIsAReasonNotACrash() throws {
        guard case let .success(libc) = DynamicLibrary.open(["libc.so.6"]) else { return }
        typealias Nothing = @convention(c) () -> Void
        #expect(throws: PeerUnavailable.self) { try libc.function("openudid_no_such_symbol", as: Nothing.self) }
    }
}

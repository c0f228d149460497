import Testing

@testable import RunProgress

@Suite struct PhaseTraceTests {
    /// The lines a trace wrote (one thread writes them).
    final class Lines: @unchecked Sendable {
        var text: [String] = []
    }

    @Test func silentWithoutTheVariable() {
        let lines = Lines()
        let trace = PhaseTrace(label: "uuid4", variable: "TRACE_ME", environment: ["OTHER": "1"], write: { lines.text.append($0) })
        #expect(trace.phase("sort") { 42 } == 42)
        trace.mark("in all", since: .now)
        #expect(!trace.enabled && lines.text.isEmpty)
    }

    @Test func oneLinePerPhaseWithTheVariable() throws {
        let lines = Lines()
        let trace = PhaseTrace(label: "audit", variable: "TRACE_ME", environment: ["TRACE_ME": ""], write: { lines.text.append($0) })
        #expect(trace.phase("sort") { "sorted" } == "sorted")
        trace.mark("in all", since: .now - .milliseconds(1_500))
        #expect(lines.text.count == 2)
        #expect(lines.text[0].wholeMatch(of: /trace audit sort: \d+\.\d{3} s\n/) != nil)
        let seconds = try #require(lines.text[1].wholeMatch(of: /trace audit in all: (\d+\.\d{3}) s\n/)?.1)
        #expect(try #require(Double(seconds)) >= 1.5)
    }

    @Test func errorsPassThrough() {
        struct Failure: Error {}
        let trace = PhaseTrace(label: "x", variable: "TRACE_ME", environment: ["TRACE_ME": "1"], write: { _ in })
        #expect(throws: Failure.self) { try trace.phase("fails") { throw Failure() } }
    }
}

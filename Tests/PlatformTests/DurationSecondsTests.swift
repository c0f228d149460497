import Platform
import Testing

@Suite("Duration.inSeconds")
struct DurationSecondsTests {
    @Test(
        "whole seconds and fractions add up",
        arguments: [
            (Duration.seconds(0), 0.0),
            (Duration.seconds(3), 3.0),
            (Duration.milliseconds(1500), 1.5),
            (Duration.microseconds(250), 0.000_25),
            (Duration.nanoseconds(1), 1e-9),
        ])
    func positive(duration: Duration, seconds: Double) {
        #expect(duration.inSeconds == seconds)
    }

    @Test("the attoseconds are counted, not only the whole seconds")
    func attoseconds() {
        let duration = Duration(secondsComponent: 2, attosecondsComponent: 500_000_000_000_000_000)
        #expect(duration.inSeconds == 2.5)
    }

    @Test("a negative duration is negative seconds")
    func negative() {
        #expect(Duration.milliseconds(-1500).inSeconds == -1.5)
        #expect((Duration.seconds(1) - Duration.seconds(4)).inSeconds == -3)
    }

    @Test("the difference of two clock instants, in seconds")
    func elapsed() {
        let start = ContinuousClock().now
        let later = start.advanced(by: .milliseconds(250))
        #expect((later - start).inSeconds == 0.25)
    }
}

import Testing

@testable import CommandLineSupport
import RunProgress

@Suite struct ProgressBarTests {
    /// A bar writing into `text`.
    final class Recorder {
        var text: [String] = []
        func bar(interactive: Bool) -> ProgressBar {
            ProgressBar(label: "run", interactive: interactive, write: { self.text.append($0) })
        }
    }

    static func halfway(at elapsed: Double, phase: String = "sorting") -> ProgressUpdate {
        ProgressUpdate(phase: phase, completed: 6_000_000, total: 12_000_000, elapsed: elapsed)
    }

    @Test func silentForTheFirstTwoSeconds() {
        let recorder = Recorder()
        let bar = recorder.bar(interactive: false)
        bar.update(Self.halfway(at: 1.9))
        bar.update(ProgressUpdate(phase: "done", completed: 12_000_000, total: 12_000_000, elapsed: 1.95))
        #expect(recorder.text.isEmpty)
    }

    @Test func plainLinesEveryTenSecondsOffATerminal() {
        let recorder = Recorder()
        let bar = recorder.bar(interactive: false)
        bar.update(Self.halfway(at: 5))
        bar.update(Self.halfway(at: 10))
        bar.update(Self.halfway(at: 19.9))
        bar.update(Self.halfway(at: 20))
        #expect(recorder.text.count == 2)
        // Half done in 10 s: 600 k/s, 10 s left; 14 of 28 columns filled.
        #expect(recorder.text.first == "run [##############--------------]  50 %  600 k/s  0:10 left  sorting\n")
        bar.update(ProgressUpdate(phase: "done", completed: 0, total: 0, elapsed: 20))
        #expect(recorder.text.count == 2)
    }

    @Test func redrawsInPlaceOnATerminalAndEndsTheLine() {
        let recorder = Recorder()
        let bar = recorder.bar(interactive: true)
        bar.update(Self.halfway(at: 4))
        bar.update(Self.halfway(at: 4.5))
        #expect(recorder.text.count == 2)
        #expect(recorder.text.allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix("\u{1B}[K") })
        bar.update(ProgressUpdate(phase: "done", completed: 0, total: 0, elapsed: 5))
        #expect(recorder.text.last == "\n")
    }

    @Test func nothingWhenTheTotalIsZero() {
        let recorder = Recorder()
        recorder.bar(interactive: false).update(ProgressUpdate(phase: "reading", completed: 10, total: 0, elapsed: 30))
        #expect(recorder.text.isEmpty)
    }

    @Test func withoutATotalTellsTheWorkSoFarItsRateAndTheTime() {
        let recorder = Recorder()
        let bar = recorder.bar(interactive: true)
        bar.update(ProgressUpdate(phase: "reading", completed: 1_500_000_000, total: nil, elapsed: 1.5, unit: .bytes))
        #expect(recorder.text.isEmpty)
        bar.update(ProgressUpdate(phase: "reading", completed: 3_000_000_000, total: nil, elapsed: 60, unit: .bytes))
        #expect(recorder.text == ["\rrun  3.00 GB so far  50 MB/s  1:00  reading\u{1B}[K"])
        bar.finish()
        #expect(recorder.text.last == "\n")
        bar.finish()
        #expect(recorder.text.count == 2)
    }

    @Test func bytesAndItemsHaveTheirOwnUnits() {
        #expect(ProgressBar.rate(45_000_000, unit: .bytes) == "45 MB/s")
        #expect(ProgressBar.amount(4_500_000, unit: .items) == "4.5 M")
        #expect(ProgressBar.amount(1_234_000_000, unit: .bytes) == "1.23 GB")
        let recorder = Recorder()
        recorder.bar(interactive: false).update(
            ProgressUpdate(phase: "reading", completed: 500_000_000, total: 1_000_000_000, elapsed: 10, unit: .bytes))
        #expect(recorder.text == ["run [##############--------------]  50 %  50 MB/s  0:10 left  reading\n"])
    }

    @Test func ratesAndClocks() {
        #expect(ProgressBar.rate(12_340_000) == "12.3 M/s")
        #expect(ProgressBar.rate(45_000) == "45 k/s")
        #expect(ProgressBar.clock(65) == "1:05")
        #expect(ProgressBar.clock(3_723) == "1:02:03")
    }
}

import Testing

import RunProgress

@Suite struct ProgressCounterTests {
    @Test func counterAddsUpWorkFromManyThreads() async {
        let counter = ProgressCounter()
        counter.expect(1_000)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<10 { group.addTask { for _ in 0..<50 { counter.add(1) } } }
        }
        counter.expect(500)
        #expect(counter.snapshot == (done: 500, total: 1_500))
    }
}

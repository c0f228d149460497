import Foundation
import Platform
import Testing
@testable import BenchmarkHarness

/// The rotation moves the block a small allocation gets from one batch to the next, through
/// `depth + 1` different places, for every size class it covers.
@Suite struct HeapPlacementRotationTests {
    /// The block the next allocation of `size` bytes gets, given back at once (glibc's cache
    /// then holds it on top again, as a workload's make-and-drop leaves it).
    static func nextBlock(_ size: Int) -> Int {
        let block = malloc(size)!
        free(block)
        return Int(bitPattern: block)
    }

    /// The blocks `size` gets after each of 34 rotations, on a thread of its own (a thread's
    /// cache is its own, and the test runner's threads allocate between test steps).
    static func blocksAfterRotations(_ size: Int) -> [Int] {
        let result = Box<[Int]>([])
        let thread = Thread {
            var rotation = HeapPlacementRotation()
            var seen: [Int] = []
            seen.reserveCapacity(64)  // its buffer in a size class the rotation does not cover
            for _ in 0..<(2 * (HeapPlacementRotation.depth + 1)) {
                rotation.rotate()
                seen.append(Self.nextBlock(size))
            }
            result.value.withLock { $0 = seen }
        }
        thread.start()
        while !thread.isFinished { usleep(1000) }
        return result.value.withLock { $0 }
    }

    @Test(arguments: [24, 80, 264, 520])
    func eachBatchGetsAnotherBlockThroughACycleOfPlaces(size: Int) {
        let period = HeapPlacementRotation.depth + 1
        // In a process where nothing else allocates, every try passes (2 000 of 2 000 in a
        // program of its own). In the full test run other suites' threads allocate at the same
        // time, some in the same malloc arena once more threads run than glibc makes arenas
        // for, and a try has seen one batch get the block of the batch before (and once a
        // cycle of 96-byte blocks visit 16 places). So the property is asked of one of three
        // tries: a rotation that moved nothing would fail all three, as the next test shows
        // the same block coming back every time without it.
        var problems: [String] = []
        for _ in 0..<3 {
            let seen = Self.blocksAfterRotations(size)
            problems = (1..<seen.count).filter { seen[$0] == seen[$0 - 1] }
                .map { "batch \($0) reused the block of batch \($0 - 1)" }
            let places = Set(seen.prefix(period)).count
            if places < period - 1 { problems.append("one cycle visited \(places) places, not \(period)") }
            if problems.isEmpty { break }
        }
        #expect(problems.isEmpty, "every try: \(problems.joined(separator: "; "))")
    }

    @Test func withoutTheRotationTheSameBlockComesBack() {
        // The behaviour the rotation exists to break, checked so that the test above proves it.
        let first = Self.nextBlock(80)
        #expect((0..<8).allSatisfy { _ in Self.nextBlock(80) == first })
    }
}

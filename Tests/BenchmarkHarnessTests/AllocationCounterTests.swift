import Testing
import Platform
@testable import BenchmarkHarness

/// The allocation counter, linked into this test binary too. Counts of the calling thread are
/// exact even while other tests allocate on other threads.
@Suite struct AllocationCounterTests {
    @Test func countingWorksInThisBinary() {
        #if os(Linux)
        #expect(AllocationCounter.unavailableReason == nil, "\(AllocationCounter.unavailableReason ?? "")")
        #endif
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func countsEveryAllocationAndFreeOfTheCallingThread() throws {
        let counts = try #require(
            AllocationCounter.count(.callingThread) {
                for _ in 0..<1000 {
                    let block = UnsafeMutableRawPointer.allocate(byteCount: 24, alignment: 8)
                    clobber(block)
                    block.deallocate()
                }
            })
        #expect(counts == AllocationCounts(allocations: 1000, frees: 1000))
    }

    /// Over-aligned blocks go through posix_memalign or aligned_alloc in the Swift runtime.
    @Test(.enabled(if: AllocationCounter.isAvailable))
    func countsAlignedAllocations() throws {
        var address = 0
        let counts = try #require(
            AllocationCounter.count(.callingThread) {
                let block = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 128)
                clobber(block)
                address = Int(bitPattern: block)
                block.deallocate()
            })
        #expect(counts == AllocationCounts(allocations: 1, frees: 1))
        #expect(address % 128 == 0)
    }

    /// glibc's own functions that allocate reach malloc through glibc's GOT, which a pass
    /// redirects too; and after the pass nothing is counted.
    @Test(.enabled(if: AllocationCounter.isAvailable))
    func countsWhatTheCLibraryAllocatesAndNothingAfterThePass() throws {
        let source = try #require(strdup("openudid"))  // a C string made before the pass
        defer { free(source) }
        let counts = try #require(
            AllocationCounter.count(.callingThread) {
                let copy = strdup(source)
                clobber(copy)
                free(copy)
            })
        #expect(counts == AllocationCounts(allocations: 1, frees: 1))
        let again = try #require(AllocationCounter.count(.callingThread) {})
        #expect(again == AllocationCounts(allocations: 0, frees: 0))
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func arithmeticAllocatesNothing() {
        let counts = AllocationCounter.count(.callingThread) {
            var sum = 0
            for index in 0..<10_000 { sum &+= identity(index) &* 3 }
            blackHole(sum)
        }
        #expect(counts == AllocationCounts(allocations: 0, frees: 0))
    }

    /// Per operation is what one more iteration costs: the body's fixed allocation (a buffer
    /// made once per call) is left out.
    @Test(.enabled(if: AllocationCounter.isAvailable))
    func perOperationLeavesOutWhatACallCostsOnce() throws {
        let body: (Int) -> Void = { iterations in
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
            defer { buffer.deallocate() }
            for _ in 0..<iterations {
                let first = [identity(1), 2, 3]
                let second = String(repeating: "x", count: identity(40))
                blackHole(first)
                blackHole(second)
            }
        }
        #expect(AllocationCounter.perOperation(batch: 100, scope: .callingThread, body) ?? -1 >= 2)
        let free: (Int) -> Void = { iterations in
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
            defer { buffer.deallocate() }
            for index in 0..<iterations { buffer.storeBytes(of: identity(index), as: Int.self) }
        }
        #expect(AllocationCounter.perOperation(batch: 100, scope: .callingThread, free) == 0)
    }

    @Test func limitsFollowThePatterns() {
        #expect(AllocationExpectation.limit(for: "uuid/write/canonical") == 0)
        #expect(AllocationExpectation.limit(for: "scaling/bulk/1000/threads-2") == 0)
        #expect(AllocationExpectation.limit(for: "uuid/generate/v7-bulk-1000") == 0)
        #expect(AllocationExpectation.limit(for: "uuid/generate/v6") == nil)
        #expect(AllocationExpectation.limit(for: "scan/filled-50/distinct-10/match") == 3)
        #expect(AllocationExpectation.limit(for: "uuid/format/canonical") == nil)
        #expect(AllocationExpectation.limit(for: "openudid/write-extra") == nil, "anchored")
    }

    @Test func tableFlagsACountOverItsClaim() {
        #expect(MarkdownReport.allocationCell(nil, limit: 0) == "–")
        #expect(MarkdownReport.allocationCell(0, limit: 0) == "0 ✓")
        #expect(MarkdownReport.allocationCell(2, limit: 0) == "**2.00** ✗ expected 0")
        #expect(MarkdownReport.allocationCell(3, limit: 3) == "3.00 ✓ ≤ 3")
        #expect(MarkdownReport.allocationCell(0.5, limit: nil) == "0.5")
    }
}

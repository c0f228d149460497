import HarnessSupport
import Synchronization

/// Counts the heap calls (malloc, calloc, realloc, the aligned allocations; and frees) that a
/// piece of code makes: for the length of a pass, every loaded object's pointers to those
/// functions lead to counting versions (`Benchmarks/HarnessSupport`), and are put back after.
///
/// The harness counts each contender in two extra, untimed calls of its body after sampling
/// (``perOperation(batch:_:)``). Outside a pass the allocator is reached exactly as without
/// the counter, so counting never touches a timed figure (Benchmarks/README.md).
///
/// ```swift
/// let counts = AllocationCounter.count(.callingThread) { _ = [1, 2, 3].map { $0 * 2 } }
/// counts?.allocations   // 1: the new array's buffer
/// ```
package enum AllocationCounter {
    /// Whose calls a pass counts.
    package enum Scope: Sendable {
        /// The calling thread's only: exact while other threads allocate (as tests running in
        /// parallel do).
        case callingThread
        /// Every thread's: what a workload that runs worker threads needs.
        case allThreads
    }

    /// Why counting does not work in this process, or `nil` when it does: checked once by
    /// counting an allocation made through the Swift runtime (which allocates through the C
    /// library's `malloc`).
    package static let unavailableReason: String? = {
        guard openudid_allocation_counter_compiled() else {
            return "not compiled in (a sanitizer build, -DOPENUDID_NO_ALLOCATION_COUNTER, or not x86-64 Linux with glibc)"
        }
        let counts = passes.withLock { _ in
            let redirected = openudid_allocation_counting_begin(false)
            let probe = UnsafeMutableRawPointer.allocate(byteCount: 48, alignment: 8)
            clobber(probe)
            probe.deallocate()
            let counts = openudid_allocation_counting_end()
            return redirected ? counts : nil
        }
        guard let counts, counts.allocations >= 1, counts.frees >= 1 else {
            return "the Swift runtime's allocations could not be redirected to the counter"
        }
        return nil
    }()

    /// How counting works here, for the reports: the method, or why there are no counts.
    package static var description: String {
        unavailableReason.map { "unavailable: \($0)" }
            ?? "calls of malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc and pvalloc, "
            + "redirected to counters only for two untimed calls per contender"
    }

    /// Whether ``count(_:_:)`` gives counts here.
    package static var isAvailable: Bool { unavailableReason == nil }

    /// One pass at a time: the counters are global.
    private static let passes = Mutex(())

    /// The heap calls `body` makes, of the calling thread or of every thread; `nil` when
    /// counting is unavailable (``unavailableReason``).
    package static func count(_ scope: Scope, _ body: () -> Void) -> AllocationCounts? {
        guard isAvailable else { return nil }
        return passes.withLock { _ in
            let redirected = openudid_allocation_counting_begin(scope == .allThreads)
            body()
            let counts = openudid_allocation_counting_end()
            return redirected ? AllocationCounts(allocations: Int(counts.allocations), frees: Int(counts.frees)) : nil
        }
    }
}

extension AllocationCounter {
    /// Heap allocation calls per operation of a workload body (by default every thread
    /// counted, for bodies that run worker threads): the difference between a call of
    /// `2 × batch` operations and one of `batch`, divided by `batch`. The difference leaves out
    /// what a call costs whatever its count (a buffer the body allocates once before its loop),
    /// so the figure is what one more operation costs. `nil` when counting is unavailable.
    ///
    /// `runtimeAllocations`, when given, is a running count of allocations that bypass `malloc`
    /// (Go's heap, ``Workload/runtimeAllocations``); its growth during each pass is added.
    package static func perOperation(
        batch: Int, scope: Scope = .allThreads, runtimeAllocations: (() -> UInt64)? = nil,
        _ body: (_ iterations: Int) -> Void
    ) -> Double? {
        func pass(_ iterations: Int) -> Int? {
            let before = runtimeAllocations?() ?? 0
            guard let counts = count(scope, { body(iterations) }) else { return nil }
            let after = runtimeAllocations?() ?? 0
            return counts.allocations + Int(truncatingIfNeeded: after &- before)
        }
        guard let once = pass(batch), let twice = pass(2 * batch) else { return nil }
        return Double(Swift.max(twice - once, 0)) / Double(batch)
    }
}

/// What one counting pass saw.
package struct AllocationCounts: Sendable, Equatable {
    /// Calls that allocate: malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign,
    /// valloc, pvalloc.
    package var allocations: Int
    /// Calls of free with a non-null pointer.
    package var frees: Int
}

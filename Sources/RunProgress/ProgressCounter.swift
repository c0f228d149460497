import Synchronization

/// Work done so far, shared by the worker threads (which add to it) and the thread that draws
/// progress (which reads it).
package final class ProgressCounter: Sendable {
    private let done = Atomic<Int>(0)
    private let total = Atomic<Int>(0)

    /// A counter at zero, with nothing expected yet.
    package init() {}

    /// Records `units` more units of work done.
    package func add(_ units: Int) { done.add(units, ordering: .relaxed) }

    /// Adds `units` to the work expected in total.
    package func expect(_ units: Int) { total.add(units, ordering: .relaxed) }

    /// Units done and expected so far.
    package var snapshot: (done: Int, total: Int) {
        (done.load(ordering: .relaxed), total.load(ordering: .relaxed))
    }
}

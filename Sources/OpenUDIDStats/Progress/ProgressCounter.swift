import Synchronization

/// Work done so far, shared by the worker threads (which add to it) and the thread that draws
/// progress (which reads it).
final class ProgressCounter: Sendable {
    private let done = Atomic<Int>(0)
    private let total = Atomic<Int>(0)

    /// Records `units` more units of work done.
    func add(_ units: Int) { done.add(units, ordering: .relaxed) }

    /// Adds `units` to the work expected in total.
    func expect(_ units: Int) { total.add(units, ordering: .relaxed) }

    /// Units done and expected so far.
    var snapshot: (done: Int, total: Int) {
        (done.load(ordering: .relaxed), total.load(ordering: .relaxed))
    }
}

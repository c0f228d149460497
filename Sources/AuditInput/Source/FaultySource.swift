import Synchronization

/// A ``ByteSource`` that misbehaves as a pipe, a network file system or a failing disk may:
/// its reads return fewer bytes than asked for, or fail, at the points a ``Plan`` gives.
///
/// Every call to ``read(into:count:)`` takes the next step of the plan; once the plan is used
/// up, reads pass through to the wrapped source unchanged. Several sources may share one plan
/// (the inputs of an audit are read one after another, so the steps go to them in order).
///
/// ```swift
/// let plan = FaultySource.Plan([.short(3), .short(1), .fail])
/// let source = FaultySource(MemorySource(bytes), plan: plan)
/// // reads return at most 3 bytes, then at most 1, then throw; `source.failedAt` is 4
/// ```
package final class FaultySource: ByteSource {
    /// What one read does.
    package enum Step: Sendable, Hashable {
        /// Returns at most this many bytes (at least 1).
        case short(Int)
        /// Throws ``FaultySource/injectedError``.
        case fail
    }

    /// The steps, taken one per read by every source that shares the plan.
    package final class Plan: Sendable {
        private let steps: [Step]
        private let next = Atomic<Int>(0)

        /// A plan of `steps`, then plain reads.
        package init(_ steps: [Step]) { self.steps = steps }

        /// The step of the next read, or `nil` when the plan is used up.
        func take() -> Step? {
            let index = next.add(1, ordering: .relaxed).oldValue
            return index < steps.count ? steps[index] : nil
        }
    }

    /// The message of an injected failure.
    package static let injectedError = SourceError("injected read error")

    private let wrapped: any ByteSource
    private let plan: Plan
    private var delivered = 0

    /// How many bytes had been delivered when a read failed; `nil` while none has.
    package private(set) var failedAt: Int?

    /// Wraps `source`, misbehaving as `plan` says.
    package init(_ source: any ByteSource, plan: Plan) {
        wrapped = source
        self.plan = plan
    }

    package var knownLength: Int? { wrapped.knownLength }

    package func read(into destination: UnsafeMutableRawPointer, count: Int) throws(SourceError) -> Int {
        var wanted = count
        switch plan.take() {
        case .fail?:
            if failedAt == nil { failedAt = delivered }
            throw FaultySource.injectedError
        case let .short(most)?:
            wanted = Swift.min(count, Swift.max(1, most))
        case nil:
            break
        }
        let served = try wrapped.read(into: destination, count: wanted)
        delivered += served
        return served
    }
}

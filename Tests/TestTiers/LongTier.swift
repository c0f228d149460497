import Foundation
package import Testing

/// The tiers of `swift test`.
///
/// The default tier is what a contributor runs after a change: every suite, each property
/// checked at the sizes and seeds that decide it, in a few minutes. The long tier adds what
/// only grows the evidence: whole statistical reports over many sizes and seeds, sharded runs
/// against one process for every generator and shard count, the largest inputs. It runs when
/// `OPENUDID_LONG_TESTS=1` is set, as `.ci/run` sets it; in a default run each of its tests is
/// reported as skipped, with the reason, never as passed.
package enum TestTier {
    /// Whether this run includes the long tier.
    package static let long = ProcessInfo.processInfo.environment["OPENUDID_LONG_TESTS"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test (or every test of the suite) only in the long tier (``TestTier``).
    package static var longTier: Self {
        .enabled(if: TestTier.long, "long tier: set OPENUDID_LONG_TESTS=1 to run it (.ci/run does)")
    }
}

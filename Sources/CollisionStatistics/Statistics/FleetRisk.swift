import Foundation

/// How a fleet's collisions per millisecond add up over a day, and the rate at which they
/// reach a given risk.
///
/// Milliseconds are independent trials (every device draws afresh in each), so the collisions
/// of T milliseconds are close to Poisson with mean T·λ, and the probability of at least one
/// is 1 − exp(−T·λ).
package enum FleetRisk {
    /// Milliseconds in a day.
    package static let millisecondsPerDay = 86_400_000.0

    /// P(at least one collision in a day) for `perMillisecond` = λ.
    package static func perDay(_ perMillisecond: Double) -> Double {
        -expm1(-millisecondsPerDay * perMillisecond)
    }

    /// The λ at which the daily risk is `risk`: −ln(1 − risk)/T.
    package static func perMillisecond(dailyRisk risk: Double) -> Double {
        -log1p(-risk) / millisecondsPerDay
    }
}

import Foundation

/// How a fleet's collisions per millisecond add up over a day, and the rate at which they
/// reach a given risk.
///
/// Milliseconds are independent trials (every device draws afresh in each), so the collisions
/// of T milliseconds are close to Poisson with mean T·λ, and the probability of at least one
/// is 1 − exp(−T·λ).
enum FleetRisk {
    /// Milliseconds in a day.
    static let millisecondsPerDay = 86_400_000.0

    /// P(at least one collision in a day) for `perMillisecond` = λ.
    static func perDay(_ perMillisecond: Double) -> Double {
        -expm1(-millisecondsPerDay * perMillisecond)
    }

    /// The λ at which the daily risk is `risk`: −ln(1 − risk)/T.
    static func perMillisecond(dailyRisk risk: Double) -> Double {
        -log1p(-risk) / millisecondsPerDay
    }

    /// The rate per device and millisecond at which `method` in a fleet of `devices` reaches
    /// a daily risk of `risk`, or `nil` when it cannot below its ``V7RunMethod/maximumRate``
    /// (a single device of a method that never collides with itself, for instance).
    static func rate(reaching risk: Double, devices: Int, method: some V7RunMethod) -> Double? {
        let target = perMillisecond(dailyRisk: risk)
        let highest = Swift.min(method.maximumRate, 1e15)
        guard method.collisionsPerMillisecond(devices: devices, rate: highest) >= target else { return nil }
        // λ grows with the rate: bisect on its logarithm.
        var low = log(1e-9), high = log(highest)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if method.collisionsPerMillisecond(devices: devices, rate: exp(middle)) < target { low = middle } else { high = middle }
        }
        return exp(high)
    }
}

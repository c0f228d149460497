import CollisionStatistics
import Foundation

extension FleetRisk {
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

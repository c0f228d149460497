import CollisionStatistics

/// The collision risk of the v7 fleet designs at this run's fleet size and rate: for each of
/// the three RFC 9562 methods, its collisions per fleet-millisecond, its daily risk, and the
/// fleet rate at which it reaches ``target``.
///
/// ``StatsAnalysis/fleetRisk(fleetSize:fleetRate:analyses:)`` computes it from the generator
/// models; the report only writes its numbers.
package struct FleetRiskAnalysis: Sendable {
    /// The daily risk the fleet section solves for.
    package static let target = 1e-6

    /// One v7 method's risk in the run's fleet.
    package struct MethodRisk: Sendable {
        /// The method's name as the report writes it.
        package var name: String
        /// The most identifiers the method makes per device and millisecond.
        package var maximumRate: Double
        /// λ, the expected collisions per fleet-millisecond at the run's fleet size and rate.
        package var collisionsPerMillisecond: Double
        /// P(any collision in a day) at that λ.
        package var dailyRisk: Double
        /// The rate per second across the fleet at which the method reaches ``FleetRiskAnalysis/target``,
        /// or `nil` when it cannot below its ``maximumRate``.
        package var thresholdRate: Double?
        /// ``thresholdRate`` per device and millisecond.
        package var thresholdPerDevice: Double?
    }

    /// A v7 fleet generator of the run and the risk of its method.
    package struct Fleet: Sendable {
        /// The generator simulating the fleet.
        package var generator: StatsGenerator
        /// The risk of its method.
        package var risk: MethodRisk
    }

    /// K, the devices of the fleet.
    package var devices: Int
    /// r, the identifiers each device makes per millisecond.
    package var rate: Int
    /// λ*, the collisions per fleet-millisecond that make ``target`` a day.
    package var targetPerMillisecond: Double
    /// F, identifiers per second across the fleet.
    package var fleetRatePerSecond: Double
    /// Methods 1 (counter), 3 (sub-millisecond) and random, in report order.
    package var methods: [MethodRisk]
    /// The fleet rate per second at which method 1 reaches ``target``, if it does.
    package var counterThreshold: Double?
    /// The fleet rate per second at which method 3 reaches ``target``, if it does.
    package var subMillisecondThreshold: Double?
    /// The v7 fleets among the run's generators, in the order asked for.
    package var fleets: [Fleet]
}

extension StatsAnalysis {
    /// The three v7 methods as the report's fleets run them.
    static let v7Methods: [any V7RunMethod] = [CounterRun.standard, SubMillisecondRun.standard, RandomRun.standard]

    /// The risk of the v7 fleet designs for a fleet of `fleetSize` devices each making
    /// `fleetRate` identifiers per millisecond, and of the v7 fleets among `analyses`.
    static func fleetRisk(fleetSize: Int, fleetRate: Int, analyses: [GeneratorAnalysis]) -> FleetRiskAnalysis {
        let k = fleetSize, r = fleetRate
        /// The rate per second across the fleet at which `method` reaches the target daily risk.
        func thresholdRate(_ method: some V7RunMethod) -> Double? {
            FleetRisk.rate(reaching: FleetRiskAnalysis.target, devices: k, method: method)
                .map { 1000 * Double(k) * $0 }
        }
        func risk(_ method: any V7RunMethod) -> FleetRiskAnalysis.MethodRisk {
            let lambda = method.collisionsPerMillisecond(devices: k, rate: Double(r))
            let threshold = thresholdRate(method)
            return FleetRiskAnalysis.MethodRisk(
                name: method.name, maximumRate: method.maximumRate, collisionsPerMillisecond: lambda,
                dailyRisk: FleetRisk.perDay(lambda), thresholdRate: threshold,
                thresholdPerDevice: threshold.map { $0 / 1000 / Double(k) })
        }
        return FleetRiskAnalysis(
            devices: k, rate: r,
            targetPerMillisecond: FleetRisk.perMillisecond(dailyRisk: FleetRiskAnalysis.target),
            fleetRatePerSecond: 1000 * Double(k) * Double(r),
            methods: v7Methods.map { risk($0) },
            counterThreshold: thresholdRate(CounterRun.standard),
            subMillisecondThreshold: thresholdRate(SubMillisecondRun.standard),
            fleets: analyses.compactMap { analysis in
                (analysis.generator.definition as? any V7FleetGenerator.Type).map { definition in
                    let method: any V7RunMethod = definition.method
                    return FleetRiskAnalysis.Fleet(generator: analysis.generator, risk: risk(method))
                }
            })
    }
}

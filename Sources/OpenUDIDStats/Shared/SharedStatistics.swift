// The narrow set of this module's statistics and drawing that `openudid audit` reuses
// (module OpenUDIDAudit), at `package` access. Thin forwards only: the arithmetic stays in
// Statistics/ and Charts/, and one change there serves both reports.

/// Distributions and tests shared with the audit report.
package enum SharedStatistics {
    /// P(X ≥ x) for X ~ Poisson(mean).
    package static func poissonSurvival(_ x: Double, mean: Double) -> Double { Poisson.survival(x, mean: mean) }

    /// P(X ≤ x) for X ~ Poisson(mean).
    package static func poissonCDF(_ x: Double, mean: Double) -> Double { Poisson.cdf(x, mean: mean) }

    /// The central interval holding at least `level` of Poisson(mean).
    package static func poissonInterval(mean: Double, level: Double = 0.95) -> ClosedRange<Double> {
        Poisson.interval(mean: mean, level: level)
    }

    /// Twice the smaller Poisson tail at `x`, at most 1.
    package static func poissonTwoSided(_ x: Double, mean: Double) -> Double { Poisson.twoSidedPValue(x, mean: mean) }

    /// Garwood's one-sided upper bound on a Poisson mean after observing `x`.
    package static func poissonUpperBound(observed x: Double, level: Double = 0.95) -> Double {
        Poisson.upperBound(observed: x, level: level)
    }

    /// Pearson's statistic of `counts` against a uniform expectation.
    package static func chiSquareUniform(_ counts: [UInt64]) -> Double { ChiSquare.uniformStatistic(counts) }

    /// P(χ²_df ≥ statistic).
    package static func chiSquareSurvival(_ statistic: Double, degreesOfFreedom: Int) -> Double {
        ChiSquare.survival(statistic, degreesOfFreedom: degreesOfFreedom)
    }

    /// P(χ²_df ≤ statistic): small when counts are more even than chance makes them.
    package static func chiSquareCDF(_ statistic: Double, degreesOfFreedom: Int) -> Double {
        IncompleteGamma.lower(Double(degreesOfFreedom) / 2, Swift.max(0, statistic) / 2)
    }

    /// The statistic whose upper tail is `alpha`.
    package static func chiSquareCritical(alpha: Double, degreesOfFreedom: Int) -> Double {
        ChiSquare.criticalValue(alpha: alpha, degreesOfFreedom: degreesOfFreedom)
    }

    /// The report's number formats: grouped integers, about four significant digits, and
    /// probabilities.
    package static func integer(_ value: some BinaryInteger) -> String { ReportFormat.integer(value) }
    package static func decimal(_ value: Double) -> String { ReportFormat.decimal(value) }
    package static func probability(_ value: Double) -> String { ReportFormat.probability(value) }
}

extension StatsReport.StatsProgress {
    /// A progress value made outside this module (the audit's reading and merging).
    package static func shared(phase: String, completed: Int, total: Int, elapsed: Double) -> Self {
        Self(phase: phase, completed: completed, total: total, elapsed: elapsed)
    }
}

/// Pearson's chi-square goodness-of-fit test against a uniform distribution.
package enum ChiSquare {
    /// Σ (observed − expected)² / expected over `counts`, the expectation being uniform.
    package static func uniformStatistic(_ counts: [UInt64]) -> Double {
        let total = counts.reduce(0.0) { $0 + Double($1) }
        guard total > 0 else { return 0 }
        let expected = total / Double(counts.count)
        return counts.reduce(0.0) { sum, count in
            let difference = Double(count) - expected
            return sum + difference * difference / expected
        }
    }

    /// P(χ²_df ≥ statistic) = Q(df/2, statistic/2): the p-value of the test.
    package static func survival(_ statistic: Double, degreesOfFreedom df: Int) -> Double {
        IncompleteGamma.upper(Double(df) / 2, Swift.max(0, statistic) / 2)
    }

    /// P(χ²_df ≤ statistic) = P(df/2, statistic/2): small when counts are more even than chance
    /// makes them.
    package static func cdf(_ statistic: Double, degreesOfFreedom df: Int) -> Double {
        IncompleteGamma.lower(Double(df) / 2, Swift.max(0, statistic) / 2)
    }

    /// The statistic whose upper-tail probability is `alpha` (the critical value), by bisection
    /// on ``survival(_:degreesOfFreedom:)``.
    package static func criticalValue(alpha: Double, degreesOfFreedom df: Int) -> Double {
        var low = 0.0, high = Double(df)
        while survival(high, degreesOfFreedom: df) > alpha { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if survival(middle, degreesOfFreedom: df) > alpha { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}

import CollisionStatistics
import SVGDrawing

/// The report's figures, drawn with the stats report's chart style.
enum AuditCharts {
    static func render(_ report: AuditReport) -> [(name: String, text: String)] {
        [("prefixes.svg", prefixes(report)), ("uniformity.svg", uniformity(report)), ("duplicates.svg", duplicates(report))]
    }

    /// Observed pairs per prefix length for each tested group, over the largest group's
    /// birthday expectation and its 95 % band.
    static func prefixes(_ report: AuditReport) -> String {
        let tested = report.groups.filter { !$0.prefixes.isEmpty }
        let bits = Audit.prefixBits
        var chart = LineChart(
            title: "Pairs of distinct identifiers sharing a prefix",
            subtitle: "per group; the band is the ideal generator's Poisson 95 % interval for the largest group",
            xLabel: "prefix length k (bits)", yLabel: "pairs (log scale)", xTicks: bits.map(Double.init),
            xRange: Double(bits.first! - 2)...Double(bits.last! + 2))
        chart.legendNote = "Hollow markers: no pair observed\n(drawn on the axis floor)."
        if let largest = tested.max(by: { $0.distinct < $1.distinct }) {
            chart.bands = [
                LineChart.Band(
                    name: "ideal, Poisson 95 % interval (\(largest.title))", color: ChartPalette.band,
                    points: largest.prefixes.map { (Double($0.bits), $0.low, $0.high) })
            ]
            chart.appendSeries(
                "ideal expectation (\(largest.title))",
                points: largest.prefixes.map {
                    (Double($0.bits), $0.expected, "k=\($0.bits): \(ReportFormat.decimal($0.expected)) expected")
                },
                reference: true, markers: false, lineWidth: 2)
        }
        for group in tested {
            chart.appendSeries(
                group.title,
                points: group.prefixes.map {
                    (
                        Double($0.bits), Double($0.observed),
                        "k=\($0.bits): \($0.observed) pairs, expected \(ReportFormat.decimal($0.expected)) (\($0.verdict.rawValue))"
                    )
                })
        }
        return chart.render()
    }

    /// The chi-square statistic of each tested digit, against the report's critical value.
    static func uniformity(_ report: AuditReport) -> String {
        let critical = ChiSquare.criticalValue(alpha: Swift.max(report.statistics.perTestLevel, 1e-300), degreesOfFreedom: 15)
        var chart = LineChart(
            title: "Hex-digit uniformity by position",
            subtitle: "Pearson chi-square (15 degrees of freedom) of each tested digit; fixed nibbles and timestamps left out",
            xLabel: "digit position (0-31 the value, 32-39 an OpenUDID's suffix)", yLabel: "chi-square (log scale)",
            xTicks: Array(stride(from: 0.0, through: 40, by: 4)), xRange: -1...41)
        chart.legendNote = "Points above the dashed line fail\nat the report's per-test level\n(0.1 % family-wise)."
        chart.appendSeries(
            "critical value",
            points: [(-1, critical, "critical \(ReportFormat.decimal(critical))"), (41, critical, "critical")],
            reference: true, markers: false, lineWidth: 2)
        for group in report.groups where !group.digits.isEmpty {
            chart.appendSeries(
                group.title,
                points: group.digits.map {
                    (
                        Double($0.position), $0.statistic,
                        "digit \($0.position): chi2 \(ReportFormat.decimal($0.statistic)), p \(ReportFormat.probability($0.pValue))"
                    )
                }, lineWidth: 1)
        }
        return chart.render()
    }

    /// How many values were seen 2, 3, … times.
    static func duplicates(_ report: AuditReport) -> String {
        let histogram = report.duplicates.multiplicity.compactMap { key, value in Int(key).map { (copies: $0, values: value) } }
            .sorted { $0.copies < $1.copies }
        let largest = histogram.last?.copies ?? 3
        var chart = LineChart(
            title: "Duplicated values by number of copies",
            subtitle: "\(report.duplicates.values) values seen more than once, \(report.duplicates.extraCopies) extra copies",
            xLabel: "copies of the value", yLabel: "values (log scale)",
            xTicks: Array(Set([2] + histogram.map(\.copies).prefix(12))).sorted().map(Double.init), xRange: 1...Double(largest + 1))
        chart.appendSeries(
            "values", points: histogram.map { (Double($0.copies), Double($0.values), "\($0.values) values seen \($0.copies) times") },
            joined: false)
        return chart.render()
    }
}

import CollisionStatistics
import SVGDrawing

/// `uniformity.svg`: the chi-square statistic of every tested hex-digit position, for every
/// generator, against the critical value at the report's false-alarm level (``FalseAlarmLevel``).
enum UniformityChart {
    static func render(_ analyses: [GeneratorAnalysis], critical: Double) -> String {
        let lastPosition = analyses.contains { $0.generator.format.hasSuffix } ? 39 : 31
        var chart = LineChart(
            title: "Hex-digit uniformity by position",
            subtitle: "Pearson chi-square (15 degrees of freedom) of each freely varying digit; fixed UUID version/variant digits left out",
            xLabel: "digit position in the identifier (0-31 key, 32-39 OpenUDID suffix)",
            yLabel: "chi-square statistic (log scale)",
            xTicks: Array(stride(from: 0.0, through: Double(lastPosition), by: 4)) + [Double(lastPosition)],
            xRange: -1...Double(lastPosition + 1))
        chart.legendNote =
            "Points above the dashed line are non-uniform: a 0.1 % family-wise level over the report's tests (Bonferroni).\nHollow markers: statistic 0 (every digit equally often; drawn on the axis floor)."
        let span = [-1.0, Double(lastPosition + 1)]
        chart.series.append(
            LineChart.Series(
                name: "critical value (0.1 % family-wise)", style: ChartPalette.reference,
                points: span.map { .init(x: $0, y: critical, note: "critical \(ReportFormat.decimal(critical))") },
                markers: false, lineWidth: 2))
        chart.series.append(
            LineChart.Series(
                name: "mean of chi-square(15)", style: SeriesStyle(color: "#999999", marker: .circle, dash: "6 4"),
                points: span.map { .init(x: $0, y: 15, note: "15") }, markers: false, lineWidth: 1))
        for analysis in analyses {
            chart.series.append(
                LineChart.Series(
                    name: analysis.generator.title, style: ChartPalette.style(for: analysis.generator),
                    points: analysis.uniformity.map {
                        .init(
                            x: Double($0.position), y: $0.statistic,
                            note:
                                "digit \($0.position): chi2 \(ReportFormat.decimal($0.statistic)), p \(ReportFormat.probability($0.pValue))"
                        )
                    }, lineWidth: 1))
        }
        return chart.render()
    }
}

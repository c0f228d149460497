/// `collisions.svg`: observed duplicate pairs per prefix length, for every generator, over the
/// ideal generator's birthday expectation and its 95 % band.
enum CollisionChart {
    static func render(_ analyses: [GeneratorAnalysis], count: Int) -> String {
        let bits = analyses.first?.prefixes.map(\.bits) ?? []
        var chart = LineChart(
            title: "Duplicate pairs by prefix length",
            subtitle: "N = \(ReportFormat.integer(count)) identifiers per generator; ideal = N(N-1)/2^(k+1) with every bit free",
            xLabel: "prefix length k (bits)", yLabel: "duplicate pairs (log scale)",
            xTicks: bits.map(Double.init),
            xRange: Double((bits.min() ?? 0) - 2)...Double((bits.max() ?? 64) + 2))
        chart.legendNote = "Hollow markers: no pair observed\n(drawn on the axis floor).\nUUID expectations are up to 64x\nhigher at k >= 52 (fixed bits);\nsee report.md."
        let ideal = bits.map { k -> (Double, ClosedRange<Double>) in
            let expected = Birthday.expectedPairs(count: count, freeBits: k)
            return (expected, Poisson.interval(mean: expected))
        }
        chart.band = LineChart.Band(
            name: "ideal, Poisson 95 % interval", color: "#BBBBBB",
            points: zip(bits, ideal).map { (x: Double($0), low: $1.1.lowerBound, high: $1.1.upperBound) })
        chart.series.append(LineChart.Series(
            name: "ideal expectation", color: "#000000",
            points: zip(bits, ideal).map { .init(x: Double($0), y: $1.0, note: "k=\($0): \(ReportFormat.decimal($1.0)) expected") },
            markers: false, dashed: true, lineWidth: 2))
        for analysis in analyses {
            chart.series.append(LineChart.Series(
                name: analysis.generator.title, color: ChartPalette.color(for: analysis.generator),
                points: analysis.prefixes.map {
                    .init(x: Double($0.bits), y: Double($0.observed),
                          note: "k=\($0.bits): \($0.observed) pairs, expected \(ReportFormat.decimal($0.expected)) (\($0.verdict.rawValue))")
                }))
        }
        return chart.render()
    }
}

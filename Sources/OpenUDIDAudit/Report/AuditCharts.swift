import CollisionStatistics
import SVGDrawing

/// The report's figures, drawn with the stats report's chart style. Each group keeps one style
/// (colour and marker, ``SeriesStyle/indexed(_:)`` of its place in the report) in both charts.
enum AuditCharts {
    static func render(_ report: AuditReport) -> [(name: String, text: String)] {
        [("prefixes.svg", prefixes(report)), ("uniformity.svg", uniformity(report))]
    }

    // The geometry of `prefixes.svg`, in pixels: as `collisions.svg` of the stats report.
    static let width = 1100.0
    static let header = 96.0
    /// The height of a panel: taller when it is the only one.
    static func panelHeight(columns: Int) -> Double { columns == 1 ? 440 : 290 }

    /// `prefixes.svg`: pairs of distinct identifiers sharing a k-bit prefix, one panel per group
    /// whose prefixes are tested, each drawn over the birthday expectation of that group's ideal
    /// generator (dashed) and that expectation's Poisson 95 % interval (the grey band): the
    /// comparison the report's tables make. Groups differ in size and in free bits, so no one
    /// band serves them all; each panel has its own y axis. The groups without a prefix test are
    /// named under the title.
    static func prefixes(_ report: AuditReport) -> String {
        let tested = report.groups.enumerated().filter { !$0.element.prefixes.isEmpty }
        let untested = report.groups.filter(\.prefixes.isEmpty).map(\.title)
        let columns = tested.count <= 1 ? 1 : 2
        let rowHeight = panelHeight(columns: columns)
        let rows = Swift.max(1, (tested.count + columns - 1) / columns)
        let notes = TextMetrics.wrap(
            "Markers: the pairs observed, in the group's colour; hollow markers: no pair observed (drawn on the axis "
                + "floor). Dashed line: the pairs an ideal generator of the group would give (every bit its form leaves "
                + "free drawn at random). Grey band: that expectation's Poisson 95 % interval.",
            width: width - 60, size: 11)
        let footTop = header + Double(rows) * rowHeight + 10
        var svg = SVGWriter(width: width, height: footTop + Double(notes.count) * 15 + 16)
        svg.text("Pairs of distinct identifiers sharing a prefix", x: 30, y: 30, size: 18, weight: "bold")
        var subtitle =
            "One panel per group: its pairs over the expectation of its own ideal generator and that expectation's "
            + "band. Each panel has its own y axis."
        if !untested.isEmpty {
            subtitle += " Groups without a prefix test (time-based ones begin with their timestamps), not drawn: "
            subtitle += untested.joined(separator: ", ") + "."
        }
        for (line, text) in TextMetrics.wrap(subtitle, width: width - 60, size: 12).prefix(3).enumerated() {
            svg.text(text, x: 30, y: 50 + 15 * Double(line), size: 12, fill: "#555")
        }
        if tested.isEmpty {
            svg.text("No group has a prefix test.", x: 30, y: header + 40, size: 13)
        }
        let panelWidth = (width - 20) / Double(columns)
        for (place, (index, group)) in tested.enumerated() {
            let column = place % columns, row = place / columns
            let left = 20 + panelWidth * Double(column) + 72, top = header + rowHeight * Double(row) + 26
            let frame = LineChart.Frame(left: left, right: left + panelWidth - 72 - 24, top: top, bottom: top + rowHeight - 26 - 56)
            panel(group, index: index).drawPlot(into: &svg, frame: frame, heading: group.title, labelSize: 11)
        }
        for (line, text) in notes.enumerated() {
            svg.text(text, x: 30, y: footTop + 15 * Double(line), size: 11, fill: "#555")
        }
        return svg.document
    }

    /// One group's plot: its band, its dashed expectation and its observations.
    static func panel(_ group: AuditReport.GroupReport, index: Int) -> LineChart {
        let bits = group.prefixes.map(\.bits)
        var chart = LineChart(
            title: "", subtitle: "", xLabel: "prefix length k (bits)", yLabel: "pairs (log scale)",
            xTicks: bits.map(Double.init), xRange: Double((bits.min() ?? 0) - 2)...Double((bits.max() ?? 64) + 2))
        chart.bands.append(
            LineChart.Band(
                name: "Poisson 95 % interval", color: ChartPalette.band,
                points: group.prefixes.map { (x: Double($0.bits), low: $0.low, high: $0.high) }, inLegend: false))
        chart.series.append(
            LineChart.Series(
                name: "expected", style: ChartPalette.reference,
                points: group.prefixes.map {
                    .init(x: Double($0.bits), y: $0.expected, note: "k=\($0.bits): \(ReportFormat.decimal($0.expected)) expected")
                },
                markers: false, lineWidth: 2, tag: "expected-\(index)", inLegend: false))
        chart.series.append(
            LineChart.Series(
                name: group.title, style: SeriesStyle.indexed(index),
                points: group.prefixes.map {
                    .init(
                        x: Double($0.bits), y: Double($0.observed),
                        note: "k=\($0.bits): \($0.observed) pairs, expected \(ReportFormat.decimal($0.expected)) (\($0.verdict.rawValue))")
                },
                tag: String(index)))
        return chart
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
        for (index, group) in report.groups.enumerated() where !group.digits.isEmpty {
            chart.series.append(
                LineChart.Series(
                    name: group.title, style: SeriesStyle.indexed(index),
                    points: group.digits.map {
                        .init(
                            x: Double($0.position), y: $0.statistic,
                            note:
                                "digit \($0.position): chi2 \(ReportFormat.decimal($0.statistic)), p \(ReportFormat.probability($0.pValue))"
                        )
                    }, lineWidth: 1, tag: String(index)))
        }
        return chart.render()
    }
}

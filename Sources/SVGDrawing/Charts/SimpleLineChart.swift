/// A ``LineChart`` described in plain values (linear x axis, logarithmic y axis, series of
/// points with tooltips, an optional band, a legend), its series styled in order: the audit
/// report draws its figures with it, in the style of the stats report.
package struct SimpleLineChart: Sendable {
    /// One series.
    package struct Series: Sendable {
        package var name: String
        /// (x, y, tooltip) per point.
        package var points: [(x: Double, y: Double, note: String)]
        /// Markers at the points (otherwise a plain line), dashed, and the line width.
        package var markers = true
        package var dashed = false
        package var lineWidth = 1.5
        /// Points joined by a line (otherwise markers alone, for counts where a line between
        /// two x values would mean nothing).
        package var joined = true

        package init(
            name: String, points: [(x: Double, y: Double, note: String)], markers: Bool = true,
            dashed: Bool = false, lineWidth: Double = 1.5, joined: Bool = true
        ) {
            self.joined = joined
            self.name = name
            self.points = points
            self.markers = markers
            self.dashed = dashed
            self.lineWidth = lineWidth
        }
    }

    package var title: String
    package var subtitle: String
    package var xLabel: String
    package var yLabel: String
    package var xTicks: [Double]
    package var xRange: ClosedRange<Double>
    package var series: [Series] = []
    /// A shaded band: its name and (x, low, high) per point.
    package var band: (name: String, points: [(x: Double, low: Double, high: Double)])?
    package var legendNote: String?

    package init(title: String, subtitle: String, xLabel: String, yLabel: String, xTicks: [Double], xRange: ClosedRange<Double>) {
        self.title = title
        self.subtitle = subtitle
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.xTicks = xTicks
        self.xRange = xRange
    }

    /// The SVG text. Series take the report's styles in order (``SeriesStyle/indexed(_:)``:
    /// colour, marker and dash); black dashed is kept for reference lines.
    package func render() -> String {
        var chart = LineChart(title: title, subtitle: subtitle, xLabel: xLabel, yLabel: yLabel, xTicks: xTicks, xRange: xRange)
        chart.legendNote = legendNote
        if let band { chart.bands = [LineChart.Band(name: band.name, color: "#BBBBBB", points: band.points)] }
        var place = 0
        for series in series {
            let style: SeriesStyle
            if series.dashed {
                style = ChartPalette.reference
            } else {
                style = SeriesStyle.indexed(place)
                place += 1
            }
            chart.series.append(
                LineChart.Series(
                    name: series.name, style: style,
                    points: series.points.map { LineChart.Point(x: $0.x, y: $0.y, note: $0.note) },
                    markers: series.markers, lineWidth: series.lineWidth, joined: series.joined))
        }
        return chart.render()
    }
}

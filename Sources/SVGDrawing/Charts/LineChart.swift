/// A chart with a linear x axis, a logarithmic y axis, any number of series, shaded bands,
/// dashed reference lines and a legend: the shape of the report figures. ``render()`` draws
/// one plot with its legend at the right; ``drawPlot(into:frame:heading:)`` draws the plot
/// alone into part of a larger canvas (one panel of a chart of several).
package struct LineChart {
    /// One plotted point; `note` becomes its hover tooltip.
    package struct Point {
        package var x: Double
        package var y: Double
        package var note: String

        package init(x: Double, y: Double, note: String) {
            self.x = x
            self.y = y
            self.note = note
        }
    }

    /// A named series drawn as markers joined by a line, or (without markers) a reference
    /// line drawn in its style's dash.
    package struct Series {
        package var name: String
        package var style: SeriesStyle
        package var points: [Point]
        package var markers = true
        package var lineWidth = 1.5
        /// Points joined by a line (otherwise markers alone).
        package var joined = true
        /// The opacity of the line (by default 0.6 under markers, 1 for a line alone).
        package var opacity: Double?
        /// The value of the points' `data-series` attribute (the series' place by default).
        package var tag: String?
        /// Left out of the legend (a panel's reference line explained elsewhere).
        package var inLegend = true

        package init(
            name: String, style: SeriesStyle, points: [Point], markers: Bool = true, lineWidth: Double = 1.5, joined: Bool = true,
            opacity: Double? = nil, tag: String? = nil, inLegend: Bool = true
        ) {
            self.name = name
            self.style = style
            self.points = points
            self.markers = markers
            self.lineWidth = lineWidth
            self.joined = joined
            self.opacity = opacity
            self.tag = tag
            self.inLegend = inLegend
        }
    }

    /// A shaded area between `low` and `high` at each x.
    package struct Band {
        package var name: String
        package var color: String
        package var points: [(x: Double, low: Double, high: Double)]
        package var inLegend = true

        package init(name: String, color: String, points: [(x: Double, low: Double, high: Double)], inLegend: Bool = true) {
            self.name = name
            self.color = color
            self.points = points
            self.inLegend = inLegend
        }
    }

    /// The plot area of a panel, in canvas pixels.
    package struct Frame {
        package var left: Double
        package var right: Double
        package var top: Double
        package var bottom: Double

        package init(left: Double, right: Double, top: Double, bottom: Double) {
            self.left = left
            self.right = right
            self.top = top
            self.bottom = bottom
        }
    }

    package var title: String
    package var subtitle: String
    package var xLabel: String
    package var yLabel: String
    package var xTicks: [Double]
    package var xRange: ClosedRange<Double>
    package var series: [Series] = []
    package var bands: [Band] = []
    package var width = 980.0
    package var height = 600.0
    /// The legend column's width at the right of the plot.
    package var legendWidth = 270.0
    /// A footnote under the legend (what hollow markers mean, for instance).
    package var legendNote: String?
    /// Values the y axis must cover besides the points (expectations of empty series).
    package var extraValues: [Double] = []
    /// The report style the next data series added by ``appendSeries(_:points:reference:markers:lineWidth:joined:)``
    /// takes.
    private var nextStyle = 0

    /// A chart with no series yet, 980 × 600 pixels.
    package init(title: String, subtitle: String, xLabel: String, yLabel: String, xTicks: [Double], xRange: ClosedRange<Double>) {
        self.title = title
        self.subtitle = subtitle
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.xTicks = xTicks
        self.xRange = xRange
    }

    /// Appends a series of (x, y, tooltip) points drawn in the next report style
    /// (``SeriesStyle/indexed(_:)``: colour, marker and dash, in the order the series are
    /// added), or, as a `reference` (an expectation, a critical value), black and dashed.
    package mutating func appendSeries(
        _ name: String, points: [(x: Double, y: Double, note: String)], reference: Bool = false, markers: Bool = true,
        lineWidth: Double = 1.5, joined: Bool = true
    ) {
        let style: SeriesStyle
        if reference {
            style = ChartPalette.reference
        } else {
            style = SeriesStyle.indexed(nextStyle)
            nextStyle += 1
        }
        series.append(
            Series(
                name: name, style: style, points: points.map { Point(x: $0.x, y: $0.y, note: $0.note) }, markers: markers,
                lineWidth: lineWidth, joined: joined))
    }

    /// The SVG text of the chart: the plot at the left, the legend at the right (the canvas
    /// grows downwards when the legend is longer than the plot).
    package func render() -> String {
        // The legend starts 4 px right of the plot's column and keeps 10 px from the edge; names
        // start 32 px in, after their symbol.
        let legend = legendLines(width: legendWidth - 46, noteWidth: legendWidth - 14)
        let legendBottom = 70 + legend.height + 20
        let canvasHeight = Swift.max(height, legendBottom)
        var svg = SVGWriter(width: width, height: canvasHeight)
        svg.text(title, x: 90, y: 30, size: 18, weight: "bold")
        for (index, line) in TextMetrics.wrap(subtitle, width: width - 100, size: 12).prefix(2).enumerated() {
            svg.text(line, x: 90, y: 50 + 14 * Double(index), size: 12, fill: "#555")
        }
        let frame = Frame(left: 90, right: width - legendWidth - 20, top: 76, bottom: height - 70)
        drawPlot(into: &svg, frame: frame, heading: nil)
        drawLegend(legend, into: &svg, x: width - legendWidth + 4, y: frame.top)
        return svg.document
    }

    /// The y axis of the plot, spanning every point, band and extra value.
    package func yScale(frame: Frame) -> LogScale {
        let values = series.flatMap { $0.points.map(\.y) } + bands.flatMap { $0.points.flatMap { [$0.low, $0.high] } } + extraValues
        return LogScale(covering: values, start: frame.bottom, end: frame.top)
    }

    /// Draws the axes, grid, bands and series inside `frame` (labels left of and below it),
    /// with `heading` above it.
    package func drawPlot(into svg: inout SVGWriter, frame: Frame, heading: String?, labelSize: Double = 13) {
        let y = yScale(frame: frame)
        let x = LinearScale(low: xRange.lowerBound, high: xRange.upperBound, start: frame.left, end: frame.right)
        if let heading { svg.text(heading, x: frame.left, y: frame.top - 10, size: 13, weight: "bold") }
        for tick in y.ticks(spacing: 15) {
            let py = y.position(tick.value)
            svg.line(frame.left, py, frame.right, py, stroke: tick.isDecade ? "#e0e0e0" : "#f3f3f3")
            svg.line(frame.left - (tick.label == nil ? 3 : 5), py, frame.left, py, stroke: "#222")
            if let label = tick.label {
                svg.text(label, x: frame.left - 8, y: py + 4, size: 11, anchor: "end")
            }
        }
        for tick in xTicks {
            let px = x.position(tick)
            svg.line(px, frame.top, px, frame.bottom, stroke: "#f0f0f0")
            svg.line(px, frame.bottom, px, frame.bottom + 5, stroke: "#222")
            svg.text(SVGWriter.number(tick), x: px, y: frame.bottom + 18, size: 11, anchor: "middle")
        }
        svg.line(frame.left, frame.bottom, frame.right, frame.bottom, stroke: "#222")
        svg.line(frame.left, frame.top, frame.left, frame.bottom, stroke: "#222")
        svg.text(xLabel, x: (frame.left + frame.right) / 2, y: frame.bottom + 36, size: labelSize, anchor: "middle")
        let yLabelX = frame.left - 8 - yLabelWidth(y) - 10
        svg.text(yLabel, x: yLabelX, y: (frame.top + frame.bottom) / 2, size: labelSize, anchor: "middle", rotate: -90)

        for band in bands { drawBand(band, into: &svg, x: x, y: y) }
        for (index, series) in series.enumerated() { draw(series, tag: series.tag ?? String(index), into: &svg, x: x, y: y) }
    }

    /// The widest y tick label.
    private func yLabelWidth(_ y: LogScale) -> Double {
        y.ticks(spacing: 15).compactMap(\.label).map { TextMetrics.width($0, size: 11) }.max() ?? 0
    }

    private func drawBand(_ band: Band, into svg: inout SVGWriter, x: LinearScale, y: LogScale) {
        let upper = band.points.map { "\(SVGWriter.number(x.position($0.x))),\(SVGWriter.number(y.position($0.high)))" }
        let lower = band.points.reversed().map { "\(SVGWriter.number(x.position($0.x))),\(SVGWriter.number(y.position($0.low)))" }
        svg.element(
            "polygon",
            [
                "points": (upper + lower).joined(separator: " "), "fill": band.color,
                "fill-opacity": "0.35", "stroke": "none", "class": "band",
            ])
    }

    private func draw(_ series: Series, tag: String, into svg: inout SVGWriter, x: LinearScale, y: LogScale) {
        let coordinates = series.points.map { "\(SVGWriter.number(x.position($0.x))),\(SVGWriter.number(y.position($0.y)))" }
        if series.points.count > 1 && series.joined {
            svg.element(
                "polyline",
                attributes: [
                    ("class", "line"), ("data-series", tag), ("points", coordinates.joined(separator: " ")), ("fill", "none"),
                    ("stroke", series.style.color),
                    ("stroke-width", SVGWriter.number(series.lineWidth)), ("stroke-dasharray", series.style.dash ?? "none"),
                    ("stroke-opacity", SVGWriter.number(series.opacity ?? (series.markers ? 0.6 : 1))),
                ])
        }
        guard series.markers else { return }
        for point in series.points {
            // A hollow marker on the floor stands for zero (the log axis has no zero).
            let onFloor = !(point.y > 0) || point.y < y.floor
            svg.marker(
                series.style.marker, x: x.position(point.x), y: y.position(point.y), radius: 4,
                fill: onFloor ? "white" : series.style.color, stroke: series.style.color,
                attributes: [("class", "point"), ("data-series", tag), ("data-x", "\(point.x)"), ("data-y", "\(point.y)")],
                title: "\(series.name): \(point.note)")
        }
    }

    /// The legend's entries, their names wrapped to `width`, and its height.
    private func legendLines(width: Double, noteWidth: Double) -> (
        entries: [(kind: LegendEntry, lines: [String])], note: [String], height: Double
    ) {
        var entries: [(kind: LegendEntry, lines: [String])] = []
        for band in bands where band.inLegend {
            entries.append((.band(band.color), TextMetrics.wrap(band.name, width: width, size: 11)))
        }
        for series in series where series.inLegend {
            entries.append((.series(series), TextMetrics.wrap(series.name, width: width, size: 11)))
        }
        let note = legendNote.map { $0.split(separator: "\n").flatMap { TextMetrics.wrap(String($0), width: noteWidth, size: 10) } } ?? []
        let height = 20 + entries.reduce(0) { $0 + 6 + 14 * Double($1.lines.count) } + (note.isEmpty ? 0 : 8 + 14 * Double(note.count))
        return (entries, note, height)
    }

    /// What a legend entry shows at its left.
    enum LegendEntry {
        case band(String)
        case series(Series)
    }

    private func drawLegend(
        _ legend: (entries: [(kind: LegendEntry, lines: [String])], note: [String], height: Double),
        into svg: inout SVGWriter, x x0: Double, y: Double
    ) {
        var yCursor = y + 4
        svg.text("Legend", x: x0, y: yCursor, size: 13, weight: "bold")
        yCursor += 20
        for (kind, lines) in legend.entries {
            switch kind {
            case .band(let color):
                svg.element(
                    "rect",
                    [
                        "x": SVGWriter.number(x0), "y": SVGWriter.number(yCursor - 9), "width": "24",
                        "height": "12", "fill": color, "fill-opacity": "0.35",
                    ])
            case .series(let series):
                Self.legendSymbol(series, into: &svg, x: x0, y: yCursor - 3)
            }
            for line in lines {
                svg.text(line, x: x0 + 32, y: yCursor + 1, size: 11)
                yCursor += 14
            }
            yCursor += 6
        }
        if !legend.note.isEmpty {
            yCursor += 8
            for line in legend.note {
                svg.text(line, x: x0, y: yCursor, size: 10, fill: "#555")
                yCursor += 14
            }
        }
    }

    /// A series' legend symbol, 24 pixels wide from `x`: its line, and its marker in the middle.
    /// The marker carries `class="legend-marker"` with the series' name, shape and dash, so that
    /// a test can read back how each series is told apart.
    package static func legendSymbol(_ series: Series, into svg: inout SVGWriter, x: Double, y: Double) {
        if series.joined || !series.markers {
            svg.line(
                x, y, x + 24, y, stroke: series.style.color, width: series.markers ? 1.5 : series.lineWidth,
                dash: series.style.dash)
        }
        guard series.markers else { return }
        svg.marker(
            series.style.marker, x: x + 12, y: y, radius: 4, fill: series.style.color, stroke: series.style.color,
            attributes: [
                ("class", "legend-marker"), ("data-name", series.name), ("data-marker", series.style.marker.rawValue),
                ("data-dash", series.style.dash ?? "solid"),
            ])
    }
}

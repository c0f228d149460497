import SVGDrawing

/// A chart with a linear x axis, a logarithmic y axis, any number of series, an optional
/// shaded band, dashed reference lines and a legend: the shape of both report figures.
struct LineChart {
    /// One plotted point; `note` becomes its hover tooltip.
    struct Point {
        var x: Double
        var y: Double
        var note: String
    }

    /// A named series drawn as markers joined by a line (or a line alone).
    struct Series {
        var name: String
        var color: String
        var points: [Point]
        var markers = true
        var dashed = false
        var lineWidth = 1.5
    }

    /// A shaded area between `low` and `high` at each x.
    struct Band {
        var name: String
        var color: String
        var points: [(x: Double, low: Double, high: Double)]
    }

    var title: String
    var subtitle: String
    var xLabel: String
    var yLabel: String
    var xTicks: [Double]
    var xRange: ClosedRange<Double>
    var series: [Series] = []
    var band: Band?
    var width = 980.0
    var height = 600.0
    /// A footnote under the legend (what hollow markers mean, for instance).
    var legendNote: String?

    // Plot area.
    var left: Double { 90 }
    var right: Double { width - 260 }
    var top: Double { 70 }
    var bottom: Double { height - 70 }

    /// The SVG text of the chart.
    func render() -> String {
        var svg = SVGWriter(width: width, height: height)
        let values = series.flatMap { $0.points.map(\.y) } + (band?.points.flatMap { [$0.low, $0.high] } ?? [])
        let y = LogScale(covering: values, start: bottom, end: top)
        let x = LinearScale(low: xRange.lowerBound, high: xRange.upperBound, start: left, end: right)

        svg.text(title, x: left, y: 30, size: 18, weight: "bold")
        svg.text(subtitle, x: left, y: 50, size: 12, fill: "#555")

        // Grid and y ticks: a light line at every decade, a label where there is room.
        for decade in y.lowDecade...y.highDecade {
            let py = y.position(pow10(decade))
            svg.line(left, py, right, py, stroke: "#e4e4e4")
        }
        for decade in y.labelledDecades {
            let py = y.position(pow10(decade))
            svg.line(left - 5, py, left, py, stroke: "#222")
            svg.text(LogScale.label(decade: decade), x: left - 8, y: py + 4, size: 11, anchor: "end")
        }
        for tick in xTicks {
            let px = x.position(tick)
            svg.line(px, top, px, bottom, stroke: "#f0f0f0")
            svg.line(px, bottom, px, bottom + 5, stroke: "#222")
            svg.text(SVGWriter.number(tick), x: px, y: bottom + 19, size: 11, anchor: "middle")
        }
        svg.line(left, bottom, right, bottom, stroke: "#222")
        svg.line(left, top, left, bottom, stroke: "#222")
        svg.text(xLabel, x: (left + right) / 2, y: bottom + 42, size: 13, anchor: "middle")
        svg.text(yLabel, x: 24, y: (top + bottom) / 2, size: 13, anchor: "middle", rotate: -90)

        if let band { drawBand(band, into: &svg, x: x, y: y) }
        for (index, series) in series.enumerated() { draw(series, index: index, into: &svg, x: x, y: y) }
        drawLegend(into: &svg)
        return svg.document
    }

    private func pow10(_ decade: Int) -> Double { LogScale.value(decade: decade) }

    private func drawBand(_ band: Band, into svg: inout SVGWriter, x: LinearScale, y: LogScale) {
        let upper = band.points.map { "\(SVGWriter.number(x.position($0.x))),\(SVGWriter.number(y.position($0.high)))" }
        let lower = band.points.reversed().map { "\(SVGWriter.number(x.position($0.x))),\(SVGWriter.number(y.position($0.low)))" }
        svg.element("polygon", ["points": (upper + lower).joined(separator: " "), "fill": band.color,
                                "fill-opacity": "0.35", "stroke": "none", "class": "band"])
    }

    private func draw(_ series: Series, index: Int, into svg: inout SVGWriter, x: LinearScale, y: LogScale) {
        let coordinates = series.points.map { "\(SVGWriter.number(x.position($0.x))),\(SVGWriter.number(y.position($0.y)))" }
        if series.points.count > 1 {
            svg.element("polyline", ["points": coordinates.joined(separator: " "), "fill": "none",
                                     "stroke": series.color, "stroke-width": SVGWriter.number(series.lineWidth),
                                     "stroke-dasharray": series.dashed ? "6 4" : "none",
                                     "stroke-opacity": series.markers ? "0.55" : "1"])
        }
        guard series.markers else { return }
        for point in series.points {
            // A hollow marker on the floor stands for zero (the log axis has no zero).
            let onFloor = !(point.y > 0) || point.y < y.floor
            svg.element("circle", [
                "class": "point", "data-series": String(index), "data-x": "\(point.x)", "data-y": "\(point.y)",
                "cx": SVGWriter.number(x.position(point.x)), "cy": SVGWriter.number(y.position(point.y)), "r": "4",
                "fill": onFloor ? "white" : series.color, "stroke": series.color, "stroke-width": "1.5",
            ], title: "\(series.name): \(point.note)")
        }
    }

    private func drawLegend(into svg: inout SVGWriter) {
        let x0 = right + 24
        var yCursor = top + 4
        svg.text("Legend", x: x0, y: yCursor, size: 13, weight: "bold")
        yCursor += 20
        if let band {
            svg.element("rect", ["x": SVGWriter.number(x0), "y": SVGWriter.number(yCursor - 9), "width": "24",
                                 "height": "12", "fill": band.color, "fill-opacity": "0.35"])
            svg.text(band.name, x: x0 + 32, y: yCursor + 2, size: 11)
            yCursor += 20
        }
        for series in series {
            svg.line(x0, yCursor - 3, x0 + 24, yCursor - 3, stroke: series.color,
                     width: series.lineWidth, dash: series.dashed ? "6 4" : nil)
            if series.markers {
                svg.element("circle", ["cx": SVGWriter.number(x0 + 12), "cy": SVGWriter.number(yCursor - 3), "r": "4",
                                       "fill": series.color, "stroke": series.color])
            }
            svg.text(series.name, x: x0 + 32, y: yCursor + 1, size: 11)
            yCursor += 20
        }
        if let legendNote {
            yCursor += 6
            for line in legendNote.split(separator: "\n") {
                svg.text(String(line), x: x0, y: yCursor, size: 10, fill: "#555")
                yCursor += 14
            }
        }
    }
}

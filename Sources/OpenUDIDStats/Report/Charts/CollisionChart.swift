import CollisionStatistics
import SVGDrawing

/// `collisions.svg`: observed duplicate pairs per prefix length, in small multiples: one panel
/// per family of generators (OpenUDID, UUID v4 and v3, v1, v6, v7 single, v7 fleets, the weak
/// control), each generator's observations drawn over the expectation of its own design and
/// that expectation's Poisson 95 % interval, the comparison the report's tables make.
///
/// One plot of every generator against one "every bit free" line cannot say this: the
/// time-ordered generators share their time bits by design, so their pairs sit ten orders of
/// magnitude above that line while matching their own ideal exactly; and fifteen series with
/// their own expectations on one plot cannot be read. A panel holds at most three generators,
/// each keeps one style (colour, marker and dash) in every panel and in `uniformity.svg`, and
/// each panel has its own y axis, so that a small departure from a design's line shows.
enum CollisionChart {
    /// The panel a generator is drawn in: its family by name, or a panel of its own.
    static func family(of generator: StatsGenerator) -> String {
        let name = generator.rawValue
        if name.hasPrefix("openudid") { return "OpenUDID" }
        if name == "uuid4" || name == "uuid3" { return "UUID v4 and v3" }
        if name.hasPrefix("uuid1") { return "UUID v1" }
        if name.hasPrefix("uuid6") { return "UUID v6" }
        if name.hasPrefix("uuid7") { return name.hasSuffix("-fleet") ? "UUID v7, fleets" : "UUID v7, one generator" }
        return generator.title
    }

    // Geometry, in pixels.
    static let width = 1100.0
    /// The height of a panel: taller when it is the only one.
    static func panelHeight(columns: Int) -> Double { columns == 1 ? 440 : 290 }
    static let header = 96.0

    static func render(_ analyses: [GeneratorAnalysis], count: Int) -> String {
        var families: [(name: String, members: [(index: Int, analysis: GeneratorAnalysis)])] = []
        for (index, analysis) in analyses.enumerated() {
            let name = family(of: analysis.generator)
            if let place = families.firstIndex(where: { $0.name == name }) {
                families[place].members.append((index, analysis))
            } else {
                families.append((name, [(index, analysis)]))
            }
        }
        let columns = families.count == 1 ? 1 : 2
        let rowHeight = panelHeight(columns: columns)
        let rows = (families.count + columns - 1) / columns
        let legend = legendLayout(analyses, width: width - 60)
        let legendTop = header + Double(rows) * rowHeight + 10
        var svg = SVGWriter(width: width, height: legendTop + legend.height + 16)
        svg.text("Duplicate pairs by prefix length", x: 30, y: 30, size: 18, weight: "bold")
        let subtitle =
            "N = \(ReportFormat.integer(count)) identifiers per generator. Each generator is drawn over the "
            + "expectation of its own design (dashed) and that expectation's Poisson 95 % interval (grey), as the "
            + "report's tables judge it: every bit free for OpenUDID, v4, v3, v1 and the control; the schedule of "
            + "its time bits for v6 and v7. Each panel has its own y axis."
        for (line, text) in TextMetrics.wrap(subtitle, width: width - 60, size: 12).prefix(3).enumerated() {
            svg.text(text, x: 30, y: 50 + 15 * Double(line), size: 12, fill: "#555")
        }
        let panelWidth = (width - 20) / Double(columns)
        for (place, family) in families.enumerated() {
            let column = place % columns, row = place / columns
            let left = 20 + panelWidth * Double(column) + 72, top = header + rowHeight * Double(row) + 26
            let frame = LineChart.Frame(left: left, right: left + panelWidth - 72 - 24, top: top, bottom: top + rowHeight - 26 - 56)
            panel(family.members, count: count).drawPlot(into: &svg, frame: frame, heading: family.name, labelSize: 11)
        }
        drawLegend(legend, analyses, into: &svg, top: legendTop)
        return svg.document
    }

    /// One family's plot: the bands and dashed expectations of its members' designs (one for
    /// each different expectation), then each member's observations.
    static func panel(_ members: [(index: Int, analysis: GeneratorAnalysis)], count: Int) -> LineChart {
        let bits = members[0].analysis.prefixes.map(\.bits)
        var chart = LineChart(
            title: "", subtitle: "", xLabel: "prefix length k (bits)", yLabel: "duplicate pairs",
            xTicks: bits.map(Double.init),
            xRange: Double((bits.min() ?? 0) - 2)...Double((bits.max() ?? 64) + 2))
        var expectations: [[Double]] = []
        for (_, analysis) in members where !expectations.contains(analysis.prefixes.map(\.expected)) {
            expectations.append(analysis.prefixes.map(\.expected))
        }
        let shared = expectations.count == 1
        var drawn: [[Double]] = []
        for (index, analysis) in members {
            let expected = analysis.prefixes.map(\.expected)
            guard !drawn.contains(expected) else { continue }
            drawn.append(expected)
            chart.bands.append(
                LineChart.Band(
                    name: "Poisson 95 % interval", color: ChartPalette.band,
                    points: analysis.prefixes.map { (x: Double($0.bits), low: $0.interval.lowerBound, high: $0.interval.upperBound) },
                    inLegend: false))
            // Wide and pale, so that it shows on both sides of observations lying on it.
            let color = shared ? "#000000" : ChartPalette.style(for: analysis.generator).color
            let style = SeriesStyle(color: color, marker: .circle, dash: "7 4")
            chart.series.append(
                LineChart.Series(
                    name: shared ? "expected" : "expected, \(analysis.generator.title)", style: style,
                    points: analysis.prefixes.map {
                        .init(x: Double($0.bits), y: $0.expected, note: "k=\($0.bits): \(ReportFormat.decimal($0.expected)) expected")
                    },
                    markers: false, lineWidth: 3.5, opacity: 0.5, tag: "expected-\(index)", inLegend: false))
        }
        for (index, analysis) in members {
            chart.series.append(
                LineChart.Series(
                    name: analysis.generator.title, style: ChartPalette.style(for: analysis.generator),
                    points: analysis.prefixes.map {
                        .init(
                            x: Double($0.bits), y: Double($0.observed),
                            note:
                                "k=\($0.bits): \($0.observed) pairs, expected \(ReportFormat.decimal($0.expected)) (\($0.verdict.rawValue))"
                        )
                    },
                    tag: String(index)))
        }
        return chart
    }

    /// The legend under the panels: every generator's style, then what the dashes, the grey
    /// and hollow markers mean; entries laid out in as many columns as the widest name allows.
    static func legendLayout(_ analyses: [GeneratorAnalysis], width: Double) -> (
        columns: Int, entryWidth: Double, notes: [String], height: Double
    ) {
        let widest = analyses.map { TextMetrics.width($0.generator.title, size: 11) }.max() ?? 0
        let entryWidth = widest + 32 + 24
        let columns = Swift.max(1, Swift.min(analyses.count, Int(width / entryWidth)))
        let rows = (analyses.count + columns - 1) / columns
        let notes = TextMetrics.wrap(
            "Wide dashed line: pairs expected under the generator's design (black when the generators of a panel share it; "
                + "otherwise in the generator's colour); observations lying on it are what the design predicts. Grey: its Poisson 95 % interval. Hollow markers: no pair observed "
                + "(drawn on the axis floor). UUID expectations are up to 64x higher at k >= 52 (fixed version bits); see report.md.",
            width: width, size: 11)
        return (columns, entryWidth, notes, 22 + Double(rows) * 18 + 8 + Double(notes.count) * 15)
    }

    private static func drawLegend(
        _ layout: (columns: Int, entryWidth: Double, notes: [String], height: Double),
        _ analyses: [GeneratorAnalysis], into svg: inout SVGWriter, top: Double
    ) {
        svg.text("Legend", x: 30, y: top + 4, size: 13, weight: "bold")
        for (place, analysis) in analyses.enumerated() {
            let x = 30 + layout.entryWidth * Double(place % layout.columns), y = top + 24 + 18 * Double(place / layout.columns)
            let series = LineChart.Series(name: analysis.generator.title, style: ChartPalette.style(for: analysis.generator), points: [])
            LineChart.legendSymbol(series, into: &svg, x: x, y: y - 4)
            svg.text(series.name, x: x + 32, y: y, size: 11)
        }
        let rows = (analyses.count + layout.columns - 1) / layout.columns
        for (line, text) in layout.notes.enumerated() {
            svg.text(text, x: 30, y: top + 24 + 18 * Double(rows) + 8 + 15 * Double(line), size: 11, fill: "#555")
        }
    }
}

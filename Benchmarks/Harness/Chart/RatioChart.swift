import Foundation
import SVGDrawing

/// The chart `--svg` writes: every peer/ours ratio of a run as a horizontal bar on a
/// logarithmic axis, one bar per benchmark and peer, drawn from the line at 1× (right of it,
/// ours is faster; left, the peer is), with the 95 % interval as a whisker.
///
/// Each bar is a `<rect class="ratio-bar">` carrying `data-benchmark`, `data-peer`,
/// `data-ratio` and, with an interval, `data-low` and `data-high`, and a `<title>` tooltip; each
/// whisker a `<line class="interval">`; the 1× line is `<line class="unity">`.
package enum RatioChart {
    /// One bar.
    struct Bar {
        var benchmark: String
        var peer: String
        var ratio: RatioEstimate
    }

    // Geometry, in pixels.
    static let width = 1180.0
    static let labelRight = 500.0
    static let plotLeft = 510.0
    static let plotRight = width - 90
    static let top = 96.0
    static let rowHeight = 18.0

    /// The SVG text of the chart of `report`'s ratios.
    package static func render(_ report: GoogleBenchmarkJSON) -> String {
        let bars = bars(report.benchmarks)
        let bottom = top + rowHeight * Double(Swift.max(bars.count, 1))
        var svg = SVGWriter(width: width, height: bottom + 56)
        let context = report.context
        svg.text("openudid-bench: peer time ÷ our time, one bar per benchmark and peer (log scale)",
                 x: 20, y: 30, size: 18, weight: "bold")
        let processes = context.processes.map { ", median of \($0) processes" } ?? ""
        svg.text("\(context.date) · \(context.cpuModel), \(context.numCpus) logical CPUs · \(context.toolchain) "
                 + "\(context.buildFlags)\(processes)\(context.quick ? " · --quick: do not quote" : "")",
                 x: 20, y: 50, size: 12, fill: "#555")
        svg.text("Right of 1×: ours is faster by that factor. Whiskers: 95 % bootstrap interval of the ratio.",
                 x: 20, y: 68, size: 12, fill: "#555")
        guard !bars.isEmpty else {
            svg.text("No peer was measured in this run: no ratio to draw.", x: 20, y: top + 12, size: 13)
            return svg.document
        }
        let values = bars.flatMap { [$0.ratio.value, $0.ratio.interval?.lowerBound, $0.ratio.interval?.upperBound] }
        let scale = LogScale(covering: values.compactMap { $0 } + [1], start: plotLeft, end: plotRight)
        drawAxis(into: &svg, scale: scale, bottom: bottom)
        for (index, bar) in bars.enumerated() {
            draw(bar, row: index, into: &svg, scale: scale)
        }
        let unity = scale.position(1)
        svg.element("line", ["class": "unity", "x1": SVGWriter.number(unity), "y1": SVGWriter.number(top - 6),
                             "x2": SVGWriter.number(unity), "y2": SVGWriter.number(bottom + 4), "stroke": "#000",
                             "stroke-width": "1.5"])
        return svg.document
    }

    /// The bars of `entries`: every peer entry with a ratio, in the file's order.
    static func bars(_ entries: [GoogleBenchmarkJSON.Entry]) -> [Bar] {
        entries.compactMap { entry in
            guard let benchmark = entry.peerOf, let ratio = entry.ratioEstimate, ratio.value > 0 else { return nil }
            return Bar(benchmark: benchmark, peer: entry.peer ?? entry.name, ratio: ratio)
        }
    }

    /// Grid lines and labels from ``SVGDrawing/LogScale/ticks(spacing:)``: at 1, 2 and 5 times
    /// each power of ten while they are 40 px apart or more, at decades (with minor ticks) when
    /// the axis spans too many decades for that.
    static func drawAxis(into svg: inout SVGWriter, scale: LogScale, bottom: Double) {
        for tick in scale.ticks(spacing: 40) {
            let x = scale.position(tick.value)
            svg.line(x, top - 6, x, bottom + 4, stroke: tick.isDecade ? "#d0d0d0" : "#ececec")
            if tick.label != nil { svg.text(label(tick.value), x: x, y: bottom + 20, size: 11, anchor: "middle") }
        }
        svg.line(plotLeft, bottom + 4, plotRight, bottom + 4, stroke: "#222")
        svg.text("peer ÷ ours (log scale)", x: (plotLeft + plotRight) / 2, y: bottom + 40, size: 13, anchor: "middle")
    }

    /// One row: the label, the bar from 1× to the ratio, the whisker and the value.
    static func draw(_ bar: Bar, row: Int, into svg: inout SVGWriter, scale: LogScale) {
        let middle = top + rowHeight * (Double(row) + 0.5)
        svg.text(shortened("\(bar.benchmark) · \(bar.peer)"), x: labelRight, y: middle + 4, size: 11, anchor: "end")
        let from = scale.position(1), to = scale.position(bar.ratio.value)
        let faster = bar.ratio.value >= 1
        var tip = "\(bar.benchmark), \(bar.peer): \(NumberFormatting.ratio(bar.ratio))"
        tip += faster ? " (ours faster)" : " (peer faster)"
        let interval = bar.ratio.interval
        svg.element("rect", [
            "class": "ratio-bar", "data-benchmark": bar.benchmark, "data-peer": bar.peer,
            "data-ratio": "\(bar.ratio.value)", "data-low": interval.map { "\($0.lowerBound)" } ?? "",
            "data-high": interval.map { "\($0.upperBound)" } ?? "",
            "x": SVGWriter.number(Swift.min(from, to)), "y": SVGWriter.number(middle - 6),
            "width": SVGWriter.number(Swift.max(abs(to - from), 1)), "height": "12",
            "fill": faster ? ChartColors.okabeIto[2] : ChartColors.okabeIto[4], "fill-opacity": "0.85",
        ], title: tip)
        var end = to
        if let interval {
            let low = scale.position(interval.lowerBound), high = scale.position(interval.upperBound)
            svg.element("line", ["class": "interval", "x1": SVGWriter.number(low), "y1": SVGWriter.number(middle),
                                 "x2": SVGWriter.number(high), "y2": SVGWriter.number(middle), "stroke": "#222",
                                 "stroke-width": "1.2"])
            for x in [low, high] { svg.line(x, middle - 4, x, middle + 4, stroke: "#222", width: 1.2) }
            end = Swift.max(end, high)
        }
        svg.text(NumberFormatting.ratio(bar.ratio.value), x: Swift.max(end, from) + 6, y: middle + 4, size: 10, fill: "#333")
    }

    /// The widest a row's label may be drawn, in pixels at 11 px: the room left of the plot
    /// less a margin (the bar's tooltip has the label whole).
    static let labelWidth = labelRight - 16

    /// `label`, cut with an ellipsis to fit ``labelWidth`` by ``SVGDrawing/TextMetrics``'
    /// conservative estimate.
    static func shortened(_ label: String) -> String {
        guard TextMetrics.width(label, size: 11) > labelWidth else { return label }
        var kept = Substring(label)
        while !kept.isEmpty && TextMetrics.width(String(kept) + "…", size: 11) > labelWidth { kept = kept.dropLast() }
        return String(kept) + "…"
    }

    /// `0.5×`, `1×`, `20×`, `1000×`; `1e+06×` and `1e-05×` beyond.
    static func label(_ value: Double) -> String {
        let text = value >= 1 && value < 1e5 ? String(Int(value.rounded())) : String(format: "%g", value)
        return text + "×"
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SVGDrawing

@Suite struct LineChartTests {
    static func chart() -> LineChart {
        var chart = LineChart(
            title: "Pairs", subtitle: "per group", xLabel: "k", yLabel: "pairs", xTicks: [16, 20, 24], xRange: 14...26)
        chart.bands = [LineChart.Band(name: "ideal band", color: ChartPalette.band, points: [(16, 10, 30), (20, 1, 3), (24, 0.05, 0.2)])]
        chart.appendSeries("expected", points: [(16, 20, "a"), (24, 0.1, "b")], reference: true, markers: false, lineWidth: 2)
        chart.appendSeries("first", points: [(16, 18, "c"), (20, 2, "d"), (24, 0, "e")])
        chart.appendSeries("second", points: [(16, 25, "f"), (20, 1, "g")], joined: false)
        return chart
    }

    static func count(_ text: String, in svg: String) -> Int { svg.components(separatedBy: text).count - 1 }

    @Test func wellFormedWithEveryPoint() {
        let svg = Self.chart().render()
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // Markers for the two data series only: 3 + 2 points.
        #expect(Self.count("class=\"point\"", in: svg) == 5)
        #expect(Self.count("class=\"band\"", in: svg) == 1)
        // Lines for the dashed reference and the first series; the second is markers alone.
        #expect(Self.count("class=\"line\"", in: svg) == 2)
    }

    @Test func referencesAreDashedAndTheOtherSeriesTakeTheStylesInOrder() {
        let svg = Self.chart().render()
        #expect(svg.contains("stroke-dasharray=\"\(ChartPalette.reference.dash!)\""))
        let first = SeriesStyle.indexed(0), second = SeriesStyle.indexed(1)
        #expect(svg.contains("data-name=\"first\" data-marker=\"\(first.marker.rawValue)\" data-dash=\"solid\""))
        #expect(svg.contains("data-name=\"second\" data-marker=\"\(second.marker.rawValue)\" data-dash=\"solid\""))
        #expect(first.color != second.color)
    }
}

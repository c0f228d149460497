import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SVGDrawing

@Suite struct SimpleLineChartTests {
    static func chart() -> SimpleLineChart {
        var chart = SimpleLineChart(
            title: "Pairs", subtitle: "per group", xLabel: "k", yLabel: "pairs", xTicks: [16, 20, 24], xRange: 14...26)
        chart.band = ("ideal band", [(16, 10, 30), (20, 1, 3), (24, 0.05, 0.2)])
        chart.series.append(.init(name: "expected", points: [(16, 20, "a"), (24, 0.1, "b")], markers: false, dashed: true, lineWidth: 2))
        chart.series.append(.init(name: "first", points: [(16, 18, "c"), (20, 2, "d"), (24, 0, "e")]))
        chart.series.append(.init(name: "second", points: [(16, 25, "f"), (20, 1, "g")], joined: false))
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

    @Test func dashedSeriesAreReferencesAndTheOthersTakeTheStylesInOrder() {
        let svg = Self.chart().render()
        #expect(svg.contains("stroke-dasharray=\"\(ChartPalette.reference.dash!)\""))
        let first = SeriesStyle.indexed(0), second = SeriesStyle.indexed(1)
        #expect(svg.contains("data-name=\"first\" data-marker=\"\(first.marker.rawValue)\" data-dash=\"solid\""))
        #expect(svg.contains("data-name=\"second\" data-marker=\"\(second.marker.rawValue)\" data-dash=\"solid\""))
        #expect(first.color != second.color)
    }
}

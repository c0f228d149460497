import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SVGDrawing

@Suite struct SVGWriterTests {
    @Test func textIsEscaped() {
        #expect(SVGWriter.escape("a<b & \"c\" 'd'") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;")
        var svg = SVGWriter(width: 10, height: 10)
        svg.text("<&>", x: 1, y: 2)
        svg.element("rect", ["x": "1", "fill": "a\"b"], title: "<tip>")
        #expect(XMLParser(data: Data(svg.document.utf8)).parse())
        #expect(svg.body.contains(">&lt;&amp;&gt;</text>"))
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNoExponent() {
        #expect(SVGWriter.number(3) == "3")
        #expect(SVGWriter.number(2.456) == "2.46")
        #expect(SVGWriter.number(-0.004) == "0")
        #expect(SVGWriter.number(1234567.5) == "1234567.5")
    }

    @Test func logScaleCoversTheValues() {
        let scale = LogScale(covering: [0, 2.7e-6, 5, 7.6e8], start: 500, end: 100)
        #expect(scale.lowDecade == -6 && scale.highDecade == 9)
        #expect(scale.position(0) == 500 && scale.position(1e9) == 100)
        #expect(LogScale.label(decade: -6) == "10⁻⁶")
    }

    @Test func linearScaleMapsEndsToEnds() {
        let scale = LinearScale(low: -1, high: 3, start: 10, end: 50)
        #expect(scale.position(-1) == 10 && scale.position(3) == 50 && scale.position(1) == 30)
    }

    /// A short axis is labelled at 1, 2 and 5 times each decade, never at its two ends alone.
    @Test func shortLogAxesAreLabelledAtOneTwoFive() {
        let scale = LogScale(covering: [1, 4], start: 530, end: 76)
        #expect(scale.lowDecade == 0 && scale.highDecade == 1)
        #expect(scale.ticks().compactMap(\.label) == ["1", "2", "5", "10"])
        let ratios = LogScale(covering: [0.3, 40], start: 0, end: 600)
        #expect(ratios.ticks().compactMap(\.label) == ["0.1", "0.2", "0.5", "1", "2", "5", "10", "20", "50", "100"])
        let wide = LogScale(covering: [3e-3, 2e5], start: 0, end: 1000)
        #expect(wide.ticks().compactMap(\.label).contains("2×10⁻³"))
    }

    /// A wide axis is labelled at decades (every one when there is room, fewer when crowded,
    /// never fewer than three), with a minor tick at each decade left unlabelled.
    @Test func wideLogAxesAreLabelledAtDecadesWithMinorTicks() {
        let roomy = LogScale(covering: [1e-2, 3e6], start: 455, end: 0)
        let roomyTicks = roomy.ticks(spacing: 15)
        #expect(roomyTicks.compactMap(\.label) == (-2...7).map { LogScale.label(decade: $0) })
        #expect(roomyTicks.contains { !$0.isDecade }, "2…9 minor ticks at 50 px a decade")
        let crowded = LogScale(covering: [1e-9, 2e10], start: 190, end: 0)
        let ticks = crowded.ticks(spacing: 15)
        let labelled = ticks.filter { $0.label != nil }
        #expect(labelled.count >= 3)
        #expect(ticks.filter(\.isDecade).count == 21, "a tick at every decade")
        let pixels = labelled.map { crowded.position($0.value) }
        #expect(zip(pixels, pixels.dropFirst()).allSatisfy { abs($0 - $1) >= 15 })
    }

    /// Estimated widths overstate the drawn text, and wrapped lines keep within their width.
    @Test func textIsMeasuredConservativelyAndWrapped() {
        // DejaVu Sans at 11 px draws "Weak control (32 bits)" about 125 px wide.
        #expect(TextMetrics.width("Weak control (32 bits)", size: 11) >= 125)
        let lines = TextMetrics.wrap("ideal, Poisson 95 % interval (UUID v4) of the largest group", width: 200, size: 11)
        #expect(lines.count > 1 && lines.allSatisfy { TextMetrics.width($0, size: 11) <= 200 })
        #expect(lines.joined(separator: " ") == "ideal, Poisson 95 % interval (UUID v4) of the largest group")
    }

    /// The first 40 series styles differ in (colour, marker), and data series are solid.
    @Test func seriesStylesDifferInColourAndMarker() {
        let styles = (0..<40).map(SeriesStyle.indexed)
        #expect(Set(styles.map { "\($0.color) \($0.marker)" }).count == 40)
        #expect(styles.allSatisfy { $0.dash == nil })
    }

    /// Every marker shape is a closed element with the attributes it was given.
    @Test func markersCarryTheirAttributes() {
        var svg = SVGWriter(width: 20, height: 20)
        for shape in MarkerShape.allCases {
            svg.marker(shape, x: 10, y: 10, radius: 4, fill: "white", stroke: "#000", attributes: [("class", "point")], title: "t")
        }
        #expect(XMLParser(data: Data(svg.document.utf8)).parse())
        #expect(svg.body.components(separatedBy: "class=\"point\"").count == MarkerShape.allCases.count + 1)
    }
}

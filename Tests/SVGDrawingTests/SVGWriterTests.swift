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
}

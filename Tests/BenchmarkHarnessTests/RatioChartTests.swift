import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SVGDrawing
@testable import BenchmarkHarness

/// Reads an SVG with Foundation's XML parser (so it must be well-formed) and keeps the
/// attributes of every element, by element name.
final class SVGElements: NSObject, XMLParserDelegate {
    private(set) var elements: [(name: String, attributes: [String: String])] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((name, attributes))
    }

    /// The elements of `svg`, or `nil` when it is not well-formed XML.
    static func read(_ svg: String) -> [(name: String, attributes: [String: String])]? {
        let reader = SVGElements()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader.elements : nil
    }

    /// The elements named `name` whose class is `className`.
    static func withClass(_ className: String, _ name: String, in elements: [(name: String, attributes: [String: String])])
        -> [[String: String]] {
        elements.filter { $0.name == name && $0.attributes["class"] == className }.map(\.attributes)
    }
}

@Suite struct RatioChartTests {
    /// Three benchmarks: one with two peers (one below 1×), one without a peer, one whose
    /// label needs escaping.
    static let report: GoogleBenchmarkJSON = {
        var simulation = Simulation(seed: 21)
        let md5 = simulation.rounds(15, oursMedian: 80, peerMedian: 84)
        let parse = simulation.rounds(15, oursMedian: 17, peerMedian: 336)
        var report = Fixtures.sampledReport([("md5/oneshot/36B", md5.ours, md5.peer), ("openudid/write", md5.ours, nil),
                                             ("uuid/parse/<canonical & \"more\">", parse.ours, parse.peer)])
        var slower = report.benchmarks[1]
        slower.name = "md5/oneshot/36B/peer:slow"
        slower.peer = "a peer faster than ours"
        slower.setRatio(RatioEstimate(value: 0.5, interval: 0.45...0.55))
        report.benchmarks.insert(slower, at: 2)
        return report
    }()

    @Test func isWellFormedWithOneBarPerRatio() throws {
        let elements = try #require(SVGElements.read(RatioChart.render(Self.report)))
        let bars = SVGElements.withClass("ratio-bar", "rect", in: elements)
        let ratios = Self.report.benchmarks.filter { $0.peerOf != nil }
        #expect(bars.count == ratios.count && bars.count == 3)
        #expect(bars.map { $0["data-benchmark"] } == ratios.map(\.peerOf))
        #expect(bars.map { $0["data-ratio"].flatMap(Double.init) } == ratios.map(\.ratio))
        #expect(bars[2]["data-benchmark"] == "uuid/parse/<canonical & \"more\">", "escaped in the file, read back whole")
        // Every measured ratio has its interval as a whisker, and one line marks 1×.
        #expect(SVGElements.withClass("interval", "line", in: elements).count == 3)
        #expect(bars.allSatisfy { Double($0["data-low"]!)! <= Double($0["data-ratio"]!)! })
        let unity = try #require(SVGElements.withClass("unity", "line", in: elements).first)
        // Bars start at 1×: right of the line above 1, left of it below.
        let x = Double(unity["x1"]!)!
        #expect(Double(bars[0]["x"]!)! == x)
        #expect(Double(bars[1]["x"]!)! + Double(bars[1]["width"]!)! == x)
    }

    @Test func aRunWithoutPeersStillGivesAWellFormedChart() throws {
        let report = Fixtures.sampledReport([("openudid/write", [3, 3.1, 3.2], nil)])
        let elements = try #require(SVGElements.read(RatioChart.render(report)))
        #expect(SVGElements.withClass("ratio-bar", "rect", in: elements).isEmpty)
    }

    @Test func longLabelsAreShortenedToFitLeftOfThePlot() {
        let long = String(repeating: "x", count: 100)
        let cut = RatioChart.shortened(long)
        #expect(cut.hasSuffix("…") && cut.count > 40)
        #expect(TextMetrics.width(cut, size: 11) <= RatioChart.labelWidth)
        #expect(TextMetrics.width(String(cut.dropLast()) + "x…", size: 11) > RatioChart.labelWidth, "as long as fits")
        #expect(RatioChart.shortened("md5/oneshot/36B · OpenSSL MD5()") == "md5/oneshot/36B · OpenSSL MD5()")
    }

    @Test func axisLabelsAreRatios() {
        #expect(RatioChart.label(0.5) == "0.5×" && RatioChart.label(1) == "1×" && RatioChart.label(200) == "200×")
    }
}

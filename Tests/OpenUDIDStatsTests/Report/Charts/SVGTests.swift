import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import OpenUDIDStats

/// Collects the plotted points of an SVG while checking that it parses as XML.
final class PointCollector: NSObject, XMLParserDelegate {
    var points: [(series: Int, x: Double, y: Double)] = []
    /// Every legend marker: the series' name, colour, marker shape and dash.
    var legend: [(name: String, color: String, marker: String, dash: String)] = []
    /// The `data-series` of every line.
    var lines: [(series: String, points: Int)] = []
    /// Points whose data attributes are missing or not numbers.
    var malformedPoints = 0
    var elements = 0
    var texts: [String] = []
    private var inText = false

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements += 1
        inText = name == "text"
        if attributes["class"] == "legend-marker" {
            legend.append(
                (
                    attributes["data-name"] ?? "", attributes["stroke"] ?? "", attributes["data-marker"] ?? "",
                    attributes["data-dash"] ?? ""
                ))
        }
        if name == "polyline", attributes["class"] == "line" {
            lines.append((attributes["data-series"] ?? "", (attributes["points"] ?? "").split(separator: " ").count))
        }
        if attributes["class"] == "point" {
            guard let series = attributes["data-series"].flatMap({ Int($0) }), let x = attributes["data-x"].flatMap({ Double($0) }),
                let y = attributes["data-y"].flatMap({ Double($0) })
            else { malformedPoints += 1; return }
            points.append((series, x, y))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts.append(string) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        inText = false
    }

    static func parse(_ svg: String) -> PointCollector? {
        let collector = PointCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }
}

@Suite struct SVGTests {
    /// Made once; a failure is reported by each test that reads it (`try …get()`).
    static let report: Result<StatsReport, any Error> = {
        var options = StatsOptions()
        options.count = 20_000
        options.generators = [.openUDID2012, .weak32, .uuidV1]
        options.seed = 3
        options.outputDirectory = nil
        return Result { try Stats.run(options) }
    }()

    @Test func collisionChartIsWellFormedWithEveryPoint() throws {
        let report = try Self.report.get()
        let svg = CollisionChart.render(report.analyses, count: 20_000)
        let parsed = try #require(PointCollector.parse(svg))
        #expect(parsed.malformedPoints == 0)
        // Each generator's points carry its place; its design's expectation is a line of its own.
        for (index, analysis) in report.analyses.enumerated() {
            let plotted = parsed.points.filter { $0.series == index }
            #expect(plotted.map(\.x) == analysis.prefixes.map { Double($0.bits) })
            #expect(plotted.map(\.y) == analysis.prefixes.map { Double($0.observed) })
        }
        #expect(parsed.texts.contains("Duplicate pairs by prefix length"))
        #expect(parsed.texts.contains("OpenUDID 2012") && parsed.texts.contains("Weak control (32 bits)"))
        #expect(parsed.texts.contains { $0.hasPrefix("10") })  // log-axis decade labels
    }

    @Test func uniformityChartIsWellFormedWithEveryPoint() throws {
        let report = try Self.report.get()
        let svg = UniformityChart.render(report.analyses, critical: report.digitCriticalValue)
        let parsed = try #require(PointCollector.parse(svg))
        #expect(parsed.malformedPoints == 0)
        for (index, analysis) in report.analyses.enumerated() {
            let plotted = parsed.points.filter { $0.series == index + 2 }
            #expect(plotted.map(\.x) == analysis.uniformity.map { Double($0.position) })
            #expect(plotted.map(\.y) == analysis.uniformity.map(\.statistic))
        }
    }

    /// Every generator of the registry is told apart by more than colour: the fifteen legend
    /// entries of both charts have fifteen different (colour, marker, dash) styles, each
    /// generator the same one in both.
    @Test func everyGeneratorHasADistinctStyleInBothCharts() throws {
        var options = StatsOptions()
        options.count = 2_000
        options.generators = StatsGenerator.allCases
        options.seed = 3
        options.outputDirectory = nil
        let report = try Stats.run(options)
        #expect(report.analyses.count == 15)
        let collisions = try #require(PointCollector.parse(CollisionChart.render(report.analyses, count: 2_000)))
        let uniformity = try #require(PointCollector.parse(UniformityChart.render(report.analyses, critical: report.digitCriticalValue)))
        for chart in [collisions, uniformity] {
            let entries = chart.legend.filter { name in report.analyses.contains { $0.generator.title == name.name } }
            #expect(entries.map(\.name) == report.analyses.map(\.generator.title))
            let styles = Set(entries.map { "\($0.color) \($0.marker) \($0.dash)" })
            #expect(styles.count == 15, "\(entries)")
            // Not by colour alone: no two entries share both colour and marker.
            #expect(Set(entries.map { "\($0.color) \($0.marker)" }).count == 15)
        }
        #expect(collisions.legend.map(\.marker) == uniformity.legend.filter { $0.name != "" }.map(\.marker))
        // The time-ordered generators are drawn over the expectation of their own design: one
        // line per different expectation in a panel, as many points as prefix lengths.
        for (index, analysis) in report.analyses.enumerated() where analysis.measurement.ideal != nil {
            let line = collisions.lines.first { $0.series == "expected-\(index)" }
            let sharedWithAnother = report.analyses.indices.contains {
                $0 < index && CollisionChart.family(of: report.analyses[$0].generator) == CollisionChart.family(of: analysis.generator)
                    && report.analyses[$0].prefixes.map(\.expected) == analysis.prefixes.map(\.expected)
            }
            #expect(line?.points == analysis.prefixes.count || sharedWithAnother, "\(analysis.generator)")
        }
    }

    @Test func filesAreWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openudid-stats-\(UInt64.random(in: 0...UInt64.max))")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var options = StatsOptions()
        options.count = 5_000
        options.generators = [.uuidV4]
        options.seed = 1
        options.outputDirectory = directory
        let report = try Stats.run(options)
        #expect(report.files.map { ($0 as NSString).lastPathComponent } == ["report.md", "report.csv", "collisions.svg", "uniformity.svg"])
        let csv = try String(contentsOfFile: directory + "/report.csv", encoding: .utf8)
        #expect(csv.split(separator: "\n").filter { $0.hasPrefix("prefix,uuid4,") }.count == 13)
        let markdown = try String(contentsOfFile: directory + "/report.md", encoding: .utf8)
        #expect(markdown.contains("![Duplicate pairs by prefix length](collisions.svg)"))
    }
}

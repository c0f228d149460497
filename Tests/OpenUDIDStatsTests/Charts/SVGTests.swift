import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import OpenUDIDStats

/// Collects the plotted points of an SVG while checking that it parses as XML.
final class PointCollector: NSObject, XMLParserDelegate {
    var points: [(series: Int, x: Double, y: Double)] = []
    /// Points whose data attributes are missing or not numbers.
    var malformedPoints = 0
    var elements = 0
    var texts: [String] = []
    private var inText = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements += 1
        inText = name == "text"
        if name == "circle", attributes["class"] == "point" {
            guard let series = attributes["data-series"].flatMap({ Int($0) }), let x = attributes["data-x"].flatMap({ Double($0) }),
                  let y = attributes["data-y"].flatMap({ Double($0) }) else { malformedPoints += 1; return }
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
        var options = StatsReport.Options()
        options.count = 20_000
        options.generators = [.openUDID2012, .weak32, .uuidV1]
        options.seed = 3
        options.outputDirectory = nil
        return Result { try StatsReport.run(options: options) }
    }()

    @Test func collisionChartIsWellFormedWithEveryPoint() throws {
        let report = try Self.report.get()
        let svg = CollisionChart.render(report.analyses, count: 20_000)
        let parsed = try #require(PointCollector.parse(svg))
        #expect(parsed.malformedPoints == 0)
        // Series 0 is the ideal line (no markers); generators follow.
        for (index, analysis) in report.analyses.enumerated() {
            let plotted = parsed.points.filter { $0.series == index + 1 }
            #expect(plotted.map(\.x) == analysis.prefixes.map { Double($0.bits) })
            #expect(plotted.map(\.y) == analysis.prefixes.map { Double($0.observed) })
        }
        #expect(parsed.texts.contains("Duplicate pairs by prefix length"))
        #expect(parsed.texts.contains("OpenUDID 2012") && parsed.texts.contains("Weak control (32 bits)"))
        #expect(parsed.texts.contains { $0.hasPrefix("10") })   // log-axis decade labels
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

    @Test func filesAreWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openudid-stats-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var options = StatsReport.Options()
        options.count = 5_000
        options.generators = [.uuidV4]
        options.seed = 1
        options.outputDirectory = directory
        let report = try StatsReport.run(options: options)
        #expect(report.files.map { ($0 as NSString).lastPathComponent } == ["report.md", "report.csv", "collisions.svg", "uniformity.svg"])
        let csv = try String(contentsOfFile: directory + "/report.csv", encoding: .utf8)
        #expect(csv.split(separator: "\n").filter { $0.hasPrefix("prefix,uuid4,") }.count == 13)
        let markdown = try String(contentsOfFile: directory + "/report.md", encoding: .utf8)
        #expect(markdown.contains("![Duplicate pairs by prefix length](collisions.svg)"))
    }
}

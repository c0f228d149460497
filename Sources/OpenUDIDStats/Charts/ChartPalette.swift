import SVGDrawing

/// How the chart series are drawn: one ``SVGDrawing/SeriesStyle`` per generator (colour,
/// marker and dash), and the black dashed style of reference lines.
enum ChartPalette {
    static let colors = ChartColors.okabeIto

    /// The style of a generator, fixed so that it is the same in both charts and in every
    /// report: by its place in the registry (a generator outside it, as in tests, by its
    /// stream). The fifteen generators of the registry get fifteen different (colour, marker)
    /// pairs, and the eight after the first a dashed line.
    static func style(for generator: StatsGenerator) -> SeriesStyle {
        SeriesStyle.indexed(StatsGenerator.allCases.firstIndex(of: generator) ?? Int(generator.stream % 40))
    }

    /// The colour of a generator (its style's).
    static func color(for generator: StatsGenerator) -> String { style(for: generator).color }

    /// Reference lines (ideal expectations, critical values): black, dashed.
    static let reference = SeriesStyle(color: "#000000", marker: .circle, dash: "6 4")
}

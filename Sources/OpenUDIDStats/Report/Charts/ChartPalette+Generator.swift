import SVGDrawing

/// The style of each generator in the stats report's charts.
extension ChartPalette {
    /// The style of a generator, fixed so that it is the same in both charts and in every
    /// report: by its place in the registry (a generator outside it, as in tests, by its
    /// stream). The fifteen generators of the registry get fifteen different (colour, marker)
    /// pairs, and the eight after the first a dashed line.
    static func style(for generator: StatsGenerator) -> SeriesStyle {
        SeriesStyle.indexed(StatsGenerator.allCases.firstIndex(of: generator) ?? Int(generator.stream % 40))
    }

    /// The colour of a generator (its style's).
    static func color(for generator: StatsGenerator) -> String { style(for: generator).color }
}

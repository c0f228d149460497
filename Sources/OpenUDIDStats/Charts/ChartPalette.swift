import SVGDrawing

/// Colours of the chart series: ``SVGDrawing/ChartColors/okabeIto``, one per generator.
enum ChartPalette {
    static let colors = ChartColors.okabeIto

    /// The colour of a generator, fixed so that it is the same in both charts and in every
    /// report: by its place in the registry (a generator outside it, as in tests, by its
    /// stream).
    static func color(for generator: StatsGenerator) -> String {
        let place = StatsGenerator.allCases.firstIndex(of: generator) ?? Int(generator.stream)
        return colors[place % colors.count]
    }
}

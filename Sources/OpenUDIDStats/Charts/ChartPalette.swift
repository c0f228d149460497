/// Colours of the chart series: the Okabe–Ito palette (Okabe & Ito, "Color Universal Design",
/// 2008), which stays distinguishable under the common colour-vision deficiencies. Yellow is
/// left out: it is unreadable on white.
enum ChartPalette {
    static let colors = ["#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00", "#CC79A7", "#7F7F7F", "#8C564B"]

    /// The colour of a generator, fixed so that it is the same in both charts and in every
    /// report: by its place in the registry (a generator outside it, as in tests, by its
    /// stream).
    static func color(for generator: StatsGenerator) -> String {
        let place = StatsGenerator.allCases.firstIndex(of: generator) ?? Int(generator.stream)
        return colors[place % colors.count]
    }
}

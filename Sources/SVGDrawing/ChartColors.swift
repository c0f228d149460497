/// Colours for chart series: the Okabe–Ito palette (Okabe & Ito, "Color Universal Design",
/// 2008), which stays distinguishable under the common colour-vision deficiencies. Yellow is
/// left out: it is unreadable on white. Black and grey are left out too: black draws the
/// expectations and reference lines, grey the bands of expected intervals, so that a series is
/// never taken for either.
package enum ChartColors {
    /// Orange, sky blue, bluish green, blue, vermillion, reddish purple, then indigo (from Paul
    /// Tol's colour-blind-safe schemes) and brown.
    package static let okabeIto = ["#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00", "#CC79A7", "#332288", "#8C564B"]
}

/// The shape drawn at each point of a series.
package enum MarkerShape: String, Sendable, CaseIterable {
    case circle, square, triangle, diamond, triangleDown
}

/// How one series is drawn: a colour, a marker shape and a dash pattern, so that two series
/// differ in more than colour alone (a reader who cannot tell two hues apart still tells the
/// shapes and dashes apart).
package struct SeriesStyle: Sendable, Hashable {
    /// The stroke and fill colour.
    package var color: String
    /// The marker at each point.
    package var marker: MarkerShape
    /// The `stroke-dasharray` of the joining line, `nil` for a solid line.
    package var dash: String?

    package init(color: String, marker: MarkerShape, dash: String? = nil) {
        self.color = color
        self.marker = marker
        self.dash = dash
    }

    /// The `index`-th style of a data series: colours cycle through the eight of
    /// ``ChartColors/okabeIto`` and markers through the five shapes, so that the first 40
    /// styles differ in their (colour, marker) pair (8 and 5 share no factor) and two series of
    /// one colour always differ in shape. Lines are solid: dashes are kept for expectations
    /// and reference lines, so that a dashed line always means "what is expected".
    package static func indexed(_ index: Int) -> SeriesStyle {
        let colors = ChartColors.okabeIto, shapes = MarkerShape.allCases
        return SeriesStyle(color: colors[index % colors.count], marker: shapes[index % shapes.count])
    }
}

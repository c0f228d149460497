/// How chart series are drawn: the colours of ``ChartColors/okabeIto`` and the black dashed
/// style of reference lines. Data series take ``SeriesStyle/indexed(_:)``.
package enum ChartPalette {
    /// The colours of data series, in order.
    package static let colors = ChartColors.okabeIto

    /// Reference lines (ideal expectations, critical values): black, dashed.
    package static let reference = SeriesStyle(color: "#000000", marker: .circle, dash: "6 4")

    /// Shaded bands (an ideal's interval): light grey.
    package static let band = "#BBBBBB"
}

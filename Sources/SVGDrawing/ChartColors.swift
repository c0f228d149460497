/// Colours for chart series: the Okabe–Ito palette (Okabe & Ito, "Color Universal Design",
/// 2008), which stays distinguishable under the common colour-vision deficiencies. Yellow is
/// left out: it is unreadable on white.
package enum ChartColors {
    /// Orange, sky blue, bluish green, blue, vermillion, reddish purple, then two greys/browns.
    package static let okabeIto = ["#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00", "#CC79A7", "#7F7F7F", "#8C564B"]
}

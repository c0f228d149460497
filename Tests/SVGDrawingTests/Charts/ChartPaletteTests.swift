import Testing
import SVGDrawing

/// The colours of data series never read as the parts of a chart that are not data: grey is the
/// colour the captions give the bands of expected intervals, black the dashed expectations and
/// reference lines.
@Suite struct ChartPaletteTests {
    /// The red, green and blue of `#rrggbb`.
    static func channels(_ color: String) throws -> [Int] {
        let digits = Array(color.dropFirst())
        try #require(color.hasPrefix("#") && digits.count == 6, "\(color)")
        return try stride(from: 0, to: 6, by: 2).map { try #require(Int(String(digits[$0..<$0 + 2]), radix: 16)) }
    }

    @Test func noSeriesColourIsGreyOrBlack() throws {
        let band = try Self.channels(ChartPalette.band), reference = try Self.channels(ChartPalette.reference.color)
        #expect(band.max()! - band.min()! < 16, "the band is grey")
        #expect(reference == [0, 0, 0], "reference lines are black")
        for index in 0..<40 {
            let color = SeriesStyle.indexed(index).color
            let rgb = try Self.channels(color)
            #expect(rgb.max()! - rgb.min()! >= 48, "style \(index): \(color) is close to a grey")
            #expect(color != ChartPalette.band && color != ChartPalette.reference.color)
        }
        #expect(Set(ChartPalette.colors).count == ChartPalette.colors.count)
    }
}

/// Builds an SVG document as text. Only what the charts need: a few element kinds, attributes
/// written in order, text escaped for XML.
package struct SVGWriter: Sendable {
    /// The elements written so far, one per line.
    package private(set) var body = ""
    /// The canvas width in pixels.
    package let width: Double
    /// The canvas height in pixels.
    package let height: Double

    /// An empty canvas of `width` × `height` pixels.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The complete document.
    package var document: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(width))" height="\(Self.number(height))" \
        viewBox="0 0 \(Self.number(width)) \(Self.number(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
        <rect x="0" y="0" width="\(Self.number(width))" height="\(Self.number(height))" fill="white"/>
        \(body)</svg>

        """
    }

    /// Appends `<name attributes/>`, or with `title` a child `<title>` (a hover tooltip).
    package mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, title: String? = nil) {
        body += "<\(name)"
        for (key, value) in attributes { body += " \(key)=\"\(Self.escape(value))\"" }
        if let title {
            body += "><title>\(Self.escape(title))</title></\(name)>\n"
        } else {
            body += "/>\n"
        }
    }

    /// Appends a `<text>` element.
    package mutating func text(_ content: String, x: Double, y: Double, size: Double = 12, anchor: String = "start",
                       weight: String = "normal", rotate: Double? = nil, fill: String = "#222") {
        body += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\" "
        body += "text-anchor=\"\(anchor)\" font-weight=\"\(weight)\" fill=\"\(fill)\""
        if let rotate { body += " transform=\"rotate(\(Self.number(rotate)) \(Self.number(x)) \(Self.number(y)))\"" }
        body += ">\(Self.escape(content))</text>\n"
    }

    /// Appends a straight line.
    package mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String,
                       width: Double = 1, dash: String? = nil) {
        var attributes = "x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
        attributes += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\""
        if let dash { attributes += " stroke-dasharray=\"\(dash)\"" }
        body += "<line \(attributes)/>\n"
    }

    /// Appends a raw fragment the caller has built (and escaped) itself.
    package mutating func raw(_ fragment: String) { body += fragment }

    /// A coordinate with at most two decimals, no exponent: compact and exact enough.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Escapes the five XML special characters.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension SVGWriter {
    /// Appends `<name attributes/>` from attributes built at run time, or with `title` a
    /// child `<title>`.
    package mutating func element(_ name: String, attributes: [(String, String)], title: String? = nil) {
        var fragment = "<\(name)"
        for (key, value) in attributes { fragment += " \(key)=\"\(Self.escape(value))\"" }
        fragment += title.map { "><title>\(Self.escape($0))</title></\(name)>\n" } ?? "/>\n"
        raw(fragment)
    }

    /// Appends a marker of `shape` centred on (`x`, `y`), about `radius` pixels from its centre
    /// to its edge, with `attributes` (class, data) written first.
    package mutating func marker(_ shape: MarkerShape, x: Double, y: Double, radius: Double, fill: String, stroke: String,
                                 strokeWidth: Double = 1.5, attributes: [(String, String)] = [], title: String? = nil) {
        let paint = [("fill", fill), ("stroke", stroke), ("stroke-width", Self.number(strokeWidth))]
        func polygon(_ corners: [(Double, Double)]) -> [(String, String)] {
            [("points", corners.map { "\(Self.number(x + $0.0)),\(Self.number(y + $0.1))" }.joined(separator: " "))]
        }
        let r = radius
        switch shape {
        case .circle:
            element("circle", attributes: attributes + [("cx", Self.number(x)), ("cy", Self.number(y)), ("r", Self.number(r))] + paint,
                    title: title)
        case .square:
            let side = r * 1.6
            element("rect", attributes: attributes + [("x", Self.number(x - side / 2)), ("y", Self.number(y - side / 2)),
                                                      ("width", Self.number(side)), ("height", Self.number(side))] + paint,
                    title: title)
        case .triangle:
            element("polygon", attributes: attributes + polygon([(0, -r * 1.15), (r * 1.05, r * 0.75), (-r * 1.05, r * 0.75)]) + paint,
                    title: title)
        case .triangleDown:
            element("polygon", attributes: attributes + polygon([(0, r * 1.15), (r * 1.05, -r * 0.75), (-r * 1.05, -r * 0.75)]) + paint,
                    title: title)
        case .diamond:
            element("polygon", attributes: attributes + polygon([(0, -r * 1.25), (r * 1.05, 0), (0, r * 1.25), (-r * 1.05, 0)]) + paint,
                    title: title)
        }
    }
}

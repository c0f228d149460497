#!/usr/bin/env python3
"""Checks that the text of SVG charts stays inside their frame and reads.

Usage: check_charts.py FILE.svg[=FILE.png] ...

For each SVG (standard library only):
  * every <text> element's extent, estimated with a conservative width per character (the
    same table as Sources/SVGDrawing/TextMetrics.swift), lies inside the canvas (width,
    height and viewBox), rotated labels included;
  * no two texts overlap (estimated with a typical rather than a conservative width, so that
    a hit is a real collision);
  * every column of right-aligned y-axis labels, and every row of "×" axis labels, has at
    least three labels (a log axis labelled only at its two ends reads badly);
  * no data point (class "point") is drawn in a band's colour or in grey: grey is what the
    captions call the bands of expected intervals, so a series in grey reads as one.
For each PNG given after "=": the outermost ring of pixels is background (white), so nothing
drawn was cut by the canvas edge.

Prints one line per check and ends with "N passed, N failed"; exits 1 when any failed.
"""
import re
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

NS = "{http://www.w3.org/2000/svg}"


def ems(text, conservative=True):
    """Width of `text` in ems: TextMetrics' table, or a typical DejaVu Sans width."""
    if not conservative:
        return 0.55 * len(text)
    total = 0.0
    for c in text:
        if c in "ilj'|.,:;! ()[]ftr":
            total += 0.42
        elif c in "mwMW%@":
            total += 0.95
        elif ("A" <= c <= "Z") or ("0" <= c <= "9") or c in "×÷≥≤":
            total += 0.72
        else:
            total += 0.62
    return total


def text_box(element, conservative=True):
    """(x0, y0, x1, y1) of a <text>: from the baseline up 0.8 em and down 0.25 em."""
    x = float(element.get("x", 0))
    y = float(element.get("y", 0))
    size = float(element.get("font-size", 12))
    content = "".join(element.itertext())
    width = ems(content, conservative) * size * (1.1 if element.get("font-weight") == "bold" and conservative else 1)
    anchor = element.get("text-anchor", "start")
    start = {"start": 0.0, "middle": -0.5, "end": -1.0}[anchor] * width
    up, down = (0.8 if conservative else 0.7) * size, (0.25 if conservative else 0.0) * size
    transform = element.get("transform", "")
    match = re.match(r"rotate\((-?[\d.]+)", transform)
    if match and abs(float(match.group(1)) + 90) < 1e-6:
        # Rotated -90 degrees about (x, y): the text runs upwards.
        return (x - up, y - start - width, x + down, y - start)
    if transform and not match:
        raise ValueError(f"unsupported transform {transform!r}")
    return (x + start, y - up, x + start + width, y + down)


def number(value):
    return float(re.match(r"[\d.]+", value).group(0))


def check_svg(path, results):
    root = ET.parse(path).getroot()
    width, height = number(root.get("width")), number(root.get("height"))
    view = [float(v) for v in root.get("viewBox", f"0 0 {width} {height}").split()]
    frame = (max(0, view[0]), max(0, view[1]), min(width, view[0] + view[2]), min(height, view[1] + view[3]))
    texts = [e for e in root.iter(NS + "text")]
    outside = []
    for element in texts:
        x0, y0, x1, y1 = text_box(element)
        if x0 < frame[0] - 0.5 or y0 < frame[1] - 0.5 or x1 > frame[2] + 0.5 or y1 > frame[3] + 0.5:
            outside.append(f"{''.join(element.itertext())!r} at ({x0:.0f},{y0:.0f})-({x1:.0f},{y1:.0f})")
    results.append((not outside, f"{path}: {len(texts)} texts inside {frame[2]:.0f}x{frame[3]:.0f}",
                    "; ".join(outside[:5]) + (f" (+{len(outside) - 5} more)" if len(outside) > 5 else "")))

    boxes = [(text_box(e, conservative=False), "".join(e.itertext())) for e in texts]
    overlaps = []
    for i, (a, ta) in enumerate(boxes):
        for b, tb in boxes[i + 1:]:
            if min(a[2], b[2]) - max(a[0], b[0]) > 1 and min(a[3], b[3]) - max(a[1], b[1]) > 1:
                overlaps.append(f"{ta!r} / {tb!r}")
    results.append((not overlaps, f"{path}: no two texts overlap", "; ".join(overlaps[:5])))

    columns = {}
    for element in texts:
        content = "".join(element.itertext())
        if element.get("text-anchor") == "end" and re.fullmatch(r"[\d.×⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+", content):
            columns.setdefault(("y axis at x", element.get("x")), []).append(content)
        if element.get("text-anchor") == "middle" and re.fullmatch(r"[\d.]+×", content):
            columns.setdefault(("x axis at y", element.get("y")), []).append(content)
    sparse = [f"{where} {at}: {labels}" for (where, at), labels in columns.items() if len(labels) < 3]
    results.append((not sparse, f"{path}: {len(columns)} log axes labelled at 3 or more values", "; ".join(sparse)))

    bands = {e.get("fill", "").lower() for e in root.iter() if e.get("class") == "band"}
    series = {e.get("stroke", "").lower() for e in root.iter() if e.get("class") == "point"}
    greys = sorted(c for c in series if c in bands or is_grey(c))
    results.append((not greys, f"{path}: {len(series)} series colours, none grey or a band's ({', '.join(sorted(bands)) or 'no band'})",
                    "series drawn in " + ", ".join(greys)))


def is_grey(color):
    """Whether a #rgb or #rrggbb colour is a grey (black and white included)."""
    digits = color.lstrip("#")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    if len(digits) != 6:
        return False
    red, green, blue = (int(digits[i:i + 2], 16) for i in (0, 2, 4))
    return max(red, green, blue) - min(red, green, blue) < 16


def png_rows(path):
    """The rows of an 8-bit RGB or RGBA, non-interlaced PNG, as lists of (r, g, b, a)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG {header}"
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[i:i + channels]) + ((255,) if channels == 3 else ()) for i in range(0, stride, channels)])
        previous = line
    return rows


def check_png(path, results):
    rows = png_rows(path)
    ring = rows[0] + rows[-1] + [row[0] for row in rows] + [row[-1] for row in rows]
    marked = [p for p in ring if p[3] > 0 and min(p[:3]) < 235]
    results.append((not marked, f"{path}: border pixels are background ({len(rows[0])}x{len(rows)})",
                    f"{len(marked)} drawn pixels on the edge"))


def main(arguments):
    results = []
    for argument in arguments:
        svg, _, png = argument.partition("=")
        try:
            check_svg(svg, results)
            if png:
                check_png(png, results)
        except Exception as error:  # a file that cannot be read fails its check, with the reason
            results.append((False, f"{argument}: readable", repr(error)))
    for ok, what, detail in results:
        print(("ok   " if ok else "FAIL ") + what + ("" if ok else f": {detail}"))
    failed = sum(1 for ok, _, _ in results if not ok)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed or not results else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

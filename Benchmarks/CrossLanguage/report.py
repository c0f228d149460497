"""Joins one cross-language run (written by run.sh) into a Markdown table, a JSON file and an
SVG chart of the peer/ours ratios. Standard library only.

Input directory layout (run.sh writes it):
  round-K/swift.json        openudid-bench --json (Google Benchmark schema; our entry per row)
  round-K/<peer>.jsonl      one JSON line per contender: operation, peer, ns_per_op, samples
  context.json              date, machine, load, command, rounds, skipped notes

Each peer's ratio in round K is its time in round K over ours in round K (both processes ran
back to back in that round); a row reports the median of the per-round ratios and their range.
"""

import html
import json
import math
import statistics
import sys
from pathlib import Path


# Table order: generation, text, hashing.
OPERATIONS = ["uuid/generate/v4", "uuid/generate/v7", "uuid/generate/v1", "uuid/generate/v3",
              "uuid/format/canonical", "uuid/write/canonical", "uuid/parse/canonical",
              "uuid/parse-bytes/canonical", "md5/oneshot/36B", "harness/clock-realtime",
              "harness/string-36B"]


def load(directory):
    context = json.loads((directory / "context.json").read_text())
    ours = {}    # operation -> {round: ns}
    peers = {}   # (operation, peer) -> {round: (ns, samples)}
    for round_dir in sorted(directory.glob("round-*")):
        k = int(round_dir.name.split("-")[1])
        swift = round_dir / "swift.json"
        if swift.exists():
            for entry in json.loads(swift.read_text())["benchmarks"]:
                if "peer_of" in entry or entry.get("error_occurred"):
                    continue
                ours.setdefault(entry["name"], {})[k] = (entry["cpu_time"], entry.get("samples"))
        for lines in sorted(round_dir.glob("*.jsonl")):
            for line in lines.read_text().splitlines():
                if line.strip():
                    record = json.loads(line)
                    peers.setdefault((record["operation"], record["peer"]), {})[k] = (
                        record["ns_per_op"], record["samples"])
    return context, ours, peers


def rows(ours, peers):
    result = []
    for (operation, peer), by_round in peers.items():
        mine = ours.get(operation, {})
        shared = sorted(set(by_round) & set(mine))
        ratios = [by_round[k][0] / mine[k][0] for k in shared]
        result.append({
            "operation": operation,
            "peer": peer,
            "ours_ns": statistics.median(mine[k][0] for k in shared) if shared else None,
            "peer_ns": statistics.median(value[0] for value in by_round.values()),
            "rounds": len(shared),
            "ratio": statistics.median(ratios) if ratios else None,
            "ratio_min": min(ratios) if ratios else None,
            "ratio_max": max(ratios) if ratios else None,
            "ratios": [round(value, 4) for value in ratios],
            "peer_samples_per_round": [by_round[k][1] for k in sorted(by_round)],
        })
    order = [name for name in OPERATIONS if any(operation == name for operation, _ in peers)]
    order += sorted({operation for operation, _ in peers} - set(order))
    result.sort(key=lambda row: (order.index(row["operation"]), -(row["ratio"] or 0)))
    return result


def ns(value):
    return "–" if value is None else (f"{value:.1f}" if value < 1000 else f"{value:,.0f}")


def ratio(value):
    return "–" if value is None else (f"{value:.2f}×" if value < 100 else f"{value:.0f}×")


def markdown(context, table):
    lines = [
        f"Date: {context['date']} · machine: {context['machine']} · load: {context['load']}",
        "",
        f"Command: `{context['command']}` ({context['rounds']} rounds, order rotating each round)",
        "",
        "| Operation | Ours (ns/op) | Peer | Peer (ns/op) | Peer/ours, median of rounds [min–max] |",
        "|---|---:|---|---:|---|",
    ]
    for row in table:
        spread = "" if row["ratio"] is None else f" [{ratio(row['ratio_min'])}–{ratio(row['ratio_max'])}]"
        lines.append(f"| `{row['operation']}` | {ns(row['ours_ns'])} | {row['peer']} | {ns(row['peer_ns'])} "
                     f"| {ratio(row['ratio'])}{spread} |")
    notes = [note for note in context.get("skipped", []) if note]
    if notes:
        lines += ["", "Not measured:", ""] + [f"- {note}" for note in notes]
    return "\n".join(lines) + "\n"


def svg(context, table):
    bars = [row for row in table if row["ratio"]]
    width, left, right, top, step = 1180.0, 560.0, 1090.0, 96.0, 22.0
    bottom = top + step * len(bars)
    values = [v for row in bars for v in (row["ratio_min"], row["ratio_max"])] + [1.0]
    low = 10 ** math.floor(math.log10(min(values)))
    high = 10 ** math.ceil(math.log10(max(values)))
    if high <= low:
        high = low * 10

    def x(value):
        return left + (math.log10(value) - math.log10(low)) / (math.log10(high) - math.log10(low)) * (right - left)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{bottom + 56:.0f}" '
           f'viewBox="0 0 {width:.0f} {bottom + 56:.0f}" font-family="Helvetica, Arial, sans-serif">',
           f'<rect width="100%" height="100%" fill="#fff"/>',
           '<text x="20" y="28" font-size="16" font-weight="bold">Cross-language peers: peer time ÷ our time '
           '(log scale; median of rounds, whisker min–max)</text>',
           f'<text x="20" y="50" font-size="12" fill="#555">{html.escape(context["date"])} · '
           f'{html.escape(context["machine"])} · load {html.escape(context["load"])}</text>',
           f'<text x="20" y="68" font-size="12" fill="#555">{html.escape(context["command"])}</text>']
    decade = low
    while decade <= high * 1.0001:
        for multiple in (1, 2, 5):
            tick = decade * multiple
            if low <= tick <= high:
                out.append(f'<line x1="{x(tick):.1f}" y1="{top - 6:.1f}" x2="{x(tick):.1f}" y2="{bottom + 4:.1f}" '
                           f'stroke="{"#d0d0d0" if multiple == 1 else "#ececec"}"/>')
                out.append(f'<text x="{x(tick):.1f}" y="{bottom + 20:.1f}" font-size="11" text-anchor="middle">'
                           f'{tick:g}×</text>')
        decade *= 10
    out.append(f'<line x1="{left}" y1="{bottom + 4:.1f}" x2="{right}" y2="{bottom + 4:.1f}" stroke="#222"/>')
    out.append(f'<text x="{(left + right) / 2:.1f}" y="{bottom + 40:.1f}" font-size="13" text-anchor="middle">'
               'peer ÷ ours (log scale); right of 1×: ours faster</text>')
    unity = x(1.0)
    for index, row in enumerate(bars):
        middle = top + step * index + step / 2
        label = f"{row['operation']} · {row['peer']}"
        out.append(f'<text x="{left - 8}" y="{middle + 4:.1f}" font-size="11" text-anchor="end">{html.escape(label)}</text>')
        end = x(row["ratio"])
        faster = row["ratio"] >= 1
        out.append(f'<rect x="{min(unity, end):.1f}" y="{middle - 6:.1f}" width="{max(abs(end - unity), 1):.1f}" '
                   f'height="12" fill="{"#009E73" if faster else "#D55E00"}" fill-opacity="0.85"/>')
        lo, hi = x(row["ratio_min"]), x(row["ratio_max"])
        out.append(f'<line x1="{lo:.1f}" y1="{middle:.1f}" x2="{hi:.1f}" y2="{middle:.1f}" stroke="#222" stroke-width="1.2"/>')
        for whisker in (lo, hi):
            out.append(f'<line x1="{whisker:.1f}" y1="{middle - 4:.1f}" x2="{whisker:.1f}" y2="{middle + 4:.1f}" '
                       'stroke="#222" stroke-width="1.2"/>')
        out.append(f'<text x="{max(end, unity, hi) + 6:.1f}" y="{middle + 4:.1f}" font-size="10" fill="#333">'
                   f'{ratio(row["ratio"])}</text>')
    out.append(f'<line x1="{unity:.1f}" y1="{top - 6:.1f}" x2="{unity:.1f}" y2="{bottom + 4:.1f}" stroke="#000" '
               'stroke-width="1.5"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    directory = Path(sys.argv[1])
    context, ours, peers = load(directory)
    if not ours:
        sys.exit("report: no openudid-bench results in " + str(directory))
    table = rows(ours, peers)
    (directory / "crosslang.md").write_text(markdown(context, table))
    (directory / "crosslang.json").write_text(json.dumps({"context": context, "rows": table}, indent=2) + "\n")
    (directory / "crosslang.svg").write_text(svg(context, table))
    sys.stdout.write(markdown(context, table))


if __name__ == "__main__":
    main()

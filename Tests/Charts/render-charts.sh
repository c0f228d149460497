#!/usr/bin/env bash
# Renders every chart the tools write and checks that a person can read it: runs
# `openudid stats`, `openudid audit` (on a generated file with planted duplicates) and a short
# `openudid-bench --quick --svg`, converts each SVG to PNG with rsvg-convert, and checks with
# Tests/Charts/check_charts.py that no text falls outside the canvas or overlaps other text,
# that log axes carry at least three labels, and that no drawn pixel touches the PNG's edge.
#
# Usage: Tests/Charts/render-charts.sh BIN [OUT]
#   BIN  the folder holding the release `openudid` and `openudid-bench`
#   OUT  where to keep the SVGs and PNGs (default: a temporary folder, removed on success)
# Ends with "N passed, N failed"; exit status 1 when any check failed.
set -euo pipefail
BIN="${1:?usage: render-charts.sh BIN [OUT]}"
HERE="$(cd "$(dirname "$0")" && pwd)"
for tool in openudid openudid-bench; do
    [[ -x "$BIN/$tool" ]] || { echo "render-charts.sh: $BIN/$tool: not an executable" >&2; exit 2; }
done
# librsvg's converter, from Debian's librsvg2-bin (bookworm: 2.54.7+dfsg-1~deb12u1).
if ! command -v rsvg-convert >/dev/null; then
    apt-get update -qq && apt-get install -y -qq librsvg2-bin=2.54.7+dfsg-1~deb12u1 >/dev/null
fi
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3 >/dev/null; }

if [[ -n "${2:-}" ]]; then
    OUT="$2"; mkdir -p "$OUT"; KEEP=1
else
    OUT="$(mktemp -d "${TMPDIR:-/tmp}/render-charts.XXXXXX")"; KEEP=0
fi

# The stats report: every generator (15 series), so that every panel and legend entry is drawn.
"$BIN/openudid" stats -n 200000 --seed 5 --out "$OUT/stats" >/dev/null 2>"$OUT/stats.log" \
    || { cat "$OUT/stats.log" >&2; exit 1; }

# The audit: 50 000 UUIDs and planted duplicates of several multiplicities (2 and 8 copies).
mkdir -p "$OUT/audit"
"$BIN/openudid" uuid -n 50000 > "$OUT/audit/ids.txt"
head -n 3 "$OUT/audit/ids.txt" | tr 'a-f' 'A-F' >> "$OUT/audit/ids.txt"
sed -n '10p' "$OUT/audit/ids.txt" | sed 's/.*/{&}/' >> "$OUT/audit/ids.txt"
for _ in 1 2 3 4 5 6 7; do sed -n '20p' "$OUT/audit/ids.txt"; done >> "$OUT/audit/ids.txt"
status=0
"$BIN/openudid" audit "$OUT/audit/ids.txt" --out "$OUT/audit/report" --threads 2 --quiet >/dev/null 2>"$OUT/audit.log" || status=$?
# Planted duplicates are faults: the audit exits non-zero for them, and must still write its charts.
[[ -s "$OUT/audit/report/prefixes.svg" ]] || { echo "audit (exit $status) wrote no charts:" >&2; cat "$OUT/audit.log" >&2; exit 1; }

# The benchmark chart: a quick pass over the benchmarks with the longest labels, both sides of 1x.
"$BIN/openudid-bench" --quick --threads 1 --filter '^(md5/oneshot/36B|sha1/oneshot|uuid/generate/v7)' \
    --svg "$OUT/bench.svg" >/dev/null 2>"$OUT/bench.log" || { cat "$OUT/bench.log" >&2; exit 1; }

charts=()
for svg in "$OUT"/stats/*.svg "$OUT"/audit/report/*.svg "$OUT/bench.svg"; do
    png="${svg%.svg}.png"
    rsvg-convert "$svg" -o "$png"
    charts+=("$svg=$png")
done
if python3 "$HERE/check_charts.py" "${charts[@]}"; then
    [[ $KEEP == 1 ]] || rm -rf "$OUT"
else
    echo "render-charts.sh: the charts and their PNGs are in $OUT" >&2
    exit 1
fi

#!/usr/bin/env bash
# Times `openudid audit` against what people use today to find duplicate identifiers, on the
# same data in the same run, and checks that all three find the same duplicate set.
#
#   Scripts/audit-peers.sh [LINES] [THREADS] [MEMORY]     (defaults 10000000, 2, 6G)
#
# Data: LINES lines of random v4 UUIDs (`openudid uuid`), with LINES/1000 planted copies of
# earlier lines (some values copied more than once) spread over ten places. The copies are in a
# random form (canonical, hyphenless, braced, urn) and letter case in the file `openudid audit`
# reads; the peers compare text, so they read a twin file with every copy in lowercase canonical
# form (their normalisation is not timed: the comparison favours them).
#
# Peers, each with the same threads and memory:
#   sort|uniq   LC_ALL=C sort -S MEMORY --parallel=THREADS FILE | uniq -cd
#   duckdb      DuckDB: SELECT id, count(*) FROM read_csv(FILE) GROUP BY id HAVING count(*) > 1
#   polars      Polars: scan_csv(FILE).group_by("id").agg(len).filter(len > 1), streaming
#   chdb        ClickHouse embedded (chDB): the same GROUP BY on file(FILE, LineAsString)
#   datafusion  Apache DataFusion: the same SQL on a CSV table
#   openudid    openudid audit FILE --threads THREADS --memory-limit MEMORY
# The engines run through Scripts/audit-peer.py (how each is asked is there), each installed
# into a venv here from Scripts/audit-peers-requirements.txt (pinned); an engine that cannot be
# installed or run is skipped with a note. The duplicate sets (value, copies) must be equal, or
# the script fails. Wall time, CPU and peak memory come from /usr/bin/time -v; the 1-minute
# load average is printed before and after each contender.
#
# AUDIT_PEERS_ONLY="openudid duckdb ..." runs only the contenders named (openudid always runs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

lines="${1:-10000000}" threads="${2:-2}" memory="${3:-6G}"
work="${AUDIT_PEERS_DIR:-$(mktemp -d)}"
mkdir -p "$work"
trap '[[ -z "${AUDIT_PEERS_KEEP:-}" ]] && rm -rf "$work"' EXIT

command -v /usr/bin/time >/dev/null || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
swift build -c release --product openudid >/dev/null
openudid="$(swift build -c release --show-bin-path)/openudid"

echo "machine: $(nproc) cores of $(lscpu | sed -n 's/^Model name: *//p' | head -n 1), $(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo), $(uname -sr)"
echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD 2>/dev/null || echo ' (with local changes)')"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "data: $lines lines, $threads threads, memory $memory, in $work"

# --- data ----------------------------------------------------------------------------------
# AUDIT_PEERS_REUSE=1 with AUDIT_PEERS_DIR keeps the files of an earlier run (a retry when the
# machine was busy), after checking their line counts.
if [[ -n "${AUDIT_PEERS_REUSE:-}" && -f "$work/mixed.txt" && -f "$work/canonical.txt" ]] \
    && [[ "$(wc -l < "$work/mixed.txt")" -eq "$lines" && "$(wc -l < "$work/canonical.txt")" -eq "$lines" ]]; then
    echo "files: reused from $work"
else
copies=$((lines / 1000))
extra=$((copies + copies / 10))
base=$((lines - extra))
"$openudid" uuid -n "$base" > "$work/base.txt"
python3 Scripts/audit-plant.py "$work/base.txt" "$copies" 1 "$work/copies-mixed.txt" "$work/copies-canonical.txt"
# Ten parts of the base with a tenth of the copies after each.
part=$(((base + 9) / 10)); cpart=$(((extra + 9) / 10))
split -l "$part" -d -a 2 "$work/base.txt" "$work/base-"
split -l "$cpart" -d -a 2 "$work/copies-mixed.txt" "$work/mixed-"
split -l "$cpart" -d -a 2 "$work/copies-canonical.txt" "$work/canonical-"
: > "$work/mixed.txt"; : > "$work/canonical.txt"
for i in 00 01 02 03 04 05 06 07 08 09; do
    cat "$work/base-$i" >> "$work/mixed.txt"; cat "$work/base-$i" >> "$work/canonical.txt"
    [[ -f "$work/mixed-$i" ]] && cat "$work/mixed-$i" >> "$work/mixed.txt" && cat "$work/canonical-$i" >> "$work/canonical.txt"
done
rm -f "$work"/base* "$work"/mixed-* "$work"/canonical-* "$work"/copies-*
echo "files: $(wc -l < "$work/mixed.txt") lines, $(du -h "$work/mixed.txt" | cut -f1) (mixed), $(du -h "$work/canonical.txt" | cut -f1) (canonical)"
fi

# The duplicate sets of an earlier run in the same directory must not be checked again.
rm -f "$work"/set-* "$work"/*.out

# measure NAME COMMAND...: runs under /usr/bin/time -v, prints wall seconds, CPU, peak RSS and
# the load average just before and just after (other jobs on the machine slow every contender).
declare -A wall rss cpu
measure() {
    local name="$1"; shift
    # Warm the page cache equally for every contender.
    cat "$work/mixed.txt" "$work/canonical.txt" > /dev/null
    local load; load="$(cut -d' ' -f1 /proc/loadavg)"
    if ! /usr/bin/time -v "$@" 2> "$work/$name.time" >/dev/null; then
        tail -n 30 "$work/$name.time" >&2; echo "$name failed" >&2; return 1
    fi
    wall[$name]=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$work/$name.time")
    rss[$name]=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/$name.time")
    cpu[$name]=$(awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.1f", s }' "$work/$name.time")
    printf '%-10s %8.2f s wall  %7s s CPU  %7s MiB peak  (load before: %s, after: %s)\n' \
        "$name" "${wall[$name]}" "${cpu[$name]}" "${rss[$name]}" "$load" "$(cut -d' ' -f1 /proc/loadavg)"
}
wanted() { [[ -z "${AUDIT_PEERS_ONLY:-}" || " $AUDIT_PEERS_ONLY " == *" $1 "* ]]; }

# --- openudid audit --------------------------------------------------------------------------
measure openudid "$openudid" audit "$work/mixed.txt" --out "$work/audit" --threads "$threads" --memory-limit "$memory" \
    --temp-dir "$work" --quiet || exit 1
grep -v '^#' "$work/audit/duplicates.csv" | tail -n +2 | awk -F, '{ print $1, $2 }' | sort > "$work/set-openudid"

# --- sort | uniq -cd -------------------------------------------------------------------------
if wanted sort; then
    measure sort bash -c "LC_ALL=C sort -S $memory --parallel=$threads -T '$work' '$work/canonical.txt' | uniq -cd > '$work/sort.out'" \
        && awk '{ print $2, $1 }' "$work/sort.out" | sort > "$work/set-sort"
fi

# --- the engines ---------------------------------------------------------------------------
# Each engine is installed on its own, the requirements file serving as constraints, so one
# that has no wheel for this machine (or no network) leaves the others. The venv is made anew
# when the requirements change.
engines=(duckdb polars chdb datafusion)
venv="${AUDIT_PEERS_VENV:-.build/audit-peers-venv}"
if ! cmp -s Scripts/audit-peers-requirements.txt "$venv/requirements.txt" 2>/dev/null; then
    rm -rf "$venv"
    python3 -m venv "$venv" 2>/dev/null || { apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null && python3 -m venv "$venv"; } || true
    if [[ -x "$venv/bin/pip" ]]; then
        installed=1
        for engine in "${engines[@]}"; do
            "$venv/bin/pip" install -q -c Scripts/audit-peers-requirements.txt "$engine" > "$work/pip-$engine.log" 2>&1 \
                || { installed=0; echo "$engine: pip install failed: $(tail -n 1 "$work/pip-$engine.log")"; }
        done
        # Marked complete only when every engine installed, so a later run tries the others again.
        [[ $installed == 1 ]] && cp Scripts/audit-peers-requirements.txt "$venv/requirements.txt"
    fi
fi
for engine in "${engines[@]}"; do
    wanted "$engine" || continue
    if ! "$venv/bin/python" -c "import $engine" 2>/dev/null; then
        echo "$engine skipped: not installed in $venv (no wheel for this machine, or no network)"
        continue
    fi
    version="$("$venv/bin/python" -c "import $engine; print($engine.__version__)")"
    if measure "$engine" "$venv/bin/python" Scripts/audit-peer.py "$engine" "$work/canonical.txt" "$work/$engine.out" \
        "$threads" "$memory" "$work/$engine-temp"; then
        echo "           ($engine $version)"
        # chDB quotes its strings; every engine writes value,copies.
        tr -d '"' < "$work/$engine.out" | awk -F, 'NF == 2 { print $1, $2 }' | sort > "$work/set-$engine"
    else
        echo "$engine skipped: it failed on this input (above)"
    fi
    rm -rf "$work/$engine-temp" "$work/$engine.out.parts"
done

# --- the same duplicate set ----------------------------------------------------------------
status=0
peers=(sort "${engines[@]}")
for peer in "${peers[@]}"; do
    [[ -f "$work/set-$peer" ]] || continue
    if cmp -s "$work/set-openudid" "$work/set-$peer"; then
        echo "same duplicate set as $peer: $(wc -l < "$work/set-openudid") values, $(awk '{ s += $2 } END { print s }' "$work/set-openudid") copies"
    else
        echo "DIFFERENT duplicate sets: openudid $(wc -l < "$work/set-openudid") values, $peer $(wc -l < "$work/set-$peer")" >&2
        diff "$work/set-openudid" "$work/set-$peer" | head -n 10 >&2
        status=1
    fi
done
fastest=""
for peer in "${peers[@]}"; do
    [[ -n "${wall[$peer]:-}" ]] || continue
    awk -v a="${wall[openudid]}" -v b="${wall[$peer]}" -v c="${cpu[openudid]}" -v d="${cpu[$peer]}" -v p="$peer" \
        'BEGIN { printf "openudid is %.1fx faster than %s in wall time", b / a, p; if (c > 0) printf " (%.1fx in CPU)", d / c; printf "\n" }'
    [[ "$peer" == sort ]] && continue
    if [[ -z "$fastest" ]] || awk -v a="${wall[$peer]}" -v b="${wall[$fastest]}" 'BEGIN { exit !(a < b) }'; then fastest="$peer"; fi
done
[[ -n "$fastest" ]] && echo "fastest engine: $fastest"
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status

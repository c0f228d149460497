#!/usr/bin/env bash
# Times `openudid audit` against what people use today to find duplicate identifiers, on the
# same data in the same run, and checks that every one finds the same duplicate set.
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
# AUDIT_PEERS_ROUNDS=R (default 1) runs every contender R times and quotes the median of the R
# per-round ratios with their range. The order alternates: ours first in odd rounds, last in even
# ones, so neither side always follows the other's run. (On a VM whose freed memory goes back to
# the host, the program run right after a large one pays for its first touches differently.)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

lines="${1:-10000000}" threads="${2:-2}" memory="${3:-6G}"
rounds="${AUDIT_PEERS_ROUNDS:-1}"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "AUDIT_PEERS_ROUNDS must be a positive whole number, not '$rounds'" >&2; exit 2; }
work="${AUDIT_PEERS_DIR:-$(mktemp -d)}"
mkdir -p "$work"
trap '[[ -z "${AUDIT_PEERS_KEEP:-}" ]] && rm -rf "$work"' EXIT

command -v /usr/bin/time >/dev/null || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
swift build -c release --product openudid >/dev/null
openudid="$(swift build -c release --show-bin-path)/openudid"

cpu="$(lscpu)"
cpu_field() { sed -n "s/^$1: *//p" <<< "$cpu" | head -n 1; }
echo "machine: $(nproc) cores of $(cpu_field 'Model name') (family $(cpu_field 'CPU family') model $(cpu_field Model)), $(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo), $(uname -sr)"
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
rm -f "$work"/set-* "$work"/*.out "$work"/*.time

wanted() { [[ -z "${AUDIT_PEERS_ONLY:-}" || " $AUDIT_PEERS_ONLY " == *" $1 "* ]]; }

# --- the engines ---------------------------------------------------------------------------
# Each engine is installed on its own, the requirements file serving as constraints, so one
# that has no wheel for this machine (or no network) leaves the others. The venv is made anew
# when the requirements change, and not at all when no engine is asked for. Installed before
# the first measurement, so that no contender runs beside pip.
engines=(duckdb polars chdb datafusion)
venv="${AUDIT_PEERS_VENV:-.build/audit-peers-venv}"
any_engine=0
for engine in "${engines[@]}"; do wanted "$engine" && any_engine=1; done
if [[ $any_engine == 1 ]] && ! cmp -s Scripts/audit-peers-requirements.txt "$venv/requirements.txt" 2>/dev/null; then
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

# The contenders of this run, in the order of an odd round; `sort` is the GNU pipeline.
peers=()
wanted sort && peers+=(sort)
declare -A version
for engine in "${engines[@]}"; do
    wanted "$engine" || continue
    if ! "$venv/bin/python" -c "import $engine" 2>/dev/null; then
        echo "$engine skipped: not installed in $venv (no wheel for this machine, or no network)"
        continue
    fi
    version[$engine]="$("$venv/bin/python" -c "import $engine; print($engine.__version__)")"
    peers+=("$engine")
done
labels=(openudid); for name in "${peers[@]}"; do labels+=("$name${version[$name]:+ ${version[$name]}}"); done
echo "contenders: $(IFS=,; echo "${labels[*]}" | sed 's/,/, /g'); $rounds round(s)"

# measure NAME ROUND COMMAND...: runs under /usr/bin/time -v, keeps wall seconds, CPU (user +
# system) and peak RSS under the key NAME-ROUND, and prints them with the load average just
# before and just after (other jobs on the machine slow every contender).
declare -A wall rss cpu
measure() {
    local name="$1" round="$2" key="$1-$2"; shift 2
    # Warm the page cache equally for every contender.
    cat "$work/mixed.txt" "$work/canonical.txt" > /dev/null
    local load; load="$(cut -d' ' -f1 /proc/loadavg)"
    if ! /usr/bin/time -v "$@" 2> "$work/$key.time" >/dev/null; then
        tail -n 30 "$work/$key.time" >&2; echo "$key failed" >&2; return 1
    fi
    wall[$key]=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$work/$key.time")
    rss[$key]=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/$key.time")
    cpu[$key]=$(awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.1f", s }' "$work/$key.time")
    printf 'round %-3s %-10s %8.2f s wall  %7s s CPU  %7s MiB peak  (load before: %s, after: %s)\n' \
        "$round" "$name" "${wall[$key]}" "${cpu[$key]}" "${rss[$key]}" "$load" "$(cut -d' ' -f1 /proc/loadavg)"
}

# run NAME ROUND: one contender once; its duplicate set (value copies, sorted) goes to
# set-NAME-ROUND. A peer that fails is dropped from the later rounds with a note.
declare -A failed
run() {
    local name="$1" round="$2"
    case "$name" in
        openudid)
            rm -rf "$work/audit"
            measure "$name" "$round" "$openudid" audit "$work/mixed.txt" --out "$work/audit" --threads "$threads" \
                --memory-limit "$memory" --temp-dir "$work" --quiet || exit 1
            grep -v '^#' "$work/audit/duplicates.csv" | tail -n +2 | awk -F, '{ print $1, $2 }' | sort > "$work/set-$name-$round"
            ;;
        sort)
            measure "$name" "$round" bash -c "LC_ALL=C sort -S $memory --parallel=$threads -T '$work' '$work/canonical.txt' | uniq -cd > '$work/sort.out'" \
                || { failed[$name]=1; echo "sort skipped from here: it failed (above)"; return 0; }
            awk '{ print $2, $1 }' "$work/sort.out" | sort > "$work/set-$name-$round"
            ;;
        *)
            if measure "$name" "$round" "$venv/bin/python" Scripts/audit-peer.py "$name" "$work/canonical.txt" "$work/$name.out" \
                "$threads" "$memory" "$work/$name-temp"; then
                # chDB quotes its strings; every engine writes value,copies.
                tr -d '"' < "$work/$name.out" | awk -F, 'NF == 2 { print $1, $2 }' | sort > "$work/set-$name-$round"
            else
                failed[$name]=1; echo "$name skipped from here: it failed on this input (above)"
            fi
            rm -rf "$work/$name-temp" "$work/$name.out.parts"
            ;;
    esac
}

for ((round = 1; round <= rounds; round++)); do
    order=(openudid "${peers[@]}")
    ((round % 2 == 0)) && order=("${peers[@]}" openudid)
    for name in "${order[@]}"; do
        [[ -n "${failed[$name]:-}" ]] || run "$name" "$round"
    done
done

# --- the same duplicate set ----------------------------------------------------------------
status=0
reference="$work/set-openudid-1"
for name in openudid "${peers[@]}"; do
    same=1
    for ((round = 1; round <= rounds; round++)); do
        [[ -f "$work/set-$name-$round" ]] || continue
        if ! cmp -s "$reference" "$work/set-$name-$round"; then
            same=0
            echo "DIFFERENT duplicate sets: openudid (round 1) $(wc -l < "$reference") values, $name (round $round) $(wc -l < "$work/set-$name-$round")" >&2
            diff "$reference" "$work/set-$name-$round" | head -n 10 >&2 || true # diff exits 1 here
            status=1
        fi
    done
    [[ $same == 1 && -f "$work/set-$name-1" && $name != openudid ]] \
        && echo "same duplicate set as $name: $(wc -l < "$reference") values, $(awk '{ s += $2 } END { print s }' "$reference") copies"
done

# --- the ratios ----------------------------------------------------------------------------
# For each peer and round with both sides measured: peer / ours in wall time and in CPU; the
# median of the rounds (the mean of the middle two when even) and their range.
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) exit; m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f %.1f %.1f", m, v[1], v[NR] }'; }
summary() { # NAME -> "wall-median wall-min wall-max cpu-median cpu-min cpu-max peak-max rounds"
    local name="$1" walls="" cpus="" peaks="" n=0
    for ((round = 1; round <= rounds; round++)); do
        local p="$name-$round" o="openudid-$round"
        # A round needs both sides timed, and ours above the clock's 10 ms (tiny test files).
        [[ -n "${wall[$p]:-}" && -n "${wall[$o]:-}" ]] && awk -v a="${wall[$o]}" 'BEGIN { exit !(a > 0) }' || continue
        walls+="$(awk -v a="${wall[$o]}" -v b="${wall[$p]}" 'BEGIN { print b / a }')"$'\n'
        cpus+="$(awk -v a="${cpu[$o]}" -v b="${cpu[$p]}" 'BEGIN { print (a > 0) ? b / a : 0 }')"$'\n'
        peaks+="${rss[$p]}"$'\n'; n=$((n + 1))
    done
    ((n > 0)) || return 1
    echo "$(printf '%s' "$walls" | median) $(printf '%s' "$cpus" | median) $(printf '%s' "$peaks" | sort -g | tail -n 1) $n"
}
fastest="" fastest_ratio=""
for name in "${peers[@]}"; do
    read -r wm wl wh cm cl ch peak n < <(summary "$name") || continue
    if ((n == 1)); then
        echo "openudid is ${wm}x faster than $name in wall time (${cm}x in CPU); $name peak ${peak} MiB"
    else
        echo "openudid is ${wm}x faster than $name in wall time (median of $n rounds, ${wl}-${wh}x; CPU ${cm}x, ${cl}-${ch}x); $name peak ${peak} MiB"
    fi
    [[ "$name" == sort ]] && continue
    if [[ -z "$fastest" ]] || awk -v a="$wm" -v b="$fastest_ratio" 'BEGIN { exit !(a < b) }'; then fastest="$name" fastest_ratio="$wm"; fi
done
ours_peak=0
for key in "${!rss[@]}"; do [[ "$key" == openudid* ]] && ((rss[$key] > ours_peak)) && ours_peak=${rss[$key]}; done
echo "openudid peak ${ours_peak} MiB"
[[ -n "$fastest" ]] && echo "fastest engine: $fastest (ours ${fastest_ratio}x faster, the median)"
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status

#!/usr/bin/env bash
# The place where data teams run the tools, end to end with a release `openudid`: each case is a
# way the tools once failed there, checked as a user meets it (Tests/Faults/README.md, "The
# place").
#
#   1. another user swaps the symbolic link --out names, while stats, audit and merge run and
#      again at each rename and removal of their commit (strace delays those calls while the
#      link flips): nothing outside the directory resolved at the start is touched;
#   2. a file added to --out while a run goes on is kept beside the new report;
#   3. an audit of 10^5 lines under `ulimit -v 2G` completes (it reserved 8.5 GB up front);
#   4. a --memory-limit above the machine is lowered with one line on stderr, no signal;
#   5. in a 300 MiB memory cgroup (v1 and v2, where this machine lets a test make one: needs
#      root; skipped with a note otherwise), an audit of 10^7 lines with the default limit
#      spills and completes, and so does stats (it was OOM-killed); in 100 MiB, where the
#      default is below an audit's least, it says so and completes;
#   6. an input cut at a line boundary while it is read: exit 1, the input named, the report
#      marked;
#   7. `audit --redact`: no input value and no invalid line's text in any file of the report,
#      the same counts and places as without it.
# The drivers' cases (--out inside --work-dir, a full file system under the Slurm merge, values
# the job scripts cannot pass) are in Scripts/distributed/test_openudid_*.
#
# usage: Tests/Faults/place.sh BIN_DIR   (the folder of a release openudid); run as root for the
# link swaps by another user (runuser) and the cgroups.
set -uo pipefail

if [[ $# -ne 1 || ! -x "$1/openudid" ]]; then
    echo "usage: $0 BIN_DIR (a folder holding a built openudid)" >&2
    exit 2
fi
bin="$(cd "$1" && pwd)/openudid"
work=$(mktemp -d "${TMPDIR:-/tmp}/openudid-place.XXXXXX")
chmod 755 "$work"
# The shared directory of case 1 must be reachable by another user: it goes under /tmp, not
# under $TMPDIR, which CI makes private (mode 700).
place=$(mktemp -d /tmp/openudid-place-shared.XXXXXX)
chmod 755 "$place"
cgroups=()
cleanup() {
    for group in "${cgroups[@]}"; do rmdir "$group" 2>/dev/null; done
    rm -rf "$work" "$place"
}
trap cleanup EXIT
source "$(dirname "$0")/checks.sh"
status_of() { if (( $1 > 128 )); then echo "signal $(kill -l $(($1 - 128)))"; else echo "exit $1"; fi; }
# as_other CMD...: runs CMD as another user (nobody) when this is root, else as this user.
as_other() { if [[ $(id -u) -eq 0 ]] && command -v runuser >/dev/null; then runuser -u nobody -- "$@"; else "$@"; fi; }

"$bin" uuid -n 100000 > "$work/e5.txt"

# --- 1. the link --out names, swapped while the run goes on ----------------------------------
# A shared directory that everyone writes to; `out` a link to the user's directory `d`; a victim
# directory elsewhere with a file of its own and one named like a report file. Another user
# flips `out` (and `d`'s name) between the real directory and a link to the victim every few
# milliseconds for the whole run, while strace holds each rename and removal of the run for
# 50 ms, so that every step of the commit meets a swapped link.
shared="$place/shared" victim="$place/victim"
mkdir -p "$shared" "$victim" && chmod 1777 "$shared" && chmod 755 "$victim"
echo s > "$victim/keep.txt" && echo v > "$victim/report.json"
flip() { # runs until $shared/stop exists; counts its swaps into $shared/flips
    local flips=0
    while [[ ! -e "$shared/stop" ]]; do
        ln -sfn "$victim" "$shared/.o" 2>/dev/null && mv -T "$shared/.o" "$shared/out" 2>/dev/null && flips=$((flips + 1))
        ln -sfn "$shared/d" "$shared/.o" 2>/dev/null && mv -T "$shared/.o" "$shared/out" 2>/dev/null && flips=$((flips + 1))
        [[ $flips -eq 2 ]] && touch "$shared/flipping"
    done
    echo "$flips" > "$shared/flips"
}
"$bin" uuid -n 2000 > "$work/small.txt"
"$bin" audit "$work/small.txt" --shards 2 --map 0 --work-dir "$work/w1" --quiet > /dev/null \
    && "$bin" audit "$work/small.txt" --shards 2 --map 1 --work-dir "$work/w1" --quiet > /dev/null \
    && "$bin" audit "$work/small.txt" --shards 2 --reduce 0 --work-dir "$work/w1" --quiet > /dev/null \
    && "$bin" audit "$work/small.txt" --shards 2 --reduce 1 --work-dir "$work/w1" --quiet > /dev/null
signals=() touched=() unswapped=() runs=0
for command in "audit $work/small.txt" "stats -n 20000 --generators uuid4" "merge $work/w1/audit-map-0000.partial $work/w1/audit-map-0001.partial $work/w1/audit-reduce-0000.partial $work/w1/audit-reduce-0001.partial"; do
    for delay in none renameat2 unlinkat; do
        rm -rf "$shared/d" "$shared/out" "$shared/stop" "$shared/flips" "$shared/flipping" "$shared"/.out.* "$shared/.o"
        as_other mkdir "$shared/d" && as_other ln -s "$shared/d" "$shared/out" || unswapped+=("cannot set up $shared/out")
        injection=()
        [[ $delay == none ]] || injection=(strace -f -qq -o /dev/null -e "inject=$delay:delay_enter=50000")
        as_other bash -c "$(declare -f flip); shared='$shared' victim='$victim'; flip" &
        flipper=$!
        for _ in $(seq 100); do [[ -e "$shared/flipping" ]] && break; sleep 0.05; done
        # shellcheck disable=SC2086
        "${injection[@]}" "$bin" $command --out "$shared/out" --quiet > /dev/null 2> "$work/err-1"
        code=$?
        touch "$shared/stop"; wait "$flipper"
        runs=$((runs + 1))
        # The case proves something only if the link was swapped while the run went on.
        [[ $(cat "$shared/flips" 2>/dev/null || echo 0) -ge 4 ]] || unswapped+=("${command%% *} ($delay): the link was not swapped")
        (( code > 128 )) && signals+=("${command%% *} ($delay): $(status_of $code)")
        if [[ "$(ls -A "$victim" | paste -sd ' ')" != "keep.txt report.json" || "$(cat "$victim/keep.txt")" != s \
              || "$(cat "$victim/report.json")" != v ]]; then
            touched+=("${command%% *} ($delay): victim holds $(ls -A "$victim" | paste -sd ' ')")
            echo s > "$victim/keep.txt" && echo v > "$victim/report.json"
        fi
    done
done
name="1. --out a link that another user flips to a victim directory during stats, audit and merge (and at each rename and removal): the victim untouched, no signal"
if [[ ${#touched[@]} -eq 0 && ${#signals[@]} -eq 0 && ${#unswapped[@]} -eq 0 ]]; then
    pass "$name ($runs runs)"
else
    fail "$name" "${touched[@]:0:3}" "${signals[@]:0:3}" "${unswapped[@]:0:3}" \
         "reproduce: ln -s D shared/out; openudid audit ids.txt --out shared/out & while :; do ln -sfn VICTIM x && mv -T x shared/out; ln -sfn D x && mv -T x shared/out; done"
fi

# --- 2. a file added to the report directory during the run -----------------------------------
name="2. a file added to --out while an audit runs is kept beside the new report"
"$bin" audit "$work/small.txt" --out "$work/report-2" --quiet > /dev/null
{ cat "$work/small.txt"; sleep 1; } | "$bin" audit - --out "$work/report-2" --quiet > /dev/null 2> "$work/err-2" &
sleep 0.5; echo n > "$work/report-2/notes.txt"
wait $!
code=$?
if [[ $code -eq 0 && "$(cat "$work/report-2/notes.txt" 2>/dev/null)" == n && -s "$work/report-2/report.json" ]]; then
    pass "$name"
else
    fail "$name" "$(status_of $code); report-2 holds $(ls -A "$work/report-2" | paste -sd ' '); $(head -c 300 "$work/err-2")"
fi

# --- 3. ulimit -v ---------------------------------------------------------------------------
name="3. audit of 10^5 lines under ulimit -v 2G (default --memory-limit): exit 0 with the report"
( ulimit -v 2097152 && exec "$bin" audit "$work/e5.txt" --out "$work/report-3" --quiet ) > /dev/null 2> "$work/err-3"
code=$?
if [[ $code -eq 0 && -s "$work/report-3/report.json" ]]; then
    pass "$name"
else
    fail "$name" "$(status_of $code); stderr: $(head -c 300 "$work/err-3")" "reproduce: (ulimit -v 2097152; openudid audit ids.txt)"
fi

# --- 4. a limit above the machine -----------------------------------------------------------------
name="4. audit and stats with --memory-limit 1000T: exit 0, one line on stderr naming both figures"
"$bin" audit "$work/small.txt" --memory-limit 1000T --out "$work/report-4" --quiet > /dev/null 2> "$work/err-4a"
code_a=$?
"$bin" stats -n 10000 --generators uuid4 --memory-limit 1000T --out "$work/report-4s" --quiet > /dev/null 2> "$work/err-4s"
code_s=$?
if [[ $code_a -eq 0 && $code_s -eq 0 && $(wc -l < "$work/err-4a") -eq 1 && $(wc -l < "$work/err-4s") -eq 1 ]] \
      && grep -q -- "--memory-limit 1000T is more than the .* this process may use (.*); using " "$work/err-4a" "$work/err-4s"; then
    pass "$name"
else
    fail "$name" "audit $(status_of $code_a), stats $(status_of $code_s)" "$(head -c 300 "$work/err-4a")" "$(head -c 300 "$work/err-4s")"
fi

# --- 5. a memory cgroup ----------------------------------------------------------------------------
# in_cgroup VERSION LIMIT CMD...: runs CMD in a new memory cgroup of LIMIT bytes below this
# process's own (v1: the memory controller's hierarchy; v2: the unified one, where its memory
# controller is enabled); exit 125 when none can be made here.
in_cgroup() {
    local version=$1 limit=$2 own mount group file
    shift 2
    if [[ $version == 1 ]]; then
        own=$(awk -F: '$2 ~ /(^|,)memory(,|$)/ {print $3}' /proc/self/cgroup)
        mount=$(awk '$9 == "cgroup" && $NF ~ /(^|,)memory(,|$)/ {print $5; exit}' /proc/self/mountinfo)
        file=memory.limit_in_bytes
    else
        own=$(awk -F: '$1 == "0" {print $3}' /proc/self/cgroup)
        mount=$(awk '$9 == "cgroup2" {print $5; exit}' /proc/self/mountinfo)
        file=memory.max
        [[ -n $mount ]] && grep -qw memory "$mount$own/cgroup.subtree_control" 2>/dev/null || return 125
    fi
    [[ -n $mount && -n $own ]] || return 125
    group="$mount${own%/}/openudid-place-$$-$RANDOM"
    mkdir "$group" 2>/dev/null || return 125
    cgroups+=("$group")
    echo "$limit" > "$group/$file" 2>/dev/null || return 125
    sh -c 'echo $$ > "$1/cgroup.procs" && shift && exec "$@"' sh "$group" "$@"
}
"$bin" uuid -n 10000000 > "$work/e7.txt"
for version in 1 2; do
    name="5. (cgroup v$version) audit of 10^7 lines and stats -n 10^7 (uuid4) in a 300 MiB memory cgroup, default limit: both complete, the audit spilling"
    in_cgroup "$version" $((300 << 20)) "$bin" audit "$work/e7.txt" --out "$work/report-5a-$version" --quiet > /dev/null 2> "$work/err-5a"
    code_a=$?
    if [[ $code_a -eq 125 ]]; then
        skip "$name" "this machine lets no memory cgroup v$version be made here (not root, no such hierarchy, or its memory controller not enabled); the limit files are read in MemoryAvailableTests"
        continue
    fi
    in_cgroup "$version" $((300 << 20)) "$bin" stats -n 10000000 --generators uuid4 --out "$work/report-5s-$version" --quiet > /dev/null 2> "$work/err-5s"
    code_s=$?
    spilled=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["run"]["spilledRuns"])' "$work/report-5a-$version/report.json" 2>/dev/null)
    if [[ $code_a -eq 0 && $code_s -eq 0 && ${spilled:-0} -gt 0 ]]; then
        pass "$name ($spilled runs spilled)"
    else
        fail "$name" "audit $(status_of $code_a), stats $(status_of $code_s), spilled runs: ${spilled:-none}" \
             "$(head -c 300 "$work/err-5a")" "$(head -c 300 "$work/err-5s")"
    fi
    # In 100 MiB the default limit (75M) is below what an audit of 2 threads needs before it
    # holds a record (112M): the audit takes that least, says where the default came from, and
    # completes (its batches grow with the input).
    name="5b. (cgroup v$version) an audit in a 100 MiB memory cgroup, default limit: one line naming the cgroup's limit file, exit 0"
    in_cgroup "$version" $((100 << 20)) "$bin" audit "$work/e5.txt" --threads 2 --out "$work/report-5b" --quiet > /dev/null 2> "$work/err-5b"
    code=$?
    if [[ $code -eq 0 && -s "$work/report-5b/report.json" && $(wc -l < "$work/err-5b") -eq 1 ]] \
          && grep -q "this process may use: /.*memory.*; using 112M" "$work/err-5b"; then
        pass "$name"
    else
        fail "$name" "$(status_of $code); $(head -c 300 "$work/err-5b")"
    fi
done

# --- 6. an input cut while it is read -----------------------------------------------------------
# strace holds each read of the file for 0.2 s; meanwhile it is cut at a line boundary.
name="6. an input cut at a line boundary while the audit reads it: exit 1, the input named on stderr, report.json marks it"
head -n 1000000 "$work/e7.txt" > "$work/cut.txt"
strace -f -qq -o /dev/null -P "$work/cut.txt" -e inject=read:delay_enter=200000 \
    "$bin" audit "$work/cut.txt" --threads 1 --out "$work/report-6" --quiet > /dev/null 2> "$work/err-6" &
sleep 0.6; truncate -s $((37 * 400000)) "$work/cut.txt"
wait $!
code=$?
changed=$(python3 -c 'import json, sys; print(any(i.get("changed") for i in json.load(open(sys.argv[1]))["inputs"]))' "$work/report-6/report.json" 2>/dev/null)
if [[ $code -eq 1 && "$changed" == True ]] && grep -q "$work/cut.txt: it changed while it was read" "$work/err-6"; then
    pass "$name"
else
    fail "$name" "$(status_of $code); marked: ${changed:-no report}; stderr: $(head -c 300 "$work/err-6")"
fi

# --- 7. --redact ------------------------------------------------------------------------------------
name="7. audit pii.txt --redact: no input value and no invalid line's text in any file, the same counts and places"
{ head -n 3000 "$work/e5.txt"; echo "alice@example.com"; echo "4111 1111 1111 1111"; sed -n '10p;20p' "$work/e5.txt"
  sed -n '10p' "$work/e5.txt" | tr a-f A-F; echo "bob,1b4e28ba"; } > "$work/pii.txt"
"$bin" audit "$work/pii.txt" --out "$work/report-7-plain" --quiet > /dev/null
"$bin" audit "$work/pii.txt" --redact --out "$work/report-7" --quiet > /dev/null 2> "$work/err-7"
code=$?
verdict=$(python3 - "$work/report-7-plain" "$work/report-7" <<'PY'
import json, os, sys
plain, redacted = (json.load(open(os.path.join(d, "report.json"))) for d in sys.argv[1:])
secrets = {"alice@example.com", "4111 1111 1111 1111", "bob,1b4e28ba", "alice", "1b4e28ba"}
secrets |= {t["value"] for t in plain["duplicates"]["top"]}
secrets |= {e["text"] for e in plain["invalidExamples"]}
for group in plain["groups"]:
    for pair in (group.get("collisions") or {}).get("pairs", []):
        secrets |= {pair["first"]["value"], pair["second"]["value"]}
for name in os.listdir(sys.argv[2]):
    text = open(os.path.join(sys.argv[2], name), encoding="utf-8", errors="replace").read().lower()
    leaked = [s for s in secrets if s.lower() in text]
    if leaked:
        sys.exit(f"{name} holds {leaked[:2]}")
for key in ("lines", "valid", "invalid", "blank", "versions"):
    if plain[key] != redacted[key]:
        sys.exit(f"{key} differs")
strip = lambda top: [(t["count"], t["locations"]) for t in top]
if strip(plain["duplicates"]["top"]) != strip(redacted["duplicates"]["top"]) or not plain["duplicates"]["top"]:
    sys.exit("the duplicated values' counts or places differ")
if [e["line"] for e in plain["invalidExamples"]] != [e["line"] for e in redacted["invalidExamples"]]:
    sys.exit("the invalid lines' places differ")
print("ok")
PY
)
if [[ $code -eq 0 && "$verdict" == ok ]]; then
    pass "$name"
else
    fail "$name" "$(status_of $code); $verdict; $(head -c 300 "$work/err-7")"
fi

[[ $skipped -eq 0 ]] || echo "note: $skipped case(s) skipped, not counted as passed"
echo "place: $passed passed, $failed failed, $skipped skipped"
[[ $failed -eq 0 ]]

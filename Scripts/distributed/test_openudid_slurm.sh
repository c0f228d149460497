#!/bin/bash
# Tests of Scripts/distributed/openudid-slurm and slurm/*.sbatch without a cluster.
#
#   bash Scripts/distributed/test_openudid_slurm.sh .build/release/openudid
#
# A fake `sbatch` first on PATH records its arguments (one line per call, words separated by
# tabs) and prints a job id, so the refusals (exit 2, nothing made, no submission) and the three
# submissions of a good run are checked anywhere, CI included. The .sbatch files are then run
# as Slurm would run them (array task ids in SLURM_ARRAY_TASK_ID) on this machine: their
# report equals one process's, and a merge that fails writes no report. The last line is
# `slurm-driver: N passed, N failed`; the exit status is 1 when a test failed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
driver=$here/openudid-slurm
[[ $# -eq 1 ]] || { echo "usage: $0 OPENUDID_BINARY" >&2; exit 2; }
binary=$(realpath -- "$1")
[[ -x $binary ]] || { echo "$0: no executable at $1" >&2; exit 2; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/openudid-slurm-test.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/bin"
cat > "$scratch/bin/sbatch" <<'FAKE'
#!/bin/bash
# Records the call and prints a job id, as `sbatch --parsable` does.
printf '%s\t' "$@" >> "$SBATCH_LOG"; echo >> "$SBATCH_LOG"
echo $(( 100 + $(wc -l < "$SBATCH_LOG") ))
FAKE
chmod +x "$scratch/bin/sbatch"
export PATH="$scratch/bin:$PATH"
passed=0 failed=0

# Each test runs in a fresh empty directory, $case, which is also the current directory.
new_case() {
    case=$scratch/case-$((passed + failed))
    mkdir -p "$case"
    cd "$case" || exit 1
    export SBATCH_LOG=$scratch/sbatch-$((passed + failed)).log
    : > "$SBATCH_LOG"
}
pass() { passed=$((passed + 1)); echo "PASS $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1: $2"; }

# refused NAME EXPECTED_MESSAGE ARGS...: exit 2, the message on stderr, no sbatch call, the
# current directory still empty (no work or report directory).
refused() {
    local name=$1 message=$2
    shift 2
    new_case
    "$driver" "$@" > out.txt 2> err.txt
    local status=$?
    local made
    made=$(ls -A | grep -v -x -e out.txt -e err.txt -e ids.txt)
    if [[ $status -ne 2 ]]; then fail "$name" "exit $status, not 2: $(cat err.txt)"
    elif ! grep -q -F -- "$message" err.txt; then fail "$name" "no '$message' in: $(cat err.txt)"
    elif [[ -s $SBATCH_LOG ]]; then fail "$name" "sbatch was called: $(cat "$SBATCH_LOG")"
    elif [[ -n $made ]]; then fail "$name" "made: $made"
    elif grep -q "unbound variable" err.txt; then fail "$name" "bash error: $(cat err.txt)"
    else pass "$name"
    fi
}

common=(--shards 4 --work-dir w --out report --binary "$binary")
refused "unknown option" "--bogus" stats -n 1000 --bogus "${common[@]}"
refused "--shards abc" "--shards must be a whole number" stats -n 1000 --work-dir w --out report --binary "$binary" --shards abc
refused "--shards without a value" "--shards needs a value" stats -n 1000 --work-dir w --out report --binary "$binary" --shards
refused "--shards followed by an option" "--shards needs a value" stats --shards --work-dir w --out report --binary "$binary"
refused "--shards 0" "--shards must be a whole number" stats --shards 0 --work-dir w --out report --binary "$binary"
refused "--shards past the limit" "--shards" audit /etc/hostname --shards 5000 --work-dir w --out report --binary "$binary"
refused "--cpus x" "--cpus must be a whole number" stats "${common[@]}" --cpus x
refused "--binary /nonexistent" "no openudid executable at '/nonexistent'" stats -n 1000 --shards 4 --work-dir w --out report --binary /nonexistent
refused "--binary a directory" "is not an executable file" stats -n 1000 --shards 4 --work-dir w --out report --binary /tmp
refused "bad -n" "-n" stats -n 1 "${common[@]}"
refused "bad --rate" "--rate" stats --rate 3 "${common[@]}"
refused "missing --out" "--out are required" stats --shards 4 --work-dir w
refused "no command word" "first word" --shards 4
refused "audit of a missing input" "missing.txt: No such file or directory" audit missing.txt "${common[@]}"
refused "audit of standard input" "standard input" audit - "${common[@]}"
refused "audit with --seed" "audit takes no --seed" audit /etc/hostname --seed 3 "${common[@]}"
refused "--delimiter without --column" "--delimiter needs --column" audit /etc/hostname --delimiter ';' "${common[@]}"
refused "a work directory with '%', which sbatch reads as a log-path pattern" "which sbatch reads as a pattern" \
    stats -n 1000 --shards 2 --work-dir 'w%j' --out report --binary "$binary"
refused "an --out with a line break" "control character" stats -n 1000 --shards 2 --work-dir w --out $'re\nport' --binary "$binary"

# submitted NAME ARGS...: exit 0, the work directory made, three sbatch calls.
submitted() {
    local name=$1
    shift
    new_case
    "$driver" "$@" > out.txt 2> err.txt
    local status=$?
    if [[ $status -ne 0 ]]; then fail "$name" "exit $status: $(cat err.txt)"; return 1; fi
    if [[ $(wc -l < "$SBATCH_LOG") -ne 3 ]]; then fail "$name" "not 3 sbatch calls: $(cat "$SBATCH_LOG")"; return 1; fi
    return 0
}
# line N: sbatch call N (1-3) as tab-separated words.
line() { sed -n "${1}p" "$SBATCH_LOG"; }
has() { [[ $'\t'"$1" == *$'\t'"$2"$'\t'* ]]; }

if submitted "a good stats run submits the maps, the reduces and the merge" \
        stats -n 1e6 --seed 0x10 --rate 64 --fleet 8 --bits 16,32 --generators uuid4,uuid7-random --memory-limit 1G \
        --shards 4 --work-dir w --out report --binary "$binary" --cpus 3 --sbatch "--partition=p1 --time=10"; then
    work=$case/w problems=''
    map=$(line 1) reduce=$(line 2) merge=$(line 3)
    for word in --parsable --cpus-per-task=3 --chdir="$work" --partition=p1 --time=10 --array=0-3 \
                "$here/slurm/shard.sbatch" stats map 4 "$work" "$binary" -n 1e6 --seed 0x10 --rate 64 --fleet 8 \
                --bits 16,32 --generators uuid4,uuid7-random --memory-limit 1G "--output=$work/%x-%A_%a.out"; do
        has "$map" "$word" || problems+=" map:$word"
    done
    for word in --dependency=afterok:101 --kill-on-invalid-dep=yes --array=0-3 reduce --seed 0x10 --rate 64; do
        has "$reduce" "$word" || problems+=" reduce:$word"
    done
    for word in --dependency=afterok:102 --kill-on-invalid-dep=yes "$here/slurm/merge.sbatch" stats 4 "$work" \
                "$case/report" "$binary"; do
        has "$merge" "$word" || problems+=" merge:$word"
    done
    has "$map" --bogus && problems+=" map:--bogus"
    [[ -d $work && ! -e $case/report ]] || problems+=" directories"
    grep -q "map array 101, reduce array 102, merge 103" out.txt || problems+=" ids: $(cat out.txt)"
    if [[ -z $problems ]]; then pass "a good stats run submits the maps, the reduces and the merge"
    else fail "a good stats run submits the maps, the reduces and the merge" "$problems"; fi
fi

if submitted "a seed is drawn once for every stats step" stats -n 1000 --shards 2 --work-dir w --out r --binary "$binary"; then
    seed1=$(line 1 | tr '\t' '\n' | grep -A1 -x -- --seed | tail -1)
    seed2=$(line 2 | tr '\t' '\n' | grep -A1 -x -- --seed | tail -1)
    if [[ -n $seed1 && $seed1 == "$seed2" ]] && grep -q "seed $seed1" out.txt; then pass "a seed is drawn once for every stats step"
    else fail "a seed is drawn once for every stats step" "$seed1 / $seed2: $(cat out.txt)"; fi
fi

# An audit: in the directory that holds ids.txt, as the user would call it.
case=$scratch/audit-good
mkdir -p "$case" && cd "$case" || exit 1
printf 'id;x\n%s;1\n' "$("$binary" uuid)" > ids.txt
export SBATCH_LOG=$scratch/sbatch-audit.log
: > "$SBATCH_LOG"
if "$driver" audit ids.txt --column id --delimiter ';' --threads 1 --temp-dir /tmp --shards 2 --work-dir w --out r \
        --binary "$binary" > out.txt 2> err.txt && [[ $(wc -l < "$SBATCH_LOG") -eq 3 ]]; then
    problems=''
    for word in --chdir="$case" shard.sbatch audit map 2 ids.txt --column id --delimiter ';' --threads 1 --temp-dir /tmp; do
        [[ $word == shard.sbatch ]] && word=$here/slurm/shard.sbatch
        has "$(line 1)" "$word" || problems+=" map:$word"
    done
    has "$(line 1)" --seed && problems+=" --seed"
    has "$(line 3)" audit || problems+=" merge:audit"
    if [[ -z $problems ]]; then pass "a good audit run passes its files and options"
    else fail "a good audit run passes its files and options" "$problems"; fi
else
    fail "a good audit run passes its files and options" "$(cat err.txt) $(cat "$SBATCH_LOG")"
fi

# The .sbatch files as Slurm runs them, on this machine: shard.sbatch for every index of each
# step, then merge.sbatch; the report equals one process's.
case=$scratch/sbatch-by-hand
mkdir -p "$case" && cd "$case" || exit 1
run_array() { # STEP S arguments...
    local step=$1 shards=$2 i
    shift 2
    for ((i = 0; i < shards; i++)); do
        SLURM_ARRAY_TASK_ID=$i SLURM_CPUS_PER_TASK=1 bash "$here/slurm/shard.sbatch" stats "$step" "$shards" "$case/w" \
            "$binary" "$@" >> shards.log 2>&1 || return 1
    done
}
if run_array map 3 -n 30000 --seed 9 && run_array reduce 3 -n 30000 --seed 9 \
        && SLURM_CPUS_PER_TASK=1 bash "$here/slurm/merge.sbatch" stats 3 "$case/w" "$case/report" "$binary" > merge.log 2>&1 \
        && "$binary" stats -n 30000 --seed 9 --out "$case/single" --quiet > /dev/null \
        && cmp -s "$case/single/report.csv" "$case/report/report.csv" && [[ ! -e $case/w/shuffle ]]; then
    pass "shard.sbatch and merge.sbatch by hand make the one-process report.csv and remove the shuffle files"
else
    fail "shard.sbatch and merge.sbatch by hand make the one-process report.csv and remove the shuffle files" \
         "$(cat shards.log merge.log 2>/dev/null | tail -5)"
fi

# An --out holding '|' (which the merge once fed to sed) is passed to the merge as it is.
hand=$case
if submitted "an --out holding '|' is submitted as it is" stats -n 1000 --shards 2 --work-dir w --out 'r|x' --binary "$binary" \
        && has "$(line 3)" "$case/r|x"; then
    pass "an --out holding '|' is submitted as it is"
elif [[ -s $SBATCH_LOG ]]; then
    fail "an --out holding '|' is submitted as it is" "$(line 3)"
fi
case=$hand
cd "$case" || exit 1
if SLURM_CPUS_PER_TASK=1 bash "$here/slurm/merge.sbatch" stats 3 "$case/w" "$case/r|x" "$binary" > merge-bar.log 2>&1 \
        && cmp -s "$case/single/report.csv" "$case/r|x/report.csv"; then
    pass "merge.sbatch writes the report into an --out holding '|'"
else
    fail "merge.sbatch writes the report into an --out holding '|'" "$(tail -3 merge-bar.log)"
fi

# A merge onto a file system that fills (a 1 MiB tmpfs holding an old report): the old report
# stays whole, the merge says no report was written, and nothing is left beside it. (The merge
# used to move the staged files one by one, leaving report.json cut beside old files.)
full=$scratch/full
mkdir -p "$full"
if mount -t tmpfs -o size=1m tmpfs "$full" 2>/dev/null; then
    mkdir "$full/old" && cp "$case/single/report.md" "$case/single/report.csv" "$full/old/"
    (cd "$full/old" && sha256sum -- * > "$scratch/full-old.sha")
    head -c 2M /dev/zero > "$full/filler" 2>/dev/null
    SLURM_CPUS_PER_TASK=1 bash "$here/slurm/merge.sbatch" stats 3 "$case/w" "$full/old" "$binary" > merge-full.log 2>&1
    status=$?
    if [[ $status -ne 0 ]] && (cd "$full/old" && sha256sum -c --quiet "$scratch/full-old.sha") \
            && [[ $(ls -A "$full/old" | wc -l) -eq 2 && $(ls -A "$full" | paste -sd ' ') == "filler old" ]] \
            && grep -q "no report was written" merge-full.log; then
        pass "a merge onto a full file system leaves the old report whole and says so"
    else
        fail "a merge onto a full file system leaves the old report whole and says so" \
             "exit $status; $(ls -A "$full" "$full/old" | paste -sd ' '); $(tail -3 merge-full.log)"
    fi
    umount "$full"
else
    echo "SKIP a merge onto a full file system leaves the old report whole: mount -t tmpfs failed (needs root)"
fi

# A merge that fails (a partial missing) writes no report and says what to do.
cd "$scratch/sbatch-by-hand" || exit 1
rm -f "$case/w/stats-reduce-0001.partial"
SLURM_CPUS_PER_TASK=1 bash "$here/slurm/merge.sbatch" stats 3 "$case/w" "$case/report2" "$binary" > merge2.log 2>&1
status=$?
if [[ $status -ne 0 && ! -e $case/report2 && -z $(ls -A "$case" | grep '^\.report2') ]] \
        && grep -q "no report was written" merge2.log && grep -q "rm -rf '$case/w'" merge2.log \
        && grep -q "resubmit the merge" merge2.log; then
    pass "a failed merge writes no report and says how to resume or what to remove"
else
    fail "a failed merge writes no report and says how to resume or what to remove" "exit $status: $(cat merge2.log)"
fi

# The .sbatch files refuse what they cannot run.
bash "$here/slurm/shard.sbatch" stats map > usage.log 2>&1
status1=$?
bash "$here/slurm/merge.sbatch" 3 "$case/w" "$case/r" "$binary" > usage2.log 2>&1
status2=$?
if [[ $status1 -eq 2 && $status2 -eq 2 ]] && grep -q usage: usage.log && grep -q usage: usage2.log; then
    pass "shard.sbatch and merge.sbatch without their arguments print their usage"
else
    fail "shard.sbatch and merge.sbatch without their arguments print their usage" "$(cat usage.log usage2.log)"
fi

if "$driver" --help | grep -q "run the same command again"; then pass "--help says what to remove and how to re-run"
else fail "--help says what to remove and how to re-run" "$("$driver" --help)"; fi

echo "slurm-driver: $passed passed, $failed failed"
[[ $failed -eq 0 ]]

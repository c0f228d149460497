#!/usr/bin/env bash
# End-to-end check of a built `openudid` binary: md5 against md5sum, inspect on valid and
# invalid input, scan on a small document, the exit codes of bad usage, and how the commands
# end when standard output cannot be written (a full device; a pipe closed by its reader).
# When an `openudid-bench` lies next to it, also that it refuses an unknown option the same
# way, and a --json or --svg path it cannot write before it measures anything.
#
# usage: Tests/EndToEnd/cli.sh PATH/TO/openudid
set -euo pipefail

if [[ $# -ne 1 || ! -x "$1" ]]; then
    echo "usage: $0 PATH/TO/openudid (an executable)" >&2
    exit 2
fi
# Absolute, since the checks run inside a temporary directory.
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
pass() { echo "PASS  $1"; passed=$((passed + 1)); }
fail() { echo "FAIL  $1"; shift; for line in "$@"; do echo "      $line"; done; failed=$((failed + 1)); }

# expect NAME EXPECTED ACTUAL: compare two strings.
expect() {
    if [[ "$2" == "$3" ]]; then pass "$1"; else fail "$1" "expected: $2" "actual:   $3"; fi
}

# millis: the time in milliseconds.
millis() { echo $(( $(date +%s%N) / 1000000 )); }
# "At once" in the checks below: under this many milliseconds. These checks take tens of
# milliseconds, but the VMs that run CI stall a process now and then for over a second (1.6 s was
# seen on a command that takes 40 ms). A program that did not stop would run on for far longer:
# the benchmark suite for minutes, `uuid -n 1000000000` until the `timeout` ends it.
at_once_ms=5000

# run CODE_VAR OUT_VAR ERR_VAR -- ARGS...: runs the binary without letting `set -e` stop us.
run() {
    local -n code_ref=$1 out_ref=$2 err_ref=$3
    shift 4
    set +e
    out_ref=$("$bin" "$@" 2>"$work/stderr")
    code_ref=$?
    set -e
    err_ref=$(cat "$work/stderr")
}

# --- md5 against md5sum ---------------------------------------------------------------------
cd "$work"
printf '' > empty
printf 'abc' > abc
head -c 200000 /dev/urandom > random-200k         # spans several 64 KiB chunks
printf 'a' > 'back\slash'
printf 'b' > "$(printf 'new\nline')"
files=(empty abc random-200k 'back\slash' "$(printf 'new\nline')")

run code out err -- md5 "${files[@]}"
expect "md5 of files (empty, 200 KiB, escaped names) matches md5sum" "$(md5sum "${files[@]}")" "$out"
run code out err -- md5 < random-200k
expect "md5 of standard input matches md5sum" "$(md5sum < random-200k)" "$out"
run code out err -- md5 - < abc
expect "md5 - matches md5sum -" "$(md5sum - < abc)" "$out"

run code out err -- md5 abc missing-file abc
if [[ $code -eq 1 && "$out" == "$(md5sum abc abc)" && "$err" == "openudid md5: missing-file: No such file or directory" ]]; then
    pass "md5 reports an unreadable file, hashes the others, exits 1"
else
    fail "md5 reports an unreadable file, hashes the others, exits 1" "exit $code" "stdout: $out" "stderr: $err"
fi

# --- inspect --------------------------------------------------------------------------------
run code out err -- inspect 6ba7b810-9dad-11d1-80b4-00c04fd430c8 E56F6A9223FB375E75480863FC0BCBB63A1C09F2
expected='{"input":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","valid":true,"kind":"uuid","canonical":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","version":1,"variant":"rfc9562","time":"1998-02-04T22:13:53.1511824Z","clockSequence":180,"node":"00c04fd430c8","null":false}
{"input":"E56F6A9223FB375E75480863FC0BCBB63A1C09F2","valid":true,"kind":"openudid","canonical":"e56f6a9223fb375e75480863fc0bcbb63a1c09f2","null":false}'
expect "inspect valid ids: output" "$expected" "$out"
expect "inspect valid ids: exit 0" 0 "$code"

run code out err -- inspect 6ba7b810-9dad-11d1-80b4-00c04fd430cg
expect "inspect invalid id: output" '{"input":"6ba7b810-9dad-11d1-80b4-00c04fd430cg","valid":false,"error":"invalid character '"'g'"' at index 35","index":35}' "$out"
expect "inspect invalid id: exit 1" 1 "$code"

# --- scan -----------------------------------------------------------------------------------
v=1111111111111111111111111111111111111111
w=2222222222222222222222222222222222222222
{
    printf '{"appUID":"APP-1","local":{"OpenUDID":"%s"},"slots":[' "$v"
    printf '{"OpenUDID":"%s"},{"OpenUDID":"%s"},{}' "$w" "$w"
    for _ in $(seq 4 100); do printf ',null'; done
    printf '],"now":"2012-08-28T14:03:59Z"}'
} > doc.json
run code out err -- scan doc.json
expected='{"value":"'$v'","status":"compromised","mostReliable":"'$w'","frequencies":{"'$w'":2},"availableSlot":"org.OpenUDID.slot.2","mySlot":null,"write":{"slot":"org.OpenUDID.slot.2","record":{"OpenUDID":"'$v'","OpenUDID_slot":"org.OpenUDID.slot.2"}},"local":{"OpenUDID":"'$v'","OpenUDID_slot":"org.OpenUDID.slot.2"},"localSaved":true,"generated":false,"appUID":"APP-1"}'
expect "scan of a small document: output" "$expected" "$out"
expect "scan of a small document: exit 0" 0 "$code"

sed 's/"OpenUDID":"2222222222222222222222222222222222222222"},{}/"OpenUDID":2},{}/' doc.json > bad.json
run code out err -- scan - < bad.json
expect "scan of a malformed document: message names the path" \
    "openudid scan: slots[1].OpenUDID: expected a string, got a number" "$(head -n 1 <<< "$err")"
expect "scan of a malformed document: exit 2" 2 "$code"
printf '{"slots":[],"local":{"OpenUDID":"a","OpenUDID":"b"}}' > duplicate.json
run code out err -- scan duplicate.json
expect "scan of a document with a key twice: message names the key" \
    "openudid scan: local.OpenUDID: duplicate key" "$(head -n 1 <<< "$err")"

# --- generate, uuid, usage ------------------------------------------------------------------
run code out err -- generate -n 1000
expect "generate -n 1000: exit 0" 0 "$code"
expect "generate -n 1000: 1000 distinct lines of 40 hex digits" 1000 "$(grep -cE '^[0-9a-f]{40}$' <<< "$out" | tr -d ' ')"
expect "generate -n 1000: no duplicates" 1000 "$(sort -u <<< "$out" | wc -l | tr -d ' ')"
expect "uuid --v3 (RFC 9562 A.2)" 5df41881-3aed-3515-88a7-2f4a814cf09e \
    "$("$bin" uuid --v3 --namespace dns --name www.example.com)"

expect "uuid -n 1e3: a count as stats reads one" 1000 "$("$bin" uuid -n 1e3 | wc -l | tr -d ' ')"

# Every RFC 9562 version: the appendix examples byte for byte, the time-based ones in order.
expect "uuid --v5 (RFC 9562 A.4)" 2ed6657d-e927-568b-95e1-2665a8aea6a2 \
    "$("$bin" uuid --v5 --namespace dns --name www.example.com)"
expect "uuid --v8 (RFC 9562 B.1), version and variant written over the bits" \
    "2489e9ad-2ee2-8e00-8ec9-32d5f69181c0|2489e9ad-2ee2-8e00-8ec9-32d5f69181c0" \
    "$("$bin" uuid --v8 2489e9ad2ee20e000ec932d5f69181c0 -n 2 | paste -sd '|')"
expect "uuid --max --upper" FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF "$("$bin" uuid --max --upper)"
for flags in "--v6" "--v7" "--v7 --method counter" "--v7 --method counter --counter-bits 12" "--v7 --method random"; do
    # shellcheck disable=SC2086
    "$bin" uuid $flags -n 1000 > ordered.txt
    version=$(cut -c15 ordered.txt | sort -u | paste -sd ' ')
    if [[ "$flags" == "--v7 --method random" ]]; then
        # Random within a millisecond: only the milliseconds (the first 13 digits) are in order.
        in_order=$(cut -c1-13 ordered.txt | LC_ALL=C sort -c 2>&1 && echo yes)
    else
        in_order=$(LC_ALL=C sort -c -u ordered.txt 2>&1 && echo yes)
    fi
    expect "uuid $flags -n 1000: version, distinct, in order" "${flags:3:1} 1000 yes" \
        "$version $(sort -u ordered.txt | wc -l | tr -d ' ') $in_order"
done
run code out err -- inspect 1EC9414C-232A-6B00-B3C8-9F6BDECED846 017f22e2-79b0-7cc3-98c4-dc0c0c07398f
expected='{"input":"1EC9414C-232A-6B00-B3C8-9F6BDECED846","valid":true,"kind":"uuid","canonical":"1ec9414c-232a-6b00-b3c8-9f6bdeced846","version":6,"variant":"rfc9562","time":"2022-02-22T19:22:22Z","clockSequence":13256,"node":"9f6bdeced846","null":false}
{"input":"017f22e2-79b0-7cc3-98c4-dc0c0c07398f","valid":true,"kind":"uuid","canonical":"017f22e2-79b0-7cc3-98c4-dc0c0c07398f","version":7,"variant":"rfc9562","time":"2022-02-22T19:22:22Z","unixMillis":1645557742000,"null":false}'
expect "inspect v6 and v7 (RFC 9562 A.5, A.6): time, clock sequence and node, milliseconds" "$expected" "$out"
run code out err -- uuid --v7 --counter-bits 30
expect "uuid --counter-bits without --method counter: message and exit 2" \
    "2 openudid uuid: --counter-bits is only used with --v7 --method counter" "$code $(head -n 1 <<< "$err")"

run code out err -- uuid --v9
expect "unknown option: exit 2" 2 "$code"
expect "unknown option: message" "openudid uuid: unknown option '--v9'" "$(head -n 1 <<< "$err")"
run code out err -- bogus
expect "unknown command: exit 2" 2 "$code"

# Every command, every deviceid action and openudid-bench refuse an unknown option alike.
# refuses_unknown_option NAME ARGS...: `$bin ARGS... --no-such-option` says so as NAME.
refuses_unknown_option() {
    local name="$1"; shift
    run code out err -- "$@" --no-such-option
    expect "$name --no-such-option: message and exit 2" \
        "2 $name: unknown option '--no-such-option'|Try '$name --help' for more information." \
        "$code $(paste -sd '|' <<< "$err")"
}
for command in md5 uuid generate inspect scan stats merge deviceid "deviceid make" "deviceid check" "deviceid uuid" \
               "deviceid resolve" "deviceid chain" "deviceid vendor"; do
    # shellcheck disable=SC2086
    refuses_unknown_option "openudid $command" $command
done
bench="$(dirname "$bin")/openudid-bench"
if [[ -x "$bench" ]]; then
    saved="$bin"; bin="$bench"
    refuses_unknown_option "openudid-bench"
    # An output file that cannot be made is refused before anything is measured (the suite
    # takes minutes), in one line, with the status of a usage error.
    mkdir -p "$work/bench-dir"
    for option in --json --svg; do
        for target in /proc/x /nonexistent-dir/x "$work/bench-dir"; do
            start=$(millis)
            # (timeout: a binary that does not check first would measure for minutes)
            set +e; out=$(timeout 10 "$bin" "$option" "$target" 2> "$work/stderr"); code=$?; set -e
            err=$(cat "$work/stderr")
            elapsed=$(( $(millis) - start ))
            if [[ $code -eq 2 && "$err" == "openudid-bench: cannot write '$target': "* && $(wc -l <<< "$err") -eq 1 \
                  && -z "$out" && $elapsed -lt $at_once_ms ]]; then
                pass "openudid-bench $option $target: refused at once (${elapsed} ms): ${err#*: cannot write }"
            else
                fail "openudid-bench $option $target: refused at once with one line, exit 2" \
                    "exit $code after $elapsed ms" "stderr: $err"
            fi
        done
    done
    expect "openudid-bench: the refused paths left nothing behind" "" "$(ls -A "$work/bench-dir")"
    set +e; "$bin" --list > /dev/full 2> "$work/stderr"; code=$?; set -e
    expect "openudid-bench --list > /dev/full: exit 1 and one line" \
        "1 openudid-bench: write error: standard output: No space left on device" "$code $(paste -sd '|' "$work/stderr")"
    bin="$saved"
fi
# --- standard output that cannot be written --------------------------------------------------
many_ids=(); for _ in $(seq 5000); do many_ids+=(6ba7b810-9dad-11d1-80b4-00c04fd430c8); done
many_files=(); for _ in $(seq 10000); do many_files+=(abc); done
# Each command writes far more than a pipe holds, but for the last three only with these
# operands: md5 and inspect write one line per operand.
declare -A long_command=(
    [uuid]="uuid -n 1000000000"
    [generate]="generate -n 1000000000"
    [md5]="md5 ${many_files[*]}"
    [inspect]="inspect ${many_ids[*]}"
)
full_message="openudid: write error: standard output: No space left on device"
for command in uuid generate md5 inspect; do
    # shellcheck disable=SC2206
    words=(${long_command[$command]})
    [[ $command == uuid || $command == generate ]] && words=("$command" -n 1000000)
    set +e
    timeout 20 "$bin" "${words[@]}" > /dev/full 2> "$work/stderr"
    code=$?
    set -e
    expect "$command > /dev/full: exit 1 and one line" "1 $full_message" "$code $(paste -sd '|' "$work/stderr")"

    # A closed pipe: quiet, status 141, at once. Also under a parent that ignores SIGPIPE (an
    # ignored signal is inherited): then only the program's own handling of EPIPE stops it.
    for parent in default ignoring; do
        # shellcheck disable=SC2206
        words=(${long_command[$command]})
        start=$(millis)
        set +e
        if [[ $parent == default ]]; then
            timeout 20 "$bin" "${words[@]}" 2> "$work/stderr" | head -n 1 > /dev/null
            statuses="${PIPESTATUS[0]}"
        else
            (trap '' PIPE; timeout 20 "$bin" "${words[@]}" 2> "$work/stderr" | head -n 1 > /dev/null; echo "${PIPESTATUS[0]}" > "$work/status")
            statuses=$(cat "$work/status")
        fi
        set -e
        elapsed=$(( $(millis) - start ))
        if [[ $statuses == 141 && ! -s "$work/stderr" && $elapsed -lt $at_once_ms ]]; then
            pass "$command | head -n 1 (SIGPIPE $parent): status 141, no message, ${elapsed} ms"
        else
            fail "$command | head -n 1 (SIGPIPE $parent): status 141, no message, at once" \
                "status $statuses after $elapsed ms" "stderr: $(head -c 300 "$work/stderr")"
        fi
    done
done
set +e; "$bin" --help > /dev/full 2> "$work/stderr"; code=$?; set -e
expect "--help > /dev/full: exit 1 and one line" "1 $full_message" "$code $(paste -sd '|' "$work/stderr")"

# --- deviceid (DeviceIDTool), stats -------------------------------------------------------------
# The check digest was computed independently: python3 hashlib, MD5hex(MD5hex(first 8) +
# MD5hex(first 10)) in UPPERCASE, first 4 digits.
expect "deviceid make" 599F9C00-92DC-4B5C-9464-7971F01F8370-A38A \
    "$("$bin" deviceid make 599F9C00-92DC-4B5C-9464-7971F01F8370)"
run code out err -- deviceid check 599F9C00-92DC-4B5C-9464-7971F01F8370-0000
expect "deviceid check of a wrong digest: exit 1" 1 "$code"
run code out err -- deviceid check 599F9C00-92DC-4B5C-9464-7971F01F8370-A38A
expect "deviceid check of the right digest: exit 0" 0 "$code"

# A v7 fleet in the collision report: the fleet section, and a design with nothing flagged.
run code out err -- stats -n 20000 --seed 3 --generators uuid7-counter-fleet,uuid7-subms --fleet 20 --rate 8 --out report --quiet
expect "stats of v7: summary lines" \
    "uuid7-counter-fleet: 0 exact duplicate pairs, every prefix consistent with the ideal of its design|uuid7-subms: 0 exact duplicate pairs, every prefix consistent with the ideal of its design" \
    "$(grep -v '^wrote' <<< "$out" | paste -sd '|')"
expect "stats of v7: the fleet section and its CSV rows" "1 3" \
    "$(grep -c '^## Time-ordered designs: v7 in fleets' report/report.md) $(grep -c '^fleet_' report/report.csv)"

# --- audit in shards, merged ----------------------------------------------------------------
# Two files with duplicates across them and invalid lines; 3 shards give one process's report.
"$bin" uuid -n 2000 > ids-a.txt
{ head -300 ids-a.txt; echo "not an id"; "$bin" uuid -n 500 --v7; echo; "$bin" uuid -n 200 --upper; } > ids-b.txt
run code out err -- audit ids-a.txt ids-b.txt --out audit-one --quiet
single_summary=$out
for step in map reduce; do
    for i in 0 1 2; do
        run code out err -- audit ids-a.txt ids-b.txt --shards 3 --$step $i --work-dir audit-work --quiet
        [[ $code -eq 0 ]] || fail "audit --$step $i" "exit $code" "$err"
    done
done
run code out err -- merge audit-work/audit-*.partial --out audit-merged --quiet
expect "audit shards: merge summary" "0 $single_summary" "$code $out"
without_run() { sed '/^  "run" : {/,/^  }/d' "$1"; }
expect "audit shards: report.json equal apart from run" "$(without_run audit-one/report.json)" "$(without_run audit-merged/report.json)"
# Without --out, audit partials merge into ./audit, as `openudid audit` writes its report.
run code out err -- merge audit-work/audit-*.partial --quiet
expect "audit shards: merge writes ./audit by default" "0 audit/report.json" "$code $(ls audit/report.json 2>/dev/null)"
run code out err -- merge audit-work/audit-map-0000.partial audit-work/audit-reduce-000*.partial --out audit-refused --quiet
expect "audit shards: a missing map is refused, nothing written" "2 no-report" \
    "$code $([[ -e audit-refused/report.json ]] && echo report || echo no-report)"
[[ "$err" == *"map shard 1 of 3 is missing"* ]] && pass "audit shards: the refusal names the shard" || fail "audit shards: refusal message" "$err"
run code out err -- audit --shards 2 --map 0 --work-dir audit-stdin --quiet < ids-a.txt
expect "audit shards: standard input is not split" "2" "$code"

for command in md5 uuid generate inspect scan stats merge audit deviceid; do
    run code out err -- "$command" --help
    if [[ $code -eq 0 && "$out" == "usage: openudid $command"* ]]; then pass "$command --help"; else fail "$command --help" "exit $code" "$out"; fi
done

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]

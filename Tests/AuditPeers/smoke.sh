#!/usr/bin/env bash
# Checks Scripts/audit-peers.sh, whose figures the README quotes, on a small file with
# `sort | uniq -cd` as the only peer (no engine, so nothing is installed):
#   - the rounds alternate the order (ours first in odd rounds, last in even ones), each
#     contender once a round, and the summary quotes the median of the rounds with its range;
#   - the planted duplicate set is found, the same by both sides in every round;
#   - a peer that finds another set fails the run (one planted copy replaced in the peers' file);
#   - a bad AUDIT_PEERS_ROUNDS is a usage error.
#
#   bash Tests/AuditPeers/smoke.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; echo "--- the script's output:" >&2; cat "$work/out" >&2; exit 1; }
lines=100000 # 100 planted values, 110 extra copies (the script plants LINES/1000, a tenth twice)

# 1. Three rounds, sort only.
venv_before=0; [[ -e .build/audit-peers-venv ]] && venv_before=1
AUDIT_PEERS_ONLY=sort AUDIT_PEERS_ROUNDS=3 AUDIT_PEERS_DIR="$work/data" AUDIT_PEERS_KEEP=1 \
    bash Scripts/audit-peers.sh "$lines" 2 256M > "$work/out" 2>&1 || fail "exit $? on a good run"
grep -q '^contenders: openudid, sort; 3 round(s)$' "$work/out" || fail "the contenders line"
order="$(awk '/^round / { printf "%s:%s ", $2, $3 }' "$work/out")"
[[ "$order" == "1:openudid 1:sort 2:sort 2:openudid 3:openudid 3:sort " ]] || fail "the order of the rounds: $order"
grep -q '^same duplicate set as sort: 100 values, 210 copies$' "$work/out" || fail "the duplicate set"
grep -Eq '^openudid is [0-9.]+x faster than sort in wall time \(median of 3 rounds, [0-9.]+-[0-9.]+x; CPU [0-9.]+x, [0-9.]+-[0-9.]+x\); sort peak [0-9]+ MiB$' \
    "$work/out" || fail "the median line"
[[ $venv_before == 1 || ! -e .build/audit-peers-venv ]] || fail "a venv made with no engine asked for"
for round in 1 2 3; do
    cmp -s "$work/data/set-openudid-$round" "$work/data/set-sort-$round" || fail "round $round's sets differ"
done
echo "three alternating rounds, the same 100 values in each, the median quoted"

# 2. The same files, one planted copy in the peers' file replaced by a value found nowhere else
# (the line count stays, so the files are reused): the sets differ and the run fails.
copy="$(awk '{ print $1 }' "$work/data/set-openudid-1" | head -n 1)"
grep -n -x "$copy" "$work/data/canonical.txt" | tail -n 1 | cut -d: -f1 > "$work/line"
[[ -s "$work/line" ]] || fail "no planted copy of $copy in canonical.txt"
sed -i "$(cat "$work/line")s/.*/00000000-0000-4000-8000-000000000000/" "$work/data/canonical.txt"
status=0
AUDIT_PEERS_ONLY=sort AUDIT_PEERS_DIR="$work/data" AUDIT_PEERS_KEEP=1 AUDIT_PEERS_REUSE=1 \
    bash Scripts/audit-peers.sh "$lines" 2 256M > "$work/out" 2>&1 || status=$?
[[ $status == 1 ]] || fail "exit $status with different duplicate sets (want 1)"
grep -q '^files: reused from ' "$work/out" || fail "the files were not reused"
grep -q '^DIFFERENT duplicate sets: openudid (round 1) 100 values, sort (round 1) ' "$work/out" || fail "no DIFFERENT line"
! grep -q '^same duplicate set as sort' "$work/out" || fail "a differing peer called the same"
echo "a peer with another duplicate set fails the run (exit 1)"

# 3. Usage.
status=0
AUDIT_PEERS_ROUNDS=0 AUDIT_PEERS_ONLY=sort AUDIT_PEERS_DIR="$work/data" AUDIT_PEERS_KEEP=1 AUDIT_PEERS_REUSE=1 \
    bash Scripts/audit-peers.sh "$lines" 2 256M > "$work/out" 2>&1 || status=$?
[[ $status == 2 ]] && grep -q "AUDIT_PEERS_ROUNDS must be a positive whole number, not '0'" "$work/out" \
    || fail "AUDIT_PEERS_ROUNDS=0: exit $status"
echo "AUDIT_PEERS_ROUNDS=0 is a usage error (exit 2)"

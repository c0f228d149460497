# Sourced by Tests/Faults/findings.sh and place.sh: strace (pinned as in faults.py), the counts of
# checks, and how one is reported (`pass NAME`, `fail NAME [DETAIL...]`, `skip NAME REASON`: a
# skipped check is named with its reason and never counted as passed).
export SWIFT_BACKTRACE=enable=no
command -v strace >/dev/null || { apt-get update -qq && apt-get install -y -qq strace=6.1-0.1 >/dev/null; }

passed=0
failed=0
skipped=0
pass() { echo "PASS  $1"; passed=$((passed + 1)); }
fail() { echo "FAIL  $1"; shift; for line in "$@"; do echo "      $line"; done; failed=$((failed + 1)); }
skip() { echo "SKIP  $1: $2"; skipped=$((skipped + 1)); }

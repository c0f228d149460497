#!/usr/bin/env bash
# The suites that use threads, under ThreadSanitizer.
#
#   Scripts/tsan.sh [FILTER]
#
# Runs `swift test --sanitize=thread --filter FILTER --skip AfterFork` (default FILTER: the
# thread-using suites below; the fork tests are skipped, see below) in its own build folder,
# .build-tsan, so the plain debug build in .build is not rebuilt.
# Every ThreadSanitizer report is written to the log (TSAN_OPTIONS keeps the process going and
# its exit status for the tests alone), then Scripts/tsan-check.py sorts the reports: those
# between two critical sections of one Synchronization.Mutex, which ThreadSanitizer cannot see
# handed over (Scripts/tsan-mutex-regions.txt says why), and the others, which fail the run.
# Exits non-zero when a test fails or a report is unexplained. The log is .build-tsan/tsan.log.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH" SWIFT_BACKTRACE=enable=no

# Per-thread SecureRandom, the shared v1 generator (4 threads), the v7 generator across two
# tasks, bulk OpenUDID and UUID generation on 2 threads, the stats pipeline (its thread
# counts), the thread team the harness, stats and audit share, the audit's buckets sorted
# by threads that take them in turn, and its batches' pages dropped by two threads at the end.
default='SecureRandomTests|TimeBasedUUIDGeneratorTests|UUIDv7GeneratorTests|OpenUDIDBulkThreadsTests|PipelineTests|ThreadTeamTests'
default+='|BucketedSortTests|BatchReleaseTests'
filter="${1:-$default}"
# The fork tests of SecureRandomTests are skipped: a child forked from a process with many
# threads cannot run under ThreadSanitizer (its runtime's locks may be held by threads that do
# not exist in the child; measured: the child spun at full CPU for 13 minutes and held the
# test run, whose cooperative pool is two threads wide here). They test a single-threaded
# child, not a race, and run in the plain `swift test`.
skip='AfterFork'
case "$filter" in -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac

log=.build-tsan/tsan.log
mkdir -p .build-tsan
status=0
TSAN_OPTIONS="halt_on_error=0 exitcode=0 report_signal_unsafe=0 ${TSAN_OPTIONS:-}" \
    swift test --sanitize=thread --scratch-path .build-tsan --filter "$filter" --skip "$skip" >"$log" 2>&1 || status=$?
grep -E '^(Test Suite .All tests|Executed|✔ Test run|✘ Test run|.*Test run with)' "$log" || true
if [[ $status -ne 0 ]]; then
    grep -E 'error:|✘|failed' "$log" | head -n 20 >&2
    echo "swift test under ThreadSanitizer failed (exit $status); the log is $log" >&2
fi
python3 Scripts/tsan-check.py "$log" || status=1
exit "$status"

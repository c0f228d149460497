#!/usr/bin/env bash
# The suites over unsafe pointer code, under AddressSanitizer.
#
#   Scripts/asan.sh [FILTER]
#
# Runs `swift test --sanitize=address --filter FILTER` in its own build folder, .build-asan, so
# the plain debug build in .build is not rebuilt. The default FILTER covers the code that works
# on raw memory: the core (hashes, UUID text, fast paths), the audit (record batches, radix
# sort, spills, merges), its input reader, the stats pipeline (key pages, radix sort, shards),
# atomic output (directory entries, the interrupt table), shard files and the thread team.
# Left out: the statistical suites that take minutes in a debug build and hold no pointer code
# of their own, and RegistryTests, whose `#expect` on an optional integer trips an
# AddressSanitizer report inside the toolchain's AnyHashable conversion (a compiler-generated
# thunk reads 9 bytes of an 8-byte slot; nothing of ours is in the stack).
# Leak reports are on, less the two known ones in Scripts/asan-suppressions.txt.
# Exits non-zero when a test fails or AddressSanitizer reports. The log is .build-asan/asan.log.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH" SWIFT_BACKTRACE=enable=no

default='OpenUDIDCoreTests|CollisionStatisticsTests|JSONDocumentTests|PlatformTests|CommandLineSupportTests'
default+='|AtomicOutputTests|SystemCallsTests|OpenUDIDAuditTests|AuditInputTests|ShardedRunTests|ReportStabilityTests'
default+='|WorkerThreadsTests|ThreadTeamTests'
default+='|RadixSortTests|PipelineTests|PrefixPairCounterTests|BatchGeneratorTests|EvidenceTests|ShardMergeTests|ShardRefusalTests'
filter="${1:-$default}"
case "$filter" in -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac

log=.build-asan/asan.log
mkdir -p .build-asan
status=0
LSAN_OPTIONS="suppressions=$PWD/Scripts/asan-suppressions.txt print_suppressions=0 ${LSAN_OPTIONS:-}" \
    swift test --sanitize=address --scratch-path .build-asan --filter "$filter" >"$log" 2>&1 || status=$?
grep -E '^(Test Suite .All tests|Executed|✔ Test run|✘ Test run|.*Test run with)' "$log" || true
if grep -qE '^==[0-9]+==ERROR: (AddressSanitizer|LeakSanitizer)' "$log"; then
    grep -E -A12 '^==[0-9]+==ERROR: (AddressSanitizer|LeakSanitizer)' "$log" | head -n 40 >&2
    echo "AddressSanitizer reported (see above); the log is $log" >&2
    status=1
fi
if [[ $status -ne 0 ]]; then
    grep -E 'error:|✘|failed' "$log" | head -n 20 >&2
    echo "swift test under AddressSanitizer failed (exit $status); the log is $log" >&2
fi
exit "$status"

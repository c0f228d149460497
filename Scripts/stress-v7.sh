#!/usr/bin/env bash
# The v7 stress run: 2 threads × 10^8 version 7 UUIDs from UUIDv7Generator.shared,
# each thread's strictly increasing, none repeated overall. Builds the v7-stress executable in
# release mode and runs it; extra arguments go to it (see `--help`), for example a smaller
# `--per-thread 1000000` or `--method counter`.
#
#   Scripts/stress-v7.sh [v7-stress options]
#
# Needs 16 bytes per UUID in memory: 3.2 GB for the default run. Prints progress on standard
# error, the result on standard output; exit status 0 when every check passes.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product v7-stress >&2
exec .build/release/v7-stress "$@"

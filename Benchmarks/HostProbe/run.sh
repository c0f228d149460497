#!/usr/bin/env bash
# Runs Benchmarks/HostProbe/host-probe.c for SECONDS (default 90) pinned to one CPU, and prints,
# per window of WINDOW seconds (default 5), each kind's median time over its fastest round of the
# whole run, and the ratio of each kind to the chain. On a quiet host every column stays put; a
# host that disturbs memory access moves the copies' column and ratio while the chain's stays.
#
#   Benchmarks/HostProbe/run.sh [SECONDS] [WINDOW] [CPU]
#
# Needs a C compiler with AVX2 and AVX-512 intrinsics (gcc or clang, x86-64). Nothing of the
# package is built or run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-90}" window="${2:-5}" cpu="${3:-0}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/host-probe" "$here/host-probe.c"
echo "host-probe: $(lscpu | sed -n 's/^Model name: *//p' | head -n 1) (family $(lscpu | sed -n 's/^CPU family: *//p'), model $(lscpu | sed -n 's/^Model: *//p')), CPU $cpu, ${seconds} s, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%dT%H:%M:%SZ)"
taskset -c "$cpu" "$work/host-probe" "$seconds" > "$work/rounds.txt"
python3 - "$work/rounds.txt" "$window" <<'PY'
import statistics, sys
lines = open(sys.argv[1]).read().split("\n")
names = lines[0].split()[1:]
rows = [list(map(float, line.split())) for line in lines[1:] if line.strip()]
window = float(sys.argv[2])
fastest = [min(r[k + 1] for r in rows) for k in range(len(names))]
print(f"{len(rows)} rounds; fastest ns per step: " + ", ".join(f"{n} {f:.3f}" for n, f in zip(names, fastest)))
print("| window (s) | " + " | ".join(f"{n} / fastest" for n in names) + " | " + " | ".join(f"{n} / chain" for n in names[1:]) + " |")
print("|---" * (2 * len(names)) + "|")
spans = {n: [] for n in names[1:]}
start = 0.0
while start < rows[-1][0]:
    part = [r for r in rows if start <= r[0] < start + window]
    if part:
        slow = [statistics.median(r[k + 1] for r in part) / fastest[k] for k in range(len(names))]
        ratio = [statistics.median(r[k + 1] / r[1] for r in part) for k in range(1, len(names))]
        for n, v in zip(names[1:], ratio):
            spans[n].append(v)
        print(f"| {start:.0f}-{start + window:.0f} | " + " | ".join(f"{v:.2f}" for v in slow) + " | " + " | ".join(f"{v:.3f}" for v in ratio) + " |")
    start += window
print("spread of each kind / chain over the windows (highest / lowest - 1): "
      + ", ".join(f"{n} {(max(v) / min(v) - 1) * 100:.1f} %" for n, v in spans.items()))
PY

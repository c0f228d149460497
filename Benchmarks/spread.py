#!/usr/bin/env python3
"""How much the hot rows' peer/ours ratios move between fresh processes.

    python3 Benchmarks/spread.py [--processes N] [--filter REGEX] [--min-time S] [--json FILE]
                                 [--bench PATH] [--goal PCT] [--quick] [--yardsticks]

Runs `openudid-bench --processes N` (default 10: N fresh processes, one after another, each
timing every contender interleaved) on the hot rows (default: every cross/ row, the suite's v4,
v7 and v1 generation, parsing and formatting of the canonical form, and the C reference loop
harness/c-loop), then prints the goals of the cross/ rows (each a median over the processes,
with its lowest and highest), and, for every row and peer, the ratio peer/ours of each
process, their median, lowest and highest, and the spread: highest / lowest - 1. A spread above
--goal (default 10 %) is marked. Beside them, how much our own time and the C loop's time moved:
when ours moves and the loop does not, the change is ours; when both move alike, the host's.
Last, where each process's hot data landed (harness/c-loop's note, in each process's JSON).

With --yardsticks, every round of every row also times two C loops (`openudid-bench
--yardsticks`): an arithmetic chain, which moves with the core's clock, and copies within the
first-level cache, which also move when the host disturbs memory access. Their ratio, copies
over chain, is the round's host index. The section "The host's share" gives, for every ratio,
its rank correlation with the host index over the rounds of all processes, and the ratio in
each process beside the process's median index: a ratio that falls or rises with the index
moves with the host, in the same rounds, with nothing of ours changed.

The combined JSON (--json, default .build/spread.json) holds every sample of every process.
Needs a release openudid-bench (--bench, default .build/release/openudid-bench) and, for the
cross/ rows, the peer libraries (Benchmarks/CrossLanguage/build-peers.sh). Exit status 0, or
1 when the benchmark run failed; a spread over the goal is reported, not a failure.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys

HOT = r"^cross/|^uuid/(generate/(v4|v7|v1)|parse/canonical|format/canonical)$|^harness/c-loop$"

# The goals the cross/ rows are held to: (row, the peer's label starts with, least ratio).
GOALS = [
    ("cross/uuid/generate/v4", "rust uuid 1.2.1 new_v4", 2.0),
    ("cross/uuid/generate/v7", "rust uuid 1.2.1 now_v7", 3.0),
    ("cross/uuid/parse/canonical", "rust uuid 1.2.1 try_parse", 1.5),
    ("cross/uuid/generate/v1", "rust uuid 1.2.1 now_v1", 1.0),
    ("cross/md5/oneshot/36B", "go crypto/md5", 1.0),
]

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("--processes", type=int, default=10)
parser.add_argument("--filter", default=HOT)
parser.add_argument("--min-time", default=None)
parser.add_argument("--json", default=".build/spread.json")
parser.add_argument("--svg", default=None, help="also the chart of the combined ratios")
parser.add_argument("--bench", default=".build/release/openudid-bench")
parser.add_argument("--goal", type=float, default=10.0)
parser.add_argument("--quick", action="store_true", help="openudid-bench --quick in each process (a smoke pass)")
parser.add_argument("--yardsticks", action="store_true", help="time the C yardsticks in every round; report the host's share")
args = parser.parse_args()
if args.processes < 2:
    parser.error("--processes needs at least 2 to have a spread")

command = [args.bench, "--processes", str(args.processes), "--filter", args.filter, "--json", args.json]
if args.min_time:
    command += ["--min-time", args.min_time]
if args.svg:
    command += ["--svg", args.svg]
if args.quick:
    command.append("--quick")
if args.yardsticks:
    command.append("--yardsticks")
load_before = open("/proc/loadavg").read().split()[:3]
print("spread.py:", " ".join(command), file=sys.stderr)
run = subprocess.run(command, stdout=subprocess.DEVNULL)
load_after = open("/proc/loadavg").read().split()[:3]
if run.returncode != 0:
    sys.exit(f"spread.py: openudid-bench exited with {run.returncode}")

document = json.load(open(args.json))
context = document["context"]
entries = {entry["name"]: entry for entry in document["benchmarks"]}


def lscpu(field):
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        return next((line.split(":", 1)[1].strip() for line in out.splitlines() if line.startswith(field + ":")), "?")
    except OSError:
        return "?"


cpu_family = f"family {lscpu('CPU family')} model {lscpu('Model')}"
try:
    clock_source = open("/sys/devices/system/clocksource/clocksource0/current_clocksource").read().strip()
except OSError:
    clock_source = "?"
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip() or "?"


def spread(values):
    return (max(values) / min(values) - 1) * 100 if values and min(values) > 0 else float("nan")


print(f"# Peer / ours across {args.processes} fresh processes\n")
print(f"- Date: {context.get('date', '?')}; commit {commit}")
# openudid-bench names the family and model in cpu_model itself; older files name the model alone.
cpu_name = context.get("cpu_model", "?")
if "family" not in cpu_name:
    cpu_name += f" ({cpu_family})"
print(f"- CPU: {cpu_name}; {context.get('num_cpus', '?')} logical CPUs; kernel {context.get('kernel', '?')}")
print(f"- Build: {context.get('toolchain', '?')}, {context.get('build_flags', '?')}; clock source {clock_source}")
print(f"- Load average (1, 5, 15 min): {', '.join(load_before)} before, {', '.join(load_after)} after")
print(f"- Command: `{' '.join(['openudid-bench'] + command[1:])}`")
print(f"- Spread: highest / lowest - 1 over the processes; goal at most {args.goal:g} %; over it: **bold**")
print()


YARDSTICK = "yardstick:"


def process_ratios(name, label_prefix):
    ours = entries.get(name, {}).get("process_medians")
    peer = next((e for e in entries.values() if e.get("peer_of") == name and e.get("peer", "").startswith(label_prefix)), None)
    if not ours or peer is None:
        return None, None
    return [p / o for p, o in zip(peer["process_medians"], ours)], peer["peer"]


goal_lines = []
for name, prefix, least in GOALS:
    ratios, label = process_ratios(name, prefix)
    if ratios is None:
        if re.search(args.filter, name):
            goal_lines.append(f"| `{name}` | {prefix} | ≥ {least:g}× | not measured | |")
        continue
    median = statistics.median(ratios)
    verdict = "met" if median >= least else "**missed**"
    goal_lines.append(
        f"| `{name}` | {label} | ≥ {least:g}× | {median:.2f}× [{min(ratios):.2f}-{max(ratios):.2f}], spread {spread(ratios):.1f} % | {verdict} |")
if goal_lines:
    print("## Goals (peer / ours, median of the processes [lowest-highest])\n")
    print("| row | peer | goal | measured | |")
    print("|---|---|---|---|---|")
    print("\n".join(goal_lines))
    print()

print("## Every ratio, process by process\n")
print("| row | peer | ratio per process | median | lowest-highest | spread | ours: spread | ours / C loop: spread |")
print("|---|---|---|---:|---:|---:|---:|---:|")
loop = entries.get("harness/c-loop", {}).get("process_medians")
over = []
for name, entry in entries.items():
    if "peer_of" in entry or entry.get("error_occurred") or name == "harness/c-loop":
        continue
    ours = entry.get("process_medians") or []
    normalised = [o / c for o, c in zip(ours, loop)] if loop and len(loop) == len(ours) else []
    for peer in entry.get("peers", []):
        if peer["name"].startswith(YARDSTICK):
            continue
        peer_entry = next((e for e in entries.values() if e.get("peer_of") == name and e.get("peer") == peer["name"]), None)
        if "unavailable" in peer or peer_entry is None:
            print(f"| `{name}` | {peer['name']} | unavailable: {peer.get('unavailable', '?')} | | | | | |")
            continue
        ratios = [p / o for p, o in zip(peer_entry["process_medians"], ours)]
        s = spread(ratios)
        mark = f"**{s:.1f} %**" if s > args.goal else f"{s:.1f} %"
        if s > args.goal:
            over.append(f"{name} / {peer['name']}")
        cells = " ".join(f"{r:.2f}" for r in ratios)
        print(
            f"| `{name}` | {peer['name']} | {cells} | {statistics.median(ratios):.2f}× | {min(ratios):.2f}-{max(ratios):.2f} | {mark} "
            f"| {spread(ours):.1f} % | {spread(normalised):.1f} % |"
        )
if loop:
    print(f"\nC reference loop (harness/c-loop) per process, ns: {' '.join(f'{v:.1f}' for v in loop)} (spread {spread(loop):.1f} %)")
print("\nOver the goal:", ", ".join(over) if over else "none")



def ranks(values):
    order = sorted(range(len(values)), key=values.__getitem__)
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2
        i = j + 1
    return result


def spearman(x, y):
    """Spearman's rank correlation (Pearson's of the ranks, ties at their mean rank)."""
    if len(x) < 3:
        return float("nan")
    rx, ry = ranks(x), ranks(y)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return sxy / (sxx * syy) ** 0.5 if sxx > 0 and syy > 0 else float("nan")


def samples(name, label):
    entry = next((e for e in entries.values() if e.get("peer_of") == name and e.get("peer") == label), None)
    return entry.get("sample_times") if entry else None


if args.yardsticks:
    print("\n## The host's share\n")
    print("Host index: a round's time of the C copies over its time of the C chain (both `yardstick:` peers, timed")
    print("in the same round as ours and the peer). ρ: Spearman's rank correlation, over the rounds of every")
    print("process, of the ratio peer / ours with the index (and of our time with it); then per process the median")
    print("ratio and, in brackets, the median index.\n")
    print("| row | peer | ρ(ratio, index) | ρ(ours, index) | ρ(ours, chain) | per process: ratio [host index] |")
    print("|---|---|---:|---:|---:|---|")
    for name, entry in entries.items():
        if "peer_of" in entry or entry.get("error_occurred") or name == "harness/c-loop":
            continue
        labels = [p["name"] for p in entry.get("peers", []) if p["name"].startswith(YARDSTICK)]
        chain = next((samples(name, l) for l in labels if "chain" in l), None)
        copies = next((samples(name, l) for l in labels if "copies" in l), None)
        ours = entry.get("sample_times")
        if not (chain and copies and ours):
            continue
        index = [[c / a for c, a in zip(cs, ch)] for cs, ch in zip(copies, chain)]
        for peer in entry.get("peers", []):
            if peer["name"].startswith(YARDSTICK) or "unavailable" in peer:
                continue
            theirs = samples(name, peer["name"])
            if not theirs:
                continue
            ratio = [[p / o for p, o in zip(ps, os_)] for ps, os_ in zip(theirs, ours)]
            flat = lambda rows: [v for row in rows for v in row]
            cells = " ".join(f"{statistics.median(r):.2f} [{statistics.median(h):.2f}]" for r, h in zip(ratio, index))
            print(f"| `{name}` | {peer['name']} | {spearman(flat(index), flat(ratio)):+.2f} | "
                  f"{spearman(flat(index), flat(ours)):+.2f} | {spearman(flat(chain), flat(ours)):+.2f} | {cells} |")

# Where the hot data landed, process by process: harness/c-loop's note, from fresh processes of
# that row alone (a --processes run keeps one note).
notes = []
for index in range(min(args.processes, 5)):
    probe = args.json + f".placement-{index}.json"
    subprocess.run([args.bench, "--quick", "--filter", "^harness/c-loop$", "--json", probe],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        notes.append(next(e.get("note", "?") for e in json.load(open(probe))["benchmarks"] if e["name"] == "harness/c-loop"))
        os.remove(probe)
    except (OSError, StopIteration, ValueError):
        notes.append("(not recorded)")
print(f"\nPlacement in {len(notes)} fresh processes ({len(set(notes))} distinct):")
for note in sorted(set(notes)):
    print(f"- {notes.count(note)}×: {note}")

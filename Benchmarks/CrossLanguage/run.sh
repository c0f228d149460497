#!/usr/bin/env bash
# Times the best UUID and MD5 implementations of Rust, Go and Python beside openudid-bench's
# matching rows, with the same clock (CPU time of the process) and sampling rule, and writes a
# Markdown table, a JSON file and an SVG chart of the ratios peer/ours.
#
#   Benchmarks/CrossLanguage/run.sh [--rounds R] [--out DIR] [--quick] [--no-install]
#
# R rounds (default 3); in each, every program runs once, in an order that rotates by one
# place per round, and each peer's ratio is taken against our row of the same round. Results go
# to DIR (default .build-crosslang/results): crosslang.md, crosslang.json, crosslang.svg and
# the raw per-round files. --quick: smoke pass (peers' 5 samples of 1 ms, openudid-bench
# --quick); not for quoting. --no-install: use only what is installed.
#
# Needs: Swift (/opt/swift or on PATH) and python3 (for the report). Installs, if missing and
# allowed: Debian's librust-uuid-dev and librust-md-5-dev (pinned versions), cargo and rustc
# when no cargo is on PATH, golang-go, golang-github-google-uuid-dev and
# golang-github-gofrs-uuid-dev (pinned), python3-venv; uuid_utils from PyPI into a venv
# (version pinned in python/requirements.txt). A toolchain or package that cannot be had skips
# its peer with a printed note, listed again under the table.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
rounds=3
out="$root/.build-crosslang/results"
quick=0
install=1
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --rounds=*) rounds="${1#*=}"; shift ;;
        --out) out="$2"; shift 2 ;;
        --out=*) out="${1#*=}"; shift ;;
        --quick) quick=1; shift ;;
        --no-install) install=0; shift ;;
        -h|--help) sed -n '2,/^set -euo/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "run.sh: unknown option '$1'" >&2; exit 2 ;;
    esac
done
case "$rounds" in ''|*[!0-9]*|0) echo "run.sh: --rounds needs a positive integer" >&2; exit 2 ;; esac

build="$root/.build-crosslang"
mkdir -p "$build" "$out"
skipped=()
note() { echo "run.sh: $*" >&2; skipped+=("$*"); }

# The pinned Debian packages and `ensure` (installs what is missing when allowed).
source "$here/packages.sh"

# --- ours -----------------------------------------------------------------------------------
export PATH="/opt/swift/usr/bin:$PATH"
command -v swift >/dev/null || { echo "run.sh: no swift on PATH (nor /opt/swift/usr/bin)" >&2; exit 1; }
if ! command -v python3 >/dev/null; then
    ensure python3 || { echo "run.sh: python3 is needed for the report and could not be installed" >&2; exit 1; }
fi
echo "run.sh: building openudid-bench (release)" >&2
(cd "$root" && swift build -c release --product openudid-bench >&2)
bench="$root/.build/release/openudid-bench"
filter='^(uuid/generate/(v4|v7|v1|v3)|uuid/(format|write|parse)/canonical|uuid/parse-bytes/canonical|md5/oneshot/36B|harness/(clock-realtime|string-36B))$'

# --- peers ----------------------------------------------------------------------------------
programs=(swift)

if ! command -v cargo >/dev/null; then ensure cargo rustc || true; fi
if ! command -v cargo >/dev/null; then
    note "Rust peer skipped: no cargo on PATH, and Debian's cargo and rustc were not installed (--no-install, no apt-get, or apt-get failed)"
elif ! ensure librust-uuid-dev librust-md-5-dev; then
    note "Rust peer skipped: librust-uuid-dev / librust-md-5-dev not installed and not installable"
elif ! (cd "$here/rust" && CARGO_TARGET_DIR="$build/rust" cargo build --release --locked >&2); then
    note "Rust peer skipped: cargo build failed (see above)"
else
    programs+=(rust)
fi

if ! command -v go >/dev/null; then ensure golang-go || true; fi
if ! command -v go >/dev/null; then
    note "Go peer skipped: no go on PATH, and Debian's golang-go was not installed (--no-install, no apt-get, or apt-get failed)"
elif ! ensure golang-github-google-uuid-dev golang-github-gofrs-uuid-dev; then
    note "Go peer skipped: golang-github-google-uuid-dev / golang-github-gofrs-uuid-dev not installed and not installable"
elif ! (cd "$here/go" && GO111MODULE=off GOPATH=/usr/share/gocode GOFLAGS= GOCACHE="$build/go-cache" \
        go build -o "$build/go/uuid-peer-bench" main.go >&2); then
    note "Go peer skipped: go build failed (see above)"
else
    programs+=(go)
    skipped+=("Go: google/uuid 1.3.0 has no version 7 (added in 1.4); neither Go library writes into a caller's buffer (uuid/write)")
fi

venv="$build/venv"
if [ ! -x "$venv/bin/python" ] && ! python3 -m venv "$venv" >&2 2>/dev/null; then
    rm -rf "$venv"
    ensure python3-venv || true
    python3 -m venv "$venv" >&2 || rm -rf "$venv"
fi
if [ ! -x "$venv/bin/python" ]; then
    note "uuid_utils skipped: no venv (python3 -m venv failed); CPython's uuid measured with the system python3"
    python="python3"
elif ! "$venv/bin/python" - "$here/python/requirements.txt" <<'EOF' 2>/dev/null \
        && ! "$venv/bin/pip" install -q -r "$here/python/requirements.txt" >&2; then
import importlib.metadata, sys
# Exit 0 when every pinned requirement is installed at its pinned version (no PyPI query).
for line in open(sys.argv[1]):
    name, _, version = line.strip().partition("==")
    if name and importlib.metadata.version(name) != version:
        sys.exit(1)
EOF
    note "uuid_utils skipped: pip could not install $(cat "$here/python/requirements.txt"); CPython's uuid still measured"
    python="$venv/bin/python"
else
    python="$venv/bin/python"
fi
programs+=(python)
if ! "$python" -c 'import sys, uuid; sys.exit(0 if hasattr(uuid, "uuid7") else 1)'; then
    skipped+=("Python: this CPython's uuid has no uuid7 (3.14 and later have it)")
fi
skipped+=("Python: neither Python library parses text from bytes or writes into a buffer (uuid/parse-bytes, uuid/write)")

run_program() { # NAME ROUND_DIR
    case "$1" in
        swift)
            local extra=()
            if [ "$quick" -eq 1 ]; then extra=(--quick); fi
            "$bench" --filter "$filter" --json "$2/swift.json" "${extra[@]}" > "$2/swift.md" ;;
        rust) "$build/rust/release/uuid-peer-bench" ${quick_flag:+--quick} > "$2/rust.jsonl" ;;
        go) "$build/go/uuid-peer-bench" ${quick_flag:+-quick} > "$2/go.jsonl" ;;
        python) "$python" "$here/python/peer_bench.py" ${quick_flag:+--quick} > "$2/python.jsonl" ;;
    esac
}
quick_flag=""
if [ "$quick" -eq 1 ]; then quick_flag=1; fi

rm -rf "$out"/round-*
count=${#programs[@]}
for ((round = 1; round <= rounds; round++)); do
    dir="$out/round-$round"
    mkdir -p "$dir"
    order=()
    for ((i = 0; i < count; i++)); do order+=("${programs[$(((i + round - 1) % count))]}"); done
    for program in "${order[@]}"; do
        echo "run.sh: round $round/$rounds: $program" >&2
        run_program "$program" "$dir" 2> >(sed "s/^/[$program] /" >&2)
    done
done

# --- report ---------------------------------------------------------------------------------
command_line="Benchmarks/CrossLanguage/run.sh --rounds $rounds"
if [ "$quick" -eq 1 ]; then command_line+=" --quick"; fi
CROSSLANG_COMMAND="$command_line" python3 - "$out" "${skipped[@]+"${skipped[@]}"}" <<'EOF'
import json, os, subprocess, sys, datetime
out, skipped = sys.argv[1], [note for note in sys.argv[2:] if note]
lscpu = dict(line.split(":", 1) for line in subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines() if ":" in line)
model = lscpu.get("Model name", "unknown CPU").strip()
# The model name alone can name several CPUs (Zen 4 and Zen 5 EPYC VMs both say "AMD EPYC").
if "CPU family" in lscpu and "Model" in lscpu:
    model += f" (family {lscpu['CPU family'].strip()} model {lscpu['Model'].strip()})"
load = open("/proc/loadavg").read().split()[:3]
context = {
    "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    "machine": f"{model}, {os.cpu_count()} vCPUs",
    "load": ", ".join(load) + " (1, 5, 15 min, at the end)",
    "command": os.environ["CROSSLANG_COMMAND"],
    "rounds": len([d for d in os.listdir(out) if d.startswith("round-")]),
    "skipped": skipped,
}
json.dump(context, open(os.path.join(out, "context.json"), "w"), indent=2)
EOF
python3 "$here/report.py" "$out"
echo "run.sh: wrote $out/crosslang.md, crosslang.json, crosslang.svg" >&2

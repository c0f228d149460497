#!/usr/bin/env bash
# Builds the DocC site of the OpenUDIDCore library with the toolchain's own tools (no package
# plugin): the module is compiled in a scratch directory of its own, its public symbol graph is
# extracted, and `docc convert` turns graph and catalog into a static site.
#
#   Scripts/build-docs.sh OUT [HOSTING_BASE_PATH]
#
# OUT receives the site; serve it so that OUT is reachable at HOSTING_BASE_PATH (default
# /swift-openudid, the path of a project site such as https://OWNER.github.io/swift-openudid/)
# and open HOSTING_BASE_PATH/documentation/openudidcore/. Pass / to serve OUT at the root.
#
# The build fails (non-zero exit) when
#   - the module does not compile, or the symbol-graph extraction reports a warning or error;
#   - docc reports any warning (unresolved links, undocumented parameters, …): --warnings-as-errors;
#   - a public symbol has no documentation: docc's documentation coverage
#     (--experimental-documentation-coverage) must show an abstract for every symbol;
#   - a top-level public type is missing from the topic groups of the landing page;
#   - a type curated by a page of its own under Extensions/ (`# ``OpenUDIDCore/RFCUUID```` with
#     `## Topics`) has a member missing from its topic groups.
# The coverage table is printed either way.
#
# Scratch files go to .build-docs/ (ignored by git), so .build is left alone.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "usage: $0 OUT [HOSTING_BASE_PATH]" >&2
    exit 2
fi
OUT="$1"
BASE_PATH="${2:-/swift-openudid}"

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export PATH="/opt/swift/usr/bin:$PATH"
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3; }
for tool in swift swift-symbolgraph-extract docc; do
    command -v "$tool" >/dev/null || { echo "build-docs: $tool not found (the Swift toolchain is expected in /opt/swift/usr/bin or on PATH)" >&2; exit 1; }
done

SCRATCH="$ROOT/.build-docs"
GRAPHS="$SCRATCH/symbol-graphs"
CATALOG="Sources/OpenUDIDCore/OpenUDIDCore.docc"
LOG="$SCRATCH/logs"
mkdir -p "$SCRATCH" "$LOG"

# 1. Compile the module (and its C dependency) in a scratch directory of its own.
echo "build-docs: compiling OpenUDIDCore"
swift build --scratch-path "$SCRATCH/build" --target OpenUDIDCore >"$LOG/build.txt" 2>&1 || {
    cat "$LOG/build.txt" >&2; echo "build-docs: the module does not compile" >&2; exit 1; }
BIN="$(swift build --scratch-path "$SCRATCH/build" --show-bin-path)"

# 2. Its public symbol graph. Extracted from the built module every time, so an up-to-date
#    incremental build still gives a fresh graph. Members that types only inherit from standard
#    protocols (`!=`, `...`, `hashValue`) are skipped: they are not declared here and document
#    nothing of this package. Extensions of other modules' types (Foundation.UUID) get pages of
#    their own.
rm -rf "$GRAPHS"; mkdir -p "$GRAPHS"
TRIPLE="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
swift-symbolgraph-extract \
    -module-name OpenUDIDCore -target "$TRIPLE" \
    -I "$BIN/Modules" \
    -Xcc "-fmodule-map-file=$BIN/ThreadLocalPointer.build/module.modulemap" \
    -Xcc "-fmodule-map-file=$BIN/ChaCha20Kernels.build/module.modulemap" \
    -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
    -output-dir "$GRAPHS" >"$LOG/symbolgraph.txt" 2>&1 || {
    cat "$LOG/symbolgraph.txt" >&2; echo "build-docs: symbol-graph extraction failed" >&2; exit 1; }
if grep -Eq "warning:|error:" "$LOG/symbolgraph.txt"; then
    cat "$LOG/symbolgraph.txt" >&2; echo "build-docs: symbol-graph extraction reported problems" >&2; exit 1
fi

# 3. The site, with any warning an error, and the coverage data.
echo "build-docs: converting $CATALOG"
rm -rf "$OUT"
docc_status=0
docc convert "$CATALOG" \
    --additional-symbol-graph-dir "$GRAPHS" \
    --output-path "$OUT" \
    --fallback-display-name OpenUDIDCore \
    --fallback-bundle-identifier org.swift-openudid.OpenUDIDCore \
    --transform-for-static-hosting --hosting-base-path "$BASE_PATH" \
    --source-service github \
    --source-service-base-url https://github.com/swift-openudid/swift-openudid/blob/main \
    --checkout-path "$ROOT" \
    --warnings-as-errors \
    --experimental-documentation-coverage --coverage-summary-level brief \
    >"$LOG/docc.txt" 2>&1 || docc_status=$?
cat "$LOG/docc.txt"
if [[ $docc_status -ne 0 ]] || grep -q "warning:" "$LOG/docc.txt"; then
    echo "build-docs: docc reported warnings or errors (see above)" >&2
    exit 1
fi

# 4. Every symbol documented, every top-level type in a topic group of the landing page, every
#    member of a curated type in one of its topic groups.
python3 - "$OUT/documentation-coverage.json" "$GRAPHS" "$CATALOG" <<'PY'
import glob, json, re, sys

coverage = json.load(open(sys.argv[1]))
# docc also lists the pages it makes itself (the "Equatable Implementations" groups of
# inherited members), which have no source to document: only symbols count.
symbols = [e for e in coverage if e["kind"]["isSymbol"]]
undocumented = sorted(e["referencePath"].split("/documentation/", 1)[1]
                      for e in symbols if not e["hasAbstract"])
documented = len(symbols) - len(undocumented)
print(f"build-docs: documentation coverage {documented}/{len(symbols)} symbols "
      f"({100.0 * documented / max(len(symbols), 1):.1f}%)")

top_level = set()
for path in glob.glob(sys.argv[2] + "/OpenUDIDCore.symbols.json"):
    for symbol in json.load(open(path))["symbols"]:
        if len(symbol["pathComponents"]) == 1:
            top_level.add(symbol["pathComponents"][0])
marker = "/documentation/OpenUDIDCore/"
curated = {e["referencePath"].split(marker, 1)[1].lower() for e in symbols
           if e["isCurated"] and marker in e["referencePath"]}
uncurated = sorted(name for name in top_level if name.lower() not in curated)

# The types whose members a page under Extensions/ sorts into topic groups: each direct member
# must be in one of them (a member added later lands there, or the build says so).
members_left_out = []
for page in sorted(glob.glob(sys.argv[3] + "/Extensions/*.md")):
    text = open(page, encoding="utf-8").read()
    title = re.match(r"# ``OpenUDIDCore/([^`]+)``", text)
    if not title or "\n## Topics" not in text:
        continue
    prefix = title.group(1) + "/"
    for e in symbols:
        path = e["referencePath"].split(marker, 1)[-1]
        if path.startswith(prefix) and "/" not in path[len(prefix):] and not e["isCurated"]:
            members_left_out.append(f"{path} (Extensions/{page.rsplit('/', 1)[1]})")

failed = False
if undocumented:
    failed = True
    print("build-docs: symbols without documentation:", file=sys.stderr)
    for path in undocumented:
        print("  " + path, file=sys.stderr)
if uncurated:
    failed = True
    print("build-docs: public types missing from the topics of OpenUDIDCore.md:", file=sys.stderr)
    for name in uncurated:
        print("  " + name, file=sys.stderr)
if members_left_out:
    failed = True
    print("build-docs: members missing from the topic groups of their type's page:", file=sys.stderr)
    for name in members_left_out:
        print("  " + name, file=sys.stderr)
sys.exit(1 if failed else 0)
PY

echo "build-docs: site in $OUT, to be served at $BASE_PATH (open $BASE_PATH/documentation/openudidcore/)"

#!/usr/bin/env bash
# Builds the small program of Tests/CoreFootprint (it depends on the OpenUDIDCore product alone)
# in release, prints what it links and their sizes, and fails when Foundation, its
# internationalization or an ICU library is among them: an app that takes the library must not
# carry them. Usage: Tests/CoreFootprint/run.sh [SCRATCH]  (default: .build-core-footprint at the
# repository's top).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
top="$(cd "$here/../.." && pwd)"
scratch="${1:-$top/.build-core-footprint}"
export PATH="/opt/swift/usr/bin:$PATH"
mkdir -p "$scratch"
swift build -c release --package-path "$here" --scratch-path "$scratch" >"$scratch/build.log" 2>&1 || {
    tail -30 "$scratch/build.log" >&2
    echo "core-footprint: the release build failed (log above)" >&2
    exit 1
}
binary="$scratch/release/core-footprint"
"$binary" >/dev/null
libraries=$(ldd "$binary" | awk '/=>/ { print $3 }')
total=0
printf '%10s  %s\n' bytes file
for file in "$binary" $libraries; do
    size=$(stat -L -c %s "$file")
    total=$((total + size))
    printf '%10d  %s\n' "$size" "$file"
done
printf '%10d  in all (%d libraries)\n' "$total" "$(echo "$libraries" | wc -w)"
if echo "$libraries" | grep -E 'libFoundation\.so|libFoundationInternationalization\.so|ICU' >&2; then
    echo "core-footprint: a program of OpenUDIDCore alone links the libraries above; it must not" >&2
    exit 1
fi
echo "core-footprint: no libFoundation.so, libFoundationInternationalization.so or ICU library"

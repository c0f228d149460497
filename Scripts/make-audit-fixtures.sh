#!/usr/bin/env bash
# Makes the audit's real-generator fixtures: identifiers from the generators people run, in
# generation order, that `swift test` audits without needing pip or a database.
#
#   Scripts/make-audit-fixtures.sh [LINES]        (default 11000 lines per set)
#
# Writes Tests/OpenUDIDAuditTests/Fixtures/RealGenerators/*.txt and its README.md:
#   cpython-uuid1, cpython-uuid4   CPython's uuid module (the python3 on PATH)
#   uuid-utils-uuid4, -uuid7       uuid_utils (pinned in Scripts/audit-fixtures-requirements.txt)
#   uuid-utils-uuid7-host-ahead,   uuid_utils v7 of two hosts interleaved, the second one's clock
#   uuid-utils-uuid7-host-behind   2 ms ahead (one line in ten) or 3 ms behind (one in fifty)
#   postgres-gen-random-uuid       PostgreSQL's gen_random_uuid(), from a throwaway server
#                                  (initdb in a temporary directory; skipped with a note when no
#                                  server binaries are installed)
#   openudid-v1, -v4, -v6          this package's generators (release build)
#   openudid-v7-counter, -subms    openudid uuid --v7 --method counter|subms
#   draft-uuid7                    uuid7 0.1.0: the pre-RFC draft-02 UUIDv7 layout
#   random-128                     os.urandom(16) printed as a UUID (version and variant random)
#   python-ulid-random, -monotonic python-ulid's ULIDs, fresh random bits or its default
#                                  (strictly monotonic) generator
#   python-ulid-clock-back         python-ulid, its generator's clock set back 1.5 s half-way
#   svix-ksuid                     svix-ksuid's KSUIDs
#   snowflake-id                   snowflake-id's Snowflake ids
# The Python packages go into a venv under $TMPDIR, removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

lines="${1:-11000}"
out="Tests/OpenUDIDAuditTests/Fixtures/RealGenerators"
work="$(mktemp -d)"
source Scripts/throwaway-postgres.sh
cleanup() {
    pg_kill
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$out"
notes=()

# --- Python generators ---------------------------------------------------------------------
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check -r Scripts/audit-fixtures-requirements.txt
py="$work/venv/bin/python"
for kind in cpython-uuid1 cpython-uuid4 uuid-utils-uuid4 uuid-utils-uuid7 uuid-utils-uuid7-host-ahead uuid-utils-uuid7-host-behind \
    draft-uuid7 random-128 python-ulid-random python-ulid-monotonic python-ulid-clock-back svix-ksuid snowflake-id; do
    "$py" Scripts/make-audit-fixtures.py "$kind" "$lines" "$out/$kind.txt"
done
python_version="$("$py" -c 'import platform; print(platform.python_version())')"

# --- PostgreSQL ----------------------------------------------------------------------------
if pg_find; then
    pg_start "$work/pg"
    sql -c "SELECT gen_random_uuid() FROM generate_series(1, $lines)" > "$out/postgres-gen-random-uuid.txt"
    pg_stop
else
    notes+=("postgres-gen-random-uuid.txt: not made (no PostgreSQL server binaries found)")
fi

# --- this package ----------------------------------------------------------------------------
swift build -c release --product openudid >/dev/null
openudid="$(swift build -c release --show-bin-path)/openudid"
"$openudid" uuid --v1 -n "$lines" > "$out/openudid-v1.txt"
"$openudid" uuid -n "$lines" > "$out/openudid-v4.txt"
"$openudid" uuid --v6 -n "$lines" > "$out/openudid-v6.txt"
"$openudid" uuid --v7 --method counter -n "$lines" > "$out/openudid-v7-counter.txt"
"$openudid" uuid --v7 --method subms -n "$lines" > "$out/openudid-v7-subms.txt"
openudid_version="$("$openudid" --version)"

# --- README ----------------------------------------------------------------------------------
{
    echo "# Identifiers from real generators"
    echo
    echo "Made by \`Scripts/make-audit-fixtures.sh $lines\` on $(date -u +%Y-%m-%d) ($(uname -sm)): $lines lines per"
    echo "file, one identifier per line, in generation order. CPython $python_version (\`uuid\`), $(grep -v '^#' Scripts/audit-fixtures-requirements.txt | paste -sd ' ' | sed 's/ /, /g'),"
    echo "PostgreSQL ${pg_version:-(none)} (\`gen_random_uuid()\`), $openudid_version (\`openudid uuid\`)."
    echo "\`OpenUDIDAuditTests/Analysis/RealGeneratorTests.swift\` audits them; rerun the script to remake them."
    for note in "${notes[@]+"${notes[@]}"}"; do echo; echo "$note"; done
} > "$out/README.md"
wc -l "$out"/*.txt
du -ch "$out"/*.txt | tail -1

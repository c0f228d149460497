#!/usr/bin/env bash
# Makes the audit's table fixtures: identifiers as tables hold them after something went wrong
# beyond the generator (a column that kept two spellings, one too narrow, a CSV export, GUIDs in
# Microsoft byte order, v7 functions written by hand in PL/pgSQL), each beside its healthy
# counterpart, so that `swift test` checks the audit names the cause and stays silent on the rest.
#
#   Scripts/make-table-fixtures.sh [LINES]        (default 4000 lines per set)
#
# Writes Tests/OpenUDIDAuditTests/Fixtures/TableFaults/*.txt and its README.md:
#   postgres-v7-correct         a PL/pgSQL v7 done right (milliseconds, version, variant kept)
#   postgres-v7-whole-seconds   its milliseconds from extract(epoch)::bigint * 1000: whole seconds
#   postgres-v7-rand-a-zero     rand_a (the 12 bits after the version) always 0
#   postgres-v7-no-variant      random bytes with the time and the version, never the variant
#   postgres-spelling           gen_random_uuid() as text, 5 % stored again upper-cased, 1 % braced
#   postgres-varchar-32         gen_random_uuid(), every fifth through ::varchar(32), which cuts it
#   postgres-csv-quoted         gen_random_uuid() exported with COPY ... (FORMAT csv, FORCE_QUOTE *)
#   postgres-nil-placeholders   gen_random_uuid(), with 3 000 Nil UUIDs standing for missing values
#   guid-order-v7               uuid_utils v7 read back through .NET's and SQL Server's byte order
#                               (Python's uuid.UUID(bytes_le=...)): the first three fields swapped
# PostgreSQL runs from a throwaway cluster (initdb in a temporary directory, a Unix socket only);
# uuid_utils comes pinned from Scripts/audit-fixtures-requirements.txt into a temporary venv.
set -euo pipefail
cd "$(dirname "$0")/.."

lines="${1:-4000}"
out="Tests/OpenUDIDAuditTests/Fixtures/TableFaults"
work="$(mktemp -d)"
source Scripts/throwaway-postgres.sh
cleanup() {
    pg_kill
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$out"

if ! pg_find; then
    echo "make-table-fixtures.sh: no PostgreSQL server binaries (apt-get install postgresql)" >&2
    exit 1
fi
pg_start "$work/pg"

# The four v7 functions. Each takes a random v4 from gen_random_uuid() (whose variant is
# RFC 9562's) or random bytes, and writes the time and the version over it.
sql <<'SQL'
CREATE FUNCTION v7_bytes(ms bigint, base bytea) RETURNS bytea LANGUAGE plpgsql AS $$
BEGIN
    -- The 48-bit time over bytes 0-5, the version in the high half of byte 6.
    base := overlay(base PLACING substring(int8send(ms) FROM 3) FROM 1 FOR 6);
    RETURN set_byte(base, 6, (get_byte(base, 6) & 15) | 112);
END $$;

CREATE FUNCTION v7_correct() RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    RETURN encode(v7_bytes(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint, uuid_send(gen_random_uuid())), 'hex')::uuid;
END $$;

-- The mistake: the cast to bigint rounds the epoch to whole seconds before it is scaled.
CREATE FUNCTION v7_whole_seconds() RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    RETURN encode(v7_bytes(extract(epoch FROM clock_timestamp())::bigint * 1000, uuid_send(gen_random_uuid())), 'hex')::uuid;
END $$;

-- The mistake: rand_a is written as zeros with the version.
CREATE FUNCTION v7_rand_a_zero() RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE b bytea := v7_bytes(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint, uuid_send(gen_random_uuid()));
BEGIN
    RETURN encode(set_byte(set_byte(b, 6, 112), 7, 0), 'hex')::uuid;
END $$;

-- n rows of f(), one statement each, with a pause every 500 rows so that they span a few seconds.
CREATE FUNCTION rows_of(f text, n int) RETURNS SETOF uuid LANGUAGE plpgsql AS $$
BEGIN
    FOR i IN 1..n LOOP
        IF i % 500 = 0 THEN PERFORM pg_sleep(0.4); END IF;
        RETURN QUERY EXECUTE 'SELECT ' || f || '()';
    END LOOP;
END $$;

-- The mistake: the bytes are an MD5 of random text; the version is set, the variant never.
CREATE FUNCTION v7_no_variant() RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    RETURN encode(v7_bytes(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint,
                           decode(md5(random()::text || clock_timestamp()::text), 'hex')), 'hex')::uuid;
END $$;
SQL

for f in correct whole_seconds rand_a_zero no_variant; do
    sql -c "SELECT rows_of('v7_$f', $lines)" > "$out/postgres-v7-${f//_/-}.txt"
done

# A text column that kept the spellings it was given: the rows imported again, upper-cased by
# one client (5 %) and braced by another (1 %).
sql <<SQL > "$out/postgres-spelling.txt"
CREATE TABLE ids (n int, id text);
INSERT INTO ids SELECT g, gen_random_uuid()::text FROM generate_series(1, $lines) g;
SELECT id FROM (
    SELECT n, 0 AS part, id FROM ids
    UNION ALL SELECT n, 1, upper(id) FROM ids WHERE n % 20 = 0
    UNION ALL SELECT n, 2, '{' || id || '}' FROM ids WHERE n % 100 = 0) t
ORDER BY part, n;
SQL

# A varchar(32) column: an explicit cast to it cuts a longer value without an error.
sql -c "SELECT CASE WHEN g % 5 = 0 THEN gen_random_uuid()::text::varchar(32) ELSE gen_random_uuid()::text END FROM generate_series(1, $lines) g ORDER BY g" \
    > "$out/postgres-varchar-32.txt"

# A one-column CSV export with every field quoted.
sql -c "COPY (SELECT gen_random_uuid() FROM generate_series(1, $lines)) TO STDOUT WITH (FORMAT csv, FORCE_QUOTE *)" \
    > "$out/postgres-csv-quoted.txt"

# Missing values stored as the Nil UUID.
sql -c "SELECT CASE WHEN g % 4 = 0 THEN '00000000-0000-0000-0000-000000000000'::uuid ELSE gen_random_uuid() END FROM generate_series(1, 12000) g ORDER BY g" \
    > "$out/postgres-nil-placeholders.txt"
pg_stop

# GUIDs in Microsoft byte order: v7 bytes read as a .NET Guid (its first three fields little-endian).
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check -r Scripts/audit-fixtures-requirements.txt
"$work/venv/bin/python" - "$lines" "$out/guid-order-v7.txt" <<'PY'
import sys, uuid, uuid_utils
count, out = int(sys.argv[1]), sys.argv[2]
with open(out, "w", encoding="ascii") as f:
    for _ in range(count):
        f.write(str(uuid.UUID(bytes_le=uuid_utils.uuid7().bytes)) + "\n")
PY

{
    echo "# Identifiers as tables hold them after a fault beyond the generator"
    echo
    echo "Made by \`Scripts/make-table-fixtures.sh $lines\` on $(date -u +%Y-%m-%d) ($(uname -sm)) with PostgreSQL"
    echo "$pg_version (PL/pgSQL functions, casts and COPY, as the script shows) and"
    echo "$(grep -v '^#' Scripts/audit-fixtures-requirements.txt | grep uuid_utils) (\`guid-order-v7\`). One identifier per line, in the order the table gave"
    echo "them. \`OpenUDIDAuditTests/Analysis/TableFaultTests.swift\` audits them; rerun the script to remake them."
} > "$out/README.md"
wc -l "$out"/*.txt

#!/usr/bin/env python3
"""Finds the duplicated lines of a file with one analytic engine, for Scripts/audit-peers.sh.

usage: audit-peer.py ENGINE FILE OUT THREADS MEMORY TEMP

ENGINE is duckdb, polars, chdb or datafusion. FILE holds one lowercase canonical UUID a line
and no header. OUT receives one line `value,copies` for every value that occurs more than once
(in no particular order). THREADS and MEMORY (bytes, or a number with K, M or G) are given to
the engine where it takes them, TEMP is where it may spill. Each engine runs its own idiom for
the question: a GROUP BY on the one column with HAVING count > 1, reading the file directly
(FILE may be /dev/stdin). AUDIT_PEER_MAX_TEMP bounds DuckDB's spill (e.g. 30GB).

  duckdb      SELECT id, count(*) FROM read_csv(FILE) GROUP BY id HAVING count(*) > 1
  polars      scan_csv(FILE).group_by("id").agg(len).filter(len > 1).sink_csv (streaming
              engine; Polars has no memory limit, POLARS_MAX_THREADS sets the threads)
  chdb        SELECT id, count() FROM file(FILE, LineAsString) GROUP BY id HAVING count() > 1
              (ClickHouse embedded: max_threads, max_memory_usage, and an external GROUP BY
              past half of the memory)
  datafusion  the same SQL on a registered CSV table, with a fair spill pool of MEMORY
"""
import os
import sys

engine, path, out, threads, memory, temp = sys.argv[1:7]
threads = int(threads)
units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
memory_bytes = int(memory[:-1]) * units[memory[-1].upper()] if memory[-1].upper() in units else int(memory)
os.makedirs(temp, exist_ok=True)

if engine == "duckdb":
    import duckdb

    con = duckdb.connect()
    con.execute(f"SET threads = {threads}")
    con.execute(f"SET memory_limit = '{memory_bytes}B'")
    con.execute(f"SET temp_directory = '{temp}'")
    # A bound on its spill (e.g. 30GB), so that a run past memory fails instead of filling the disk.
    if os.environ.get("AUDIT_PEER_MAX_TEMP"):
        con.execute(f"SET max_temp_directory_size = '{os.environ['AUDIT_PEER_MAX_TEMP']}'")
    con.execute(
        f"""COPY (SELECT id, count(*) AS n FROM read_csv('{path}', header = false, columns = {{'id': 'VARCHAR'}})
            GROUP BY id HAVING count(*) > 1) TO '{out}' (HEADER false)"""
    )
elif engine == "polars":
    os.environ["POLARS_MAX_THREADS"] = str(threads)
    os.environ["POLARS_TEMP_DIR"] = temp
    import polars as pl

    lazy = pl.scan_csv(path, has_header=False, schema={"id": pl.String})
    lazy.group_by("id").agg(pl.len().alias("n")).filter(pl.col("n") > 1).sink_csv(out, include_header=False)
elif engine == "chdb":
    import chdb

    result = chdb.query(
        f"""SELECT id, count() AS n FROM file('{path}', 'LineAsString', 'id String') GROUP BY id HAVING n > 1
            SETTINGS max_threads = {threads}, max_memory_usage = {memory_bytes},
                     max_bytes_before_external_group_by = {memory_bytes // 2}""",
        "CSV",
    )
    with open(out, "wb") as f:
        f.write(result.bytes())
elif engine == "datafusion":
    import pyarrow
    from datafusion import RuntimeEnvBuilder, SessionConfig, SessionContext

    runtime = RuntimeEnvBuilder().with_disk_manager_specified(temp).with_fair_spill_pool(memory_bytes)
    context = SessionContext(SessionConfig().with_target_partitions(threads), runtime)
    context.register_csv(
        "t", path, schema=pyarrow.schema([("id", pyarrow.string())]), has_header=False,
        file_extension=os.path.splitext(path)[1],
    )
    # It writes a directory of parts (one a partition), which are joined into OUT.
    parts = out + ".parts"
    context.sql("SELECT id, count(*) AS n FROM t GROUP BY id HAVING count(*) > 1").write_csv(parts)
    names = sorted(os.listdir(parts)) if os.path.isdir(parts) else []
    with open(out, "wb") as joined:
        for name in names or [None]:
            with open(os.path.join(parts, name) if name else parts, "rb") as part:
                joined.write(part.read())
else:
    sys.exit(f"audit-peer.py: unknown engine {engine!r} (duckdb, polars, chdb, datafusion)")

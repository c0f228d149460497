# Sourced by the fixture scripts: a PostgreSQL server of Debian's binaries in a folder of its own,
# reachable only through its Unix socket, for as long as the script runs.
#
#   pg_find                 sets pg_bin to the newest /usr/lib/postgresql/*/bin (or pg_config's);
#                           returns 1 when no server binaries are there
#   pg_start DIR            initdb and start a server in DIR (created; its parent made readable),
#                           sets pg_dir and pg_version
#   sql ARG...              psql as the fixtures user, unaligned, stopping at the first error
#   pg_stop                 a clean stop
#   pg_kill                 an immediate stop if one still runs (for the caller's EXIT trap)
#
# initdb refuses root: as root, the server runs as the postgres user (or nobody).
pg_bin=""
pg_dir=""
pg_version=""
as_db() {
    if [[ "$(id -u)" -eq 0 ]]; then
        local user=postgres
        id "$user" >/dev/null 2>&1 || user=nobody
        runuser -u "$user" -- "$@"
    else
        "$@"
    fi
}
pg_find() {
    pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
    [[ -z "$pg_bin" ]] && command -v pg_config >/dev/null && pg_bin="$(pg_config --bindir)"
    [[ -n "$pg_bin" && -x "$pg_bin/initdb" && -x "$pg_bin/pg_ctl" ]]
}
pg_start() {
    pg_dir="$1"
    mkdir -p "$pg_dir"
    if [[ "$(id -u)" -eq 0 ]]; then
        chown "$(id -u postgres 2>/dev/null || id -u nobody)" "$pg_dir"
        chmod 755 "$(dirname "$pg_dir")"
    fi
    as_db "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U fixtures >/dev/null
    as_db "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w -o "-c listen_addresses='' -k $pg_dir" start >/dev/null
    pg_version="$(sql -c 'SHOW server_version')"
}
sql() { as_db "$pg_bin/psql" -h "$pg_dir" -U fixtures -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
pg_stop() { as_db "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null; }
pg_kill() {
    if [[ -n "$pg_dir" && -f "$pg_dir/data/postmaster.pid" ]]; then
        as_db "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
}

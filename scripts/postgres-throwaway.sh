#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1 as the postgres user, in a temporary directory.
#   scripts/postgres-throwaway.sh start PORT [SETTING=VALUE ...]   prints the directory it made (pass it to stop)
#   scripts/postgres-throwaway.sh replica PRIMARY_PORT PORT        a streaming replica of the one on PRIMARY_PORT; prints its directory
#   scripts/postgres-throwaway.sh crash DIR                        kills the server (kill -9) and waits until its processes are gone
#   scripts/postgres-throwaway.sh restart DIR                      starts it again on the same data, with the same settings
#   scripts/postgres-throwaway.sh stop DIR
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$BIN" ] || { echo "PostgreSQL server binaries not found under /usr/lib/postgresql" >&2; exit 1; }
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "${1:-}" in
  start)
    port=${2:?port}
    extra=""
    for setting in "${@:3}"; do extra="$extra -c $setting"; done
    dir=$(mktemp -d /tmp/cbr-pg.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    as_postgres "$BIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
    echo "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off$extra" >"$dir/options"
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(cat "$dir/options")" start >/dev/null
    echo "$dir"
    ;;
  crash)
    dir=${2:?dir}
    postmaster=$(head -n 1 "$dir/data/postmaster.pid")
    children=$(pgrep -P "$postmaster" || true)
    kill -9 "$postmaster"
    # Its processes see it gone and end on their own (ending them too would hide that from a test).
    while kill -0 "$postmaster" $children 2>/dev/null; do sleep 0.05; done
    ;;
  restart)
    dir=${2:?dir}
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(cat "$dir/options")" start >/dev/null
    ;;
  replica)
    primary=${2:?primary port}
    port=${3:?port}
    dir=$(mktemp -d /tmp/cbr-pg-replica.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    # -R writes standby.signal and the primary's address: the copy starts as a hot standby, streaming.
    as_postgres "$BIN/pg_basebackup" -h 127.0.0.1 -p "$primary" -U postgres -D "$dir/data" -R -X stream >"$dir/basebackup.log" 2>&1
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c hot_standby=on" start >/dev/null
    echo "$dir"
    ;;
  stop)
    dir=${2:?dir}
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start PORT | replica PRIMARY_PORT PORT | crash DIR | restart DIR | stop DIR" >&2; exit 2 ;;
esac

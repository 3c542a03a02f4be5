#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: installs Debian's
# postgresql package when missing, starts a server in its own data directory on
# a free loopback port, exports TEST_DATABASE_URL, runs the command, and stops
# the server whatever the outcome. Usage: scripts/with-postgres.sh CMD [ARGS...]
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/postgres" ]; then
  echo "PostgreSQL server not found; installing Debian's postgresql package..." >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(pg_bin)

# Services are not started on these machines; the server runs as the postgres
# user when we are root (PostgreSQL refuses to run as root), else as ourselves.
if [ "$(id -u)" -eq 0 ]; then
  run_pg() { runuser -u postgres -- "$@"; }
else
  run_pg() { "$@"; }
fi

WORK=$(mktemp -d /tmp/pg-test.XXXXXX)
chmod 755 "$WORK"
[ "$(id -u)" -eq 0 ] && chown postgres "$WORK"
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

run_pg "$BIN/initdb" -D "$WORK/data" -U postgres -A trust --no-sync >"$WORK/initdb.log" 2>&1 || {
  cat "$WORK/initdb.log" >&2
  exit 1
}
stop() {
  run_pg "$BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap stop EXIT
# Durability settings are off: this server holds only test data and dies with the run.
run_pg "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || {
  cat "$WORK/server.log" >&2
  exit 1
}

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# The client programs (pg_dump, pg_restore, createdb) of the same version, for
# the backup test, which restores a dump the way docs/backups.md says.
export PG_BIN="$BIN"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT for: $*" >&2
"$@"

#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server and TEST_DATABASE_URL pointing at it, e.g.
#   bash scripts/with-postgres.sh npx vitest run server/db
# The server lives in a temporary directory that is removed afterwards; the command's exit code is
# passed through.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "with-postgres: installing Debian's postgresql package" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)

# PostgreSQL refuses to run as root: as root, run the server as the postgres user.
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

DATA=$(mktemp -d)
PORT=
cleanup() {
  if [ -n "$PORT" ]; then as_pg "$PGBIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true; fi
  rm -rf "$DATA"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "$(id -u)" -eq 0 ]; then chown postgres: "$DATA"; fi
as_pg "$PGBIN/initdb" -D "$DATA" -U app --auth=trust -E UTF8 --locale=C.UTF-8 >"$DATA.initdb.log" 2>&1 ||
  { cat "$DATA.initdb.log" >&2; rm -f "$DATA.initdb.log"; exit 1; }
rm -f "$DATA.initdb.log"

# The socket goes into the data directory so parallel runs never share a socket lock file; if the
# port is taken (another run, another server), try the next one.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for candidate in $(seq 55432 55462); do
  port_in_use "$candidate" && continue
  if as_pg "$PGBIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -o \
    "-p $candidate -k $DATA -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null 2>&1; then
    PORT=$candidate
    break
  fi
done
if [ -z "$PORT" ]; then
  echo "with-postgres: could not start PostgreSQL on ports 55432-55462" >&2
  cat "$DATA/server.log" >&2 || true
  exit 1
fi

"$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U app app
export TEST_DATABASE_URL="postgres://app@127.0.0.1:$PORT/app"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"

#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL: installs Debian's packages if missing
# (PostgreSQL, and nginx for the test of several processes behind a proxy), starts a throwaway
# cluster on loopback, runs tests/server with DATABASE_URL, stops it.
# Called from .ci/run. Each test file creates (and drops) its own database on this cluster.
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PGBIN="$(find_bin || true)"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "ci-postgres: installing PostgreSQL from Debian packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PGBIN="$(find_bin)"
fi

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "ci-postgres: installing nginx from Debian packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi

PORT="${PGPORT_CI:-$(( 55000 + RANDOM % 5000 ))}"
WORK="$(mktemp -d /tmp/vitrine-pg.XXXXXX)"
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root: the cluster belongs to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$WORK"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PGBIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "ci-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
if [ "$#" -gt 0 ]; then npx vitest run --project server "$@"; else npx vitest run --project server; fi

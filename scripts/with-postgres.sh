#!/usr/bin/env bash
# Runs a command next to a throwaway PostgreSQL 15 server and removes the server afterwards:
#   scripts/with-postgres.sh npm test
# The command sees TEST_DATABASE_URL (and PG_URL) = postgres://postgres@127.0.0.1:$PG_PORT/postgres.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_PORT=${PG_PORT:-55432}
# Tests throw the data away, so durability is off unless PG_DURABLE=1 (the benchmark sets it).
if [[ ${PG_DURABLE:-0} == 1 ]]; then
  PG_TUNING=""
else
  PG_TUNING="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
fi

if [[ ! -x "$PG_BIN/initdb" ]]; then
  echo "找不到 $PG_BIN/initdb：请安装 PostgreSQL 15（sudo apt-get install postgresql-15）或用 PG_BIN 指定目录。" >&2
  exit 1
fi

# initdb refuses to run as root, so as root the server belongs to the postgres OS user.
if [[ $(id -u) -eq 0 ]]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

PG_DIR=$(mktemp -d /tmp/risk-pg.XXXXXX)
[[ $(id -u) -eq 0 ]] && chown postgres: "$PG_DIR"

stop_postgres() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop_postgres EXIT

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log" 2>&1 \
  || { cat "$PG_DIR/initdb.log" >&2; exit 1; }
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PG_PORT -k $PG_DIR -c max_connections=300 $PG_TUNING" start >/dev/null \
  || { cat "$PG_DIR/server.log" >&2; exit 1; }
until "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT"; do sleep 0.2; done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
export PG_URL="$TEST_DATABASE_URL"
echo "临时 PostgreSQL 15 已启动：$TEST_DATABASE_URL（数据目录 $PG_DIR，结束时删除）"
"$@"

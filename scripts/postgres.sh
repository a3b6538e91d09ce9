# A throwaway PostgreSQL cluster on a temporary directory and a free loopback port.
# Source after lib.sh; call pg_start (exports TEST_POSTGRES_URL) and pg_stop.

PG_DIR=""

pg_start() {
  local bin port
  bin="$(postgres_bin_dir)"
  port="$(free_port)"
  PG_DIR="$(mktemp -d /tmp/cta-atlas-pg.XXXXXX)"
  # PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
  local run=()
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$PG_DIR"
    run=(su postgres -s /bin/sh -c)
  else
    run=(sh -c)
  fi
  "${run[@]}" "'$bin/initdb' -D '$PG_DIR/data' -A trust -U postgres --no-sync >'$PG_DIR/initdb.log' 2>&1"
  "${run[@]}" "'$bin/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -w -o \"-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start >/dev/null"
  export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
  PG_BIN="$bin"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port (throwaway)"
}

pg_stop() {
  [ -n "$PG_DIR" ] || return 0
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/sh -c "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast stop >/dev/null" || true
  else
    "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null || true
  fi
  rm -rf "$PG_DIR"
  PG_DIR=""
}

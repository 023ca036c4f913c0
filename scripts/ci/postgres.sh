# A throwaway PostgreSQL cluster for the server tests. Source this file, then:
#
#   postgres_install_if_missing  # Debian's PostgreSQL, when no initdb is found (CI)
#   postgres_start               # a cluster in a temporary folder on a free 127.0.0.1 port;
#                                # exports TEST_DATABASE_URL
#   postgres_stop                # stops it and removes its folder (safe to call twice)
#
# The cluster trusts connections on the loopback address only and listens on no other address;
# its socket is in its own folder. initdb refuses to run as root, so as root the cluster runs as
# the `postgres` OS user (which Debian's package creates). Needs PostgreSQL 13 or newer.

PG_CLUSTER_DIR=""
PG_CLUSTER_BIN=""
PG_CLUSTER_USER=""

# The folder of initdb/pg_ctl: pg_config's, or the newest Debian install.
postgres_bindir() {
  local dir
  if command -v pg_config >/dev/null 2>&1; then
    dir="$(pg_config --bindir)"
    if [ -x "$dir/initdb" ]; then
      echo "$dir"
      return 0
    fi
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

postgres_install_if_missing() {
  if postgres_bindir >/dev/null; then return 0; fi
  echo "Installing Debian's PostgreSQL for the server tests..."
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  # No system cluster (Debian's "main" on port 5432): the tests start their own.
  $sudo mkdir -p /etc/postgresql-common/createcluster.d
  echo "create_main_cluster = false" |
    $sudo tee /etc/postgresql-common/createcluster.d/lookwright-ci.conf >/dev/null
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
}

# Runs a command as the cluster's OS user.
postgres_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    # From /, which every user may enter (the caller's folder may be closed to it).
    (cd / && runuser -u "$PG_CLUSTER_USER" -- "$@")
  else
    "$@"
  fi
}

postgres_free_port() {
  node -e '
    const server = require("node:net").createServer();
    server.listen(0, "127.0.0.1", () => {
      console.log(server.address().port);
      server.close();
    });'
}

postgres_start() {
  PG_CLUSTER_BIN="$(postgres_bindir)" || {
    echo "PostgreSQL's initdb was not found: install PostgreSQL (apt-get install postgresql)" \
      "or set TEST_DATABASE_URL to a server of yours" >&2
    return 1
  }
  if [ "$(id -u)" -eq 0 ]; then PG_CLUSTER_USER="postgres"; else PG_CLUSTER_USER="$(id -un)"; fi

  # As root, /tmp: the cluster's user cannot reach a private TMPDIR such as /root/tmp.
  local parent="${TMPDIR:-/tmp}"
  if [ "$(id -u)" -eq 0 ]; then parent="/tmp"; fi
  PG_CLUSTER_DIR="$(mktemp -d "$parent/lookwright-pg.XXXXXX")"
  # The cluster's user must be able to reach and own its folder.
  chmod 755 "$PG_CLUSTER_DIR"
  mkdir "$PG_CLUSTER_DIR/data" "$PG_CLUSTER_DIR/socket"
  if [ "$(id -u)" -eq 0 ]; then chown -R "$PG_CLUSTER_USER" "$PG_CLUSTER_DIR"; fi

  local port
  port="$(postgres_free_port)"
  postgres_as_owner "$PG_CLUSTER_BIN/initdb" --pgdata="$PG_CLUSTER_DIR/data" --username=postgres \
    --auth-local=trust --auth-host=reject --encoding=UTF8 --no-locale >"$PG_CLUSTER_DIR/initdb.log" 2>&1 || {
    cat "$PG_CLUSTER_DIR/initdb.log" >&2
    return 1
  }
  # Trust on the loopback address only; initdb's defaults above reject every other host.
  {
    echo "host all all 127.0.0.1/32 trust"
    cat "$PG_CLUSTER_DIR/data/pg_hba.conf"
  } >"$PG_CLUSTER_DIR/pg_hba.conf"
  postgres_as_owner cp "$PG_CLUSTER_DIR/pg_hba.conf" "$PG_CLUSTER_DIR/data/pg_hba.conf"

  # Durability is not needed for a throwaway cluster: fsync off makes CREATE DATABASE fast.
  postgres_as_owner "$PG_CLUSTER_BIN/pg_ctl" --pgdata="$PG_CLUSTER_DIR/data" \
    --log="$PG_CLUSTER_DIR/postgres.log" --wait --timeout=60 \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$PG_CLUSTER_DIR/socket -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || {
    cat "$PG_CLUSTER_DIR/postgres.log" >&2
    return 1
  }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL $("$PG_CLUSTER_BIN/postgres" --version | awk '{print $3}') for the server tests: $TEST_DATABASE_URL (data in $PG_CLUSTER_DIR)"
}

postgres_stop() {
  if [ -z "$PG_CLUSTER_DIR" ]; then return 0; fi
  if [ -f "$PG_CLUSTER_DIR/data/postmaster.pid" ]; then
    postgres_as_owner "$PG_CLUSTER_BIN/pg_ctl" --pgdata="$PG_CLUSTER_DIR/data" --mode=fast \
      --wait --timeout=60 stop >/dev/null || echo "PostgreSQL did not stop cleanly" >&2
  fi
  rm -rf "$PG_CLUSTER_DIR"
  echo "PostgreSQL for the server tests stopped; $PG_CLUSTER_DIR removed."
  PG_CLUSTER_DIR=""
  unset TEST_DATABASE_URL
}

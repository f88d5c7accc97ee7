# A throw-away PostgreSQL cluster for the tests, sourced by scripts/test
# (and usable by hand: `source scripts/postgres.sh && pg_test_start`).
#
# pg_test_start finds initdb and pg_ctl (on the PATH or under Debian's
# /usr/lib/postgresql/<version>/bin), installs Debian's `postgresql` when
# they are missing and we may (root, or passwordless sudo), creates a
# cluster in a temporary directory owned by an unprivileged user
# (PostgreSQL refuses to run as root), starts it on a free port of
# 127.0.0.1 outside the ephemeral range (moving on to the next ports when
# one cannot be bound) and exports LUDOTECA_TEST_POSTGRES. pg_test_stop stops it and
# removes the directory; pg_test_start sets a trap on EXIT that does so.
# Without PostgreSQL it returns 1 and says why; the tests then say SKIPPED
# (and fail under CI=true).

pg_find_bin() {
    local name=$1 found
    if found=$(command -v "$name" 2>/dev/null); then
        echo "$found"
        return 0
    fi
    # Debian keeps the server's programs out of the PATH; the newest first.
    found=$(ls -d /usr/lib/postgresql/*/bin/"$name" 2>/dev/null | sort -V | tail -n 1)
    [ -n "$found" ] && echo "$found"
}

pg_install() {
    local install=(apt-get install -y -qq --no-install-recommends postgresql)
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "scripts/test: installing postgresql for the store's tests" >&2
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${install[@]}"
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && command -v apt-get >/dev/null 2>&1; then
        echo "scripts/test: installing postgresql for the store's tests" >&2
        sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        sudo -n env DEBIAN_FRONTEND=noninteractive "${install[@]}"
    else
        echo "scripts/test: PostgreSQL is missing and cannot be installed here (${install[*]})" >&2
        return 1
    fi
}

# Runs a command as the cluster's owner.
pg_as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u "$PG_TEST_OWNER" -- "$@"
    else
        "$@"
    fi
}

# The first port a cluster tries: outside Linux's ephemeral range
# (32768–60999), where outgoing connections take their local ports, so a
# busy machine does not hold it already; spread by the shell's PID so that
# two runs at once try different ports. PG_TEST_PORT_BASE sets it.
pg_first_port() {
    echo "${PG_TEST_PORT_BASE:-$((61000 + $$ % 4000))}"
}

# A port of 127.0.0.1 nobody listens on, from $1 upwards (100 at most).
pg_free_port() {
    local port
    for port in $(seq "$1" $(($1 + 99))); do
        [ "$port" -le 65535 ] || return 1
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return 0
        fi
    done
    return 1
}

pg_test_start() {
    PG_INITDB=$(pg_find_bin initdb) || true
    PG_CTL=$(pg_find_bin pg_ctl) || true
    if [ -z "${PG_INITDB:-}" ] || [ -z "${PG_CTL:-}" ]; then
        pg_install || return 1
        PG_INITDB=$(pg_find_bin initdb) || true
        PG_CTL=$(pg_find_bin pg_ctl) || true
        if [ -z "${PG_INITDB:-}" ] || [ -z "${PG_CTL:-}" ]; then
            echo "scripts/test: postgresql installed, but initdb/pg_ctl not found" >&2
            return 1
        fi
    fi
    # PostgreSQL will not run as root: as root, the cluster belongs to
    # Debian's `postgres` user, or to one made for it.
    PG_TEST_OWNER=$(id -un)
    if [ "$(id -u)" -eq 0 ]; then
        PG_TEST_OWNER=postgres
        if ! id postgres >/dev/null 2>&1; then
            PG_TEST_OWNER=ludoteca-pg
            id "$PG_TEST_OWNER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_TEST_OWNER"
        fi
    fi
    PG_TEST_DIR=$(mktemp -d /tmp/ludoteca-pg.XXXXXX)
    chmod 755 "$PG_TEST_DIR"
    [ "$(id -u)" -eq 0 ] && chown "$PG_TEST_OWNER" "$PG_TEST_DIR"
    trap pg_test_stop EXIT
    pg_as_owner "$PG_INITDB" -D "$PG_TEST_DIR/data" -U ludoteca --auth=trust -E UTF8 --no-sync >"$PG_TEST_DIR/initdb.log" 2>&1 || {
        echo "scripts/test: initdb failed:" >&2
        cat "$PG_TEST_DIR/initdb.log" >&2
        return 1
    }
    # A port nobody listens on may still be bound (an outgoing
    # connection's, a socket not yet listening): when the cluster cannot
    # bind it, the next try moves on to the ports after it.
    local port tries next
    next=$(pg_first_port)
    for tries in 1 2 3 4 5; do
        port=$(pg_free_port "$next") || break
        next=$((port + 1))
        # Only the loopback, sockets in the cluster's own directory; no
        # disk syncs (the cluster is thrown away) unless PG_TEST_FSYNC=on.
        if pg_as_owner "$PG_CTL" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w -t 30 \
            -o "-p $port -k $PG_TEST_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=${PG_TEST_FSYNC:-off}" \
            start >/dev/null 2>&1; then
            export LUDOTECA_TEST_POSTGRES="postgres://ludoteca@127.0.0.1:$port/postgres"
            echo "scripts/test: PostgreSQL for the tests at $LUDOTECA_TEST_POSTGRES ($PG_TEST_DIR)" >&2
            return 0
        fi
    done
    echo "scripts/test: the test cluster did not start:" >&2
    tail -n 20 "$PG_TEST_DIR/server.log" >&2 2>/dev/null
    return 1
}

pg_test_stop() {
    if [ -n "${PG_TEST_DIR:-}" ] && [ -d "$PG_TEST_DIR" ]; then
        pg_as_owner "$PG_CTL" -D "$PG_TEST_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
        rm -rf "$PG_TEST_DIR"
        PG_TEST_DIR=
    fi
}

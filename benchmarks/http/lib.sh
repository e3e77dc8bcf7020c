# Shared by run-wrk.sh and run-first-requests.sh (sourced, not run): the JDK, the demo jar, the Java helpers and
# starting/stopping demo JVMs on loopback.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

# JDK 25: SIMDJSON_JAVA_HOME, else the Temurin 25 of the project machines, else JAVA_HOME.
if [[ -n "${SIMDJSON_JAVA_HOME:-}" ]]; then
    export JAVA_HOME="$SIMDJSON_JAVA_HOME"
elif [[ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]]; then
    export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
if [[ -z "${JAVA_HOME:-}" ]]; then
    echo "set JAVA_HOME (or SIMDJSON_JAVA_HOME) to a JDK 25" >&2
    exit 2
fi
export PATH="$JAVA_HOME/bin:$PATH"

# Every demo JVM gets the same flags; the two configurations differ only in --simdjson.enabled=false.
APP_JVM_FLAGS=(-Xms1g -Xmx1g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector)
WORK="${WORK:-$ROOT/benchmarks/http/target}"
mkdir -p "$WORK"

# Packages demo-app (and what it depends on) unless --no-build; sets DEMO_JAR.
build_demo() {
    if [[ "${1:-}" != "--no-build" ]]; then
        echo "building demo-app ..." >&2
        ./mvnw -B -ntp -q -pl demo-app -am package -DskipTests
    fi
    DEMO_JAR="$(ls demo-app/target/demo-app-*.jar | grep -v -- '-plain\|\.original' | head -1)"
    [[ -f "$DEMO_JAR" ]] || { echo "no demo-app jar in demo-app/target" >&2; exit 1; }
}

# Compiles the JDK-only helpers (bodies, first-requests probe) into $WORK/classes.
compile_helpers() {
    rm -rf "$WORK/classes"
    javac -d "$WORK/classes" benchmarks/src/main/java/dev/simdjson/benchmarks/http/*.java
}

# start_app NAME [ARGS...]: starts the demo jar on 127.0.0.1 and a free port (server.port=0), logging to
# $WORK/NAME.log; waits until Tomcat listens and sets APP_PID and APP_PORT.
start_app() {
    local name="$1"
    shift
    local log="$WORK/$name.log"
    : >"$log"
    local extra=()
    # APP_ARGS: application arguments given to every app started (e.g. a spring.jackson.* setting for both sides).
    read -ra extra <<<"${APP_ARGS:-}"
    java "${APP_JVM_FLAGS[@]}" -jar "$DEMO_JAR" --server.port=0 --server.address=127.0.0.1 "${extra[@]}" "$@" \
        >"$log" 2>&1 &
    APP_PID=$!
    APP_PORT=""
    for _ in $(seq 1 1200); do
        APP_PORT="$(grep -oE 'Tomcat started on port [0-9]+' "$log" | grep -oE '[0-9]+$' | head -1 || true)"
        [[ -n "$APP_PORT" ]] && return 0
        if ! kill -0 "$APP_PID" 2>/dev/null; then
            echo "$name exited during startup; see $log" >&2
            tail -20 "$log" >&2
            exit 1
        fi
        sleep 0.1
    done
    echo "$name did not start within 120 s; see $log" >&2
    exit 1
}

# stop_app PID: stops one demo JVM this script started.
stop_app() {
    kill "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}

# median: the median of the numbers on stdin, one a line.
median() {
    sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

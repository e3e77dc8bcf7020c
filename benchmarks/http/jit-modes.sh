#!/usr/bin/env bash
# The kernel simd-json picks, and the time of the first requests, in each JIT mode a user may start the demo in:
# C2 (a plain `java -jar`, or the project's spring-boot:run), C1 only (-XX:TieredStopAtLevel=1, what Spring Boot's
# optimizedLaunch sets for spring-boot:run) and interpreted (-Xint). For each mode: a fresh JVM, 5 s for the startup
# warm-up, then POSTs of twitter.json (~617 KB) to /api/documents/inspect timed with curl, and the kernel and
# warm-up state from /actuator/simdjson.
#
#   benchmarks/http/jit-modes.sh [--no-build]        # REQUESTS=3
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

REQUESTS="${REQUESTS:-3}"
build_demo "${1:-}"

PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do stop_app "$pid"; done
}
trap cleanup EXIT

base_flags=("${APP_JVM_FLAGS[@]}")
printf '| JIT mode | kernel | warm-up | first %s requests (ms) |\n|---|---|---|---|\n' "$REQUESTS"
for mode in "C2" "C1 only:-XX:TieredStopAtLevel=1" "interpreted:-Xint"; do
    name="${mode%%:*}"
    flag=""
    [[ "$mode" == *:* ]] && flag="${mode#*:}"
    APP_JVM_FLAGS=("${base_flags[@]}")
    [[ -n "$flag" ]] && APP_JVM_FLAGS+=("$flag")
    start_app "jit-${name// /-}"
    PIDS+=("$APP_PID")
    sleep 5
    times=()
    for _ in $(seq 1 "$REQUESTS"); do
        t="$(curl -s -o /dev/null -w '%{time_total}' -H 'Content-Type: application/json' \
            --data-binary @testdata/corpus/twitter.json "http://127.0.0.1:$APP_PORT/api/documents/inspect")"
        times+=("$(awk -v t="$t" 'BEGIN { printf "%.1f", t * 1000 }')")
    done
    state="$(curl -s "http://127.0.0.1:$APP_PORT/actuator/simdjson" | grep -oE '"implementation":"[a-z]+"|"state":"[a-z-]+"' \
        | cut -d'"' -f4 | paste -sd' ')"
    kernel="${state%% *}"
    warm="${state##* }"
    printf '| %s%s | %s | %s | %s |\n' "$name" "${flag:+ (\`$flag\`)}" "$kernel" "$warm" "${times[*]}"
    stop_app "$APP_PID"
done

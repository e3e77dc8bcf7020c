#!/usr/bin/env bash
# Throughput and p99 of the demo app over HTTP on loopback: the starter (simd-json reads and writes the bodies)
# against the same jar with --simdjson.enabled=false (Jackson), side by side.
#
#   benchmarks/http/run-wrk.sh [--no-build] [--name NAME]
#
# The medians (and every round) go to docs/results/http/NAME.json (default NAME: wrk) with the run's machine, JDK
# and this command in NAME.meta.txt; the docs site charts them.
#
# Environment (defaults): ROUNDS=3 DURATION=15s WARMUP=10s THREADS=1 CONNECTIONS=16
#                         CASES="telemetry-1k telemetry-50k batch-50k"
#                         APP_ARGS="" (application arguments for both apps, e.g.
#                                      APP_ARGS=--spring.jackson.default-property-inclusion=non_null)
#
# Cases: telemetry-1k and telemetry-50k POST one Telemetry frame (~1 KB, ~50 KB) to /api/envelopes; batch-50k POSTs
# 48 Telemetry frames of ~1 KB (~50 KB) to /api/telemetry/batch. The bodies are generated deterministically by
# TelemetryBodies into benchmarks/http/target/bodies/.
#
# Both apps run at once (-Xms1g -Xmx1g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector), each warmed up with
# WARMUP of wrk per case; then every round runs each case against both apps, the app that goes first alternating
# between rounds. Prints each run, then a markdown table (medians over the rounds) for docs/http.md.
# wrk is installed from the distribution's packages when missing. Needs a quiet machine: on 2 cores wrk, the app
# and anything else running share the same CPUs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source benchmarks/results-meta.sh

BUILD_ARG=""
NAME=wrk
while [[ $# -gt 0 ]]; do
    case "$1" in
        --no-build) BUILD_ARG=--no-build; shift ;;
        --name) NAME="$2"; shift 2 ;;
        *) echo "run-wrk.sh: unknown argument '$1' (expected --no-build, --name NAME)" >&2; exit 2 ;;
    esac
done

ROUNDS="${ROUNDS:-3}"
DURATION="${DURATION:-15s}"
WARMUP="${WARMUP:-10s}"
THREADS="${THREADS:-1}"
CONNECTIONS="${CONNECTIONS:-16}"
CASES="${CASES:-telemetry-1k telemetry-50k batch-50k}"

if ! command -v wrk >/dev/null; then
    echo "installing wrk ..." >&2
    if [[ "$(id -u)" == 0 ]]; then
        apt-get update -qq && apt-get install -y -qq wrk
    else
        sudo apt-get update -qq && sudo apt-get install -y -qq wrk
    fi
fi

build_demo "$BUILD_ARG"
compile_helpers
java -cp "$WORK/classes" dev.simdjson.benchmarks.http.TelemetryBodies "$WORK/bodies" >&2

endpoint() {
    case "$1" in
        batch-*) echo /api/telemetry/batch ;;
        *) echo /api/envelopes ;;
    esac
}

PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do stop_app "$pid"; done
}
trap cleanup EXIT

declare -A PORT
start_app starter
PIDS+=("$APP_PID"); PORT[starter]="$APP_PORT"
start_app jackson --simdjson.enabled=false
PIDS+=("$APP_PID"); PORT[jackson]="$APP_PORT"
echo "starter on port ${PORT[starter]}, jackson (simdjson.enabled=false) on port ${PORT[jackson]}" >&2
grep -h "follows the application's Jackson configuration" "$WORK/starter.log" >&2 || true

# Both apps must give the same answer to every body before anything is measured.
for c in $CASES; do
    url_path="$(endpoint "$c")"
    a="$(curl -sf -H 'Content-Type: application/json' --data-binary "@$WORK/bodies/$c.json" \
        "http://127.0.0.1:${PORT[starter]}$url_path")"
    b="$(curl -sf -H 'Content-Type: application/json' --data-binary "@$WORK/bodies/$c.json" \
        "http://127.0.0.1:${PORT[jackson]}$url_path")"
    if [[ "$a" != "$b" ]]; then
        printf 'answers differ for %s:\n  starter: %s\n  jackson: %s\n' "$c" "$a" "$b" >&2
        exit 1
    fi
done

# run_wrk APP CASE DURATION: one wrk run; prints "rps p99_ms".
run_wrk() {
    local out
    out="$(BODY_FILE="$WORK/bodies/$2.json" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$3" --latency \
        -s benchmarks/http/post.lua "http://127.0.0.1:${PORT[$1]}$(endpoint "$2")")"
    if grep -q 'Non-2xx\|Socket errors' <<<"$out"; then
        echo "wrk reported errors for $1 $2:" >&2
        echo "$out" >&2
        exit 1
    fi
    awk '
        function ms(v) {
            if (v ~ /us$/) return substr(v, 1, length(v) - 2) / 1000
            if (v ~ /ms$/) return substr(v, 1, length(v) - 2) + 0
            if (v ~ /s$/) return substr(v, 1, length(v) - 1) * 1000
            return v
        }
        $1 == "99%" { p99 = ms($2) }
        $1 == "Requests/sec:" { rps = $2 }
        END { printf "%s %.3f\n", rps, p99 }' <<<"$out"
}

echo "warming up ($WARMUP per case and app) ..." >&2
for c in $CASES; do
    for app in starter jackson; do
        run_wrk "$app" "$c" "$WARMUP" >/dev/null
    done
done

RESULTS="$WORK/wrk-results.tsv"
: >"$RESULTS"
for round in $(seq 1 "$ROUNDS"); do
    if (( round % 2 )); then order="starter jackson"; else order="jackson starter"; fi
    for c in $CASES; do
        for app in $order; do
            result="$(run_wrk "$app" "$c" "$DURATION")"
            read -r rps p99 <<<"$result"
            printf '%s\t%s\t%s\t%s\t%s\n' "$c" "$app" "$round" "$rps" "$p99" | tee -a "$RESULTS" >&2
        done
    done
done

# Proof that the starter app parsed with simd-json (and the other did not).
parses="$(curl -s "http://127.0.0.1:${PORT[starter]}/actuator/metrics/simdjson.parse" \
    | grep -oE '"statistic":"COUNT","value":[0-9.E]+' | grep -oE '[0-9.E]+$' || true)"
jackson_status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PORT[jackson]}/actuator/metrics/simdjson.parse")"
echo "simdjson.parse count: starter=${parses:-none} jackson=HTTP $jackson_status" >&2
# How much of a request the parse itself is: the starter's own p50/p99 of parse + bind (over recent parses).
echo "starter parse+bind time (http-server, /actuator/simdjson): $(curl -s "http://127.0.0.1:${PORT[starter]}/actuator/simdjson" \
    | grep -oE '"http-server":\{[^}]*\}' || echo unavailable)" >&2

col() { awk -F'\t' -v c="$1" -v a="$2" -v f="$3" '$1 == c && $2 == a { print $f }' "$RESULTS" | median; }
runs() { awk -F'\t' -v c="$1" -v a="$2" -v f="$3" '$1 == c && $2 == a { printf "%s%s", n++ ? "," : "", $f }' "$RESULTS"; }

# The results for the docs site's charts: one row per case, medians and every round's figure.
JSON="docs/results/http/$NAME.json"
mkdir -p "$(dirname "$JSON")"
{
    printf '{"benchmark":"wrk","metric":"requests/s","higherIsBetter":true,\n'
    printf ' "setup":"wrk -t%s -c%s -d%s --latency, %s rounds (median), warm-up %s per case and app",\n' \
        "$THREADS" "$CONNECTIONS" "$DURATION" "$ROUNDS" "$WARMUP"
    printf ' "rows":['
    sep=""
    for c in $CASES; do
        printf '%s\n  {"label":"%s POST %s (%s B)","scores":{"simdjson":%s,"jackson":%s},' "$sep" "$c" \
            "$(endpoint "$c")" "$(wc -c <"$WORK/bodies/$c.json")" "$(col "$c" starter 4)" "$(col "$c" jackson 4)"
        printf '"p99Ms":{"simdjson":%s,"jackson":%s},' "$(col "$c" starter 5)" "$(col "$c" jackson 5)"
        printf '"rounds":{"simdjson":[%s],"jackson":[%s]}}' "$(runs "$c" starter 4)" "$(runs "$c" jackson 4)"
        sep=","
    done
    printf '\n]}\n'
} >"$JSON"
write_meta "$JSON" env ROUNDS="$ROUNDS" DURATION="$DURATION" WARMUP="$WARMUP" THREADS="$THREADS" \
    CONNECTIONS="$CONNECTIONS" CASES="$CASES" APP_ARGS="${APP_ARGS:-}" benchmarks/http/run-wrk.sh --name "$NAME"
echo "apps: java ${APP_JVM_FLAGS[*]} -jar $DEMO_JAR [--simdjson.enabled=false] ${APP_ARGS:-}" >>"${JSON%.json}.meta.txt"
echo "results: $JSON (+ .meta.txt)" >&2
echo
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION --latency, $ROUNDS rounds (median), $(nproc) CPUs, $(java -version 2>&1 | head -1)"
echo
echo "| body | bytes | starter req/s | Jackson req/s | req/s ratio | starter p99 (ms) | Jackson p99 (ms) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for c in $CASES; do
    s_rps="$(col "$c" starter 4)"; j_rps="$(col "$c" jackson 4)"
    s_p99="$(col "$c" starter 5)"; j_p99="$(col "$c" jackson 5)"
    ratio="$(awk -v s="$s_rps" -v j="$j_rps" 'BEGIN { printf "%.2f×", s / j }')"
    printf '| %s `POST %s` | %s | %.0f | %.0f | %s | %.2f | %.2f |\n' "$c" "$(endpoint "$c")" \
        "$(wc -c <"$WORK/bodies/$c.json")" "$s_rps" "$j_rps" "$ratio" "$s_p99" "$j_p99"
done

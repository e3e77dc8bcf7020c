#!/usr/bin/env bash
# Latency of the first 100 requests after start: the demo app with the starter (background JIT warm-up on, the
# default) against the same jar with --simdjson.enabled=false (Jackson). Every sample is a FRESH demo JVM
# (-Xms1g -Xmx1g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector) on loopback; the probe
# (dev.simdjson.benchmarks.http.FirstRequests, JDK HttpClient) waits until /actuator/health is UP, then sends 100
# sequential POST /api/envelopes alternating Control and ~1 KB Telemetry frames, and the JVM is stopped.
#
#   benchmarks/http/run-first-requests.sh [--no-build]
#
# Environment (defaults): SAMPLES=7 (fresh JVMs per configuration; the configurations alternate) COUNT=100
#                         EXTRA_CONFIGS="" (e.g. "no-warm-up:--simdjson.warm-up.enabled=false" adds a configuration)
# Prints each sample, then a markdown table (median over the samples of each sample's p50/p99/max) for docs/http.md.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

SAMPLES="${SAMPLES:-7}"
COUNT="${COUNT:-100}"

build_demo "${1:-}"
compile_helpers

# name:args (args space-separated)
CONFIGS=("starter:" "jackson:--simdjson.enabled=false")
for extra in ${EXTRA_CONFIGS:-}; do CONFIGS+=("$extra"); done

APP_PID=""
trap '[[ -n "$APP_PID" ]] && stop_app "$APP_PID"' EXIT

RESULTS="$WORK/first-requests.tsv"
: >"$RESULTS"
for sample in $(seq 1 "$SAMPLES"); do
    # Alternate which configuration starts first, so a drift in machine load hits both alike.
    if (( sample % 2 )); then order=("${CONFIGS[@]}"); else order=(); for ((i = ${#CONFIGS[@]} - 1; i >= 0; i--)); do order+=("${CONFIGS[i]}"); done; fi
    for config in "${order[@]}"; do
        name="${config%%:*}"
        read -r -a args <<<"${config#*:}"
        start_app "first-$name" "${args[@]}"
        line="$(java -cp "$WORK/classes" dev.simdjson.benchmarks.http.FirstRequests "http://127.0.0.1:$APP_PORT" "$COUNT")"
        stop_app "$APP_PID"
        APP_PID=""
        echo "$name sample $sample: $line" >&2
        # first-requests n=100 p50_ms=.. p99_ms=.. max_ms=.. first_ms=.. ready_ms=..
        awk -v n="$name" -v s="$sample" '{
            for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
            printf "%s\t%s\t%s\t%s\t%s\t%s\n", n, s, v["p50_ms"], v["p99_ms"], v["max_ms"], v["first_ms"]
        }' <<<"$line" >>"$RESULTS"
    done
done

col() { awk -F'\t' -v n="$1" -v f="$2" '$1 == n { print $f }' "$RESULTS" | median; }
all() { awk -F'\t' -v n="$1" -v f="$2" '$1 == n { printf "%s%.1f", sep, $f; sep = ", " }' "$RESULTS"; }
echo
echo "first $COUNT requests after start, $SAMPLES fresh JVMs per configuration (median of the per-JVM figures), $(nproc) CPUs, $(java -version 2>&1 | head -1)"
echo
echo "| app | p50 (ms) | p99 (ms) | max (ms) | first request (ms) | p99 of each JVM (ms) |"
echo "|---|---:|---:|---:|---:|---|"
for config in "${CONFIGS[@]}"; do
    name="${config%%:*}"
    printf '| %s | %.2f | %.2f | %.2f | %.1f | %s |\n' "$name" "$(col "$name" 3)" "$(col "$name" 4)" \
        "$(col "$name" 5)" "$(col "$name" 6)" "$(all "$name" 4)"
done

#!/usr/bin/env bash
# Frames per second through the starter's socket adapters into a channel, simd-json against Jackson 3 binding the
# same frames behind the same adapter (dev.simdjson.benchmarks.sockets.SocketThroughput), for UDS and TCP, Control
# (~420 B) and Telemetry (~1.1 KB) envelopes in u32 little-endian frames, 1 and 8 connections. Prints every
# measurement, then a markdown table of medians for docs/integration.md.
#
#   benchmarks/sockets/run-sockets.sh [--no-build] [--name NAME]   # FRAMES=200000 (in all) ROUNDS=3
#   benchmarks/sockets/run-sockets.sh --jmh             # the JMH end-to-end path instead (AdapterPathBenchmark,
#                                                       # beside EnvelopeBenchmark): docs/results/sockets/
#
# The medians (and every round) go to docs/results/sockets/NAME.json (default NAME: frames), the run's machine, JDK
# and command to NAME.meta.txt; the docs site charts them.
#
# Each configuration runs in a fresh JVM (-Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector),
# warms both parsers up with one full measurement each, then alternates them ROUNDS times. Needs a quiet machine:
# clients and server share its cores.
set -euo pipefail
# The project root and the JDK 25, as the HTTP scripts find them.
source "$(dirname "${BASH_SOURCE[0]}")/../http/lib.sh"
source benchmarks/results-meta.sh
BUILD=true
NAME=frames
JMH=false
while [[ $# -gt 0 ]]; do
    case "$1" in
        --no-build) BUILD=false; shift ;;
        --name) NAME="$2"; shift 2 ;;
        --jmh) JMH=true; shift ;;
        *) echo "run-sockets.sh: unknown argument '$1' (expected --no-build, --name NAME, --jmh)" >&2; exit 2 ;;
    esac
done
if [[ "$JMH" == true ]]; then
    # 3 forks, -Xms=-Xmx, AlwaysPreTouch (run.sh's defaults); kept out of docs/benchmarks.md's page.
    benchmarks/run.sh -n adapter-path --no-page 'AdapterPathBenchmark|EnvelopeBenchmark.(simdjsonVector|jackson)$'
    mkdir -p docs/results/sockets
    mv docs/results/adapter-path.json docs/results/adapter-path.meta.txt docs/results/sockets/
    exit 0
fi
FRAMES="${FRAMES:-200000}"
ROUNDS="${ROUNDS:-3}"
if [[ "$BUILD" == true ]]; then
    ./mvnw -B -ntp -q -pl benchmarks -am package -DskipTests
fi
OUT="benchmarks/sockets/target"
mkdir -p "$OUT"
RAW="$OUT/results.tsv"
: >"$RAW"
echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) CPUs, $(java -version 2>&1 | head -1)" >&2
for transport in uds tcp; do
    for frame in control telemetry; do
        for connections in 1 8; do
            per=$((FRAMES / connections))
            java -Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector \
                -cp benchmarks/target/benchmarks.jar dev.simdjson.benchmarks.sockets.SocketThroughput \
                "$transport" "$frame" "$connections" "$per" "$ROUNDS" 2>/dev/null | tee -a "$RAW"
        done
    done
done
# One pass over the measurements: the medians as a markdown table (for docs/integration.md) on stdout, and as the
# results file of the docs site's charts (one row per configuration, medians and every round's figure).
JSON="docs/results/sockets/$NAME.json"
mkdir -p "$(dirname "$JSON")"
echo
echo "| transport | frame | connections | simd-json frames/s | Jackson frames/s | ratio | simd-json CPU µs/frame | Jackson CPU µs/frame | simd-json B/frame | Jackson B/frame |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
awk -F'\t' -v frames="$FRAMES" -v rounds="$ROUNDS" -v json="$JSON" '
    function median(list,   n, i, j, t, v) {
        n = split(list, v, ",")
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] + 0 < v[i] + 0) { t = v[i]; v[i] = v[j]; v[j] = t }
        return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
    }
    function add(key, value) { vals[key] = (count[key]++ ? vals[key] "," : "") value }
    { key = $1 SUBSEP $2 SUBSEP $3
      if (!(key in seen)) { seen[key] = 1; order[++n] = key }
      add(key SUBSEP $4 SUBSEP 6, $6); add(key SUBSEP $4 SUBSEP 7, $7); add(key SUBSEP $4 SUBSEP 8, $8) }
    END {
        printf "{\"benchmark\":\"socket adapter frames/s\",\"metric\":\"frames/s\",\"higherIsBetter\":true,\n" > json
        printf " \"setup\":\"%d frames per measurement, %d alternating rounds (median) after a warm-up\",\n",
            frames, rounds > json
        printf " \"rows\":[" > json
        for (i = 1; i <= n; i++) {
            k = order[i]
            split(k, p, SUBSEP)
            s = median(vals[k, "simdjson", 6]); j = median(vals[k, "jackson", 6])
            sc = median(vals[k, "simdjson", 7]); jc = median(vals[k, "jackson", 7])
            sb = median(vals[k, "simdjson", 8]); jb = median(vals[k, "jackson", 8])
            printf "| %s | %s | %s | %.0f | %.0f | %.2f× | %.2f | %.2f | %.0f | %.0f |\n", p[1], p[2], p[3], s, j, s / j,
                sc, jc, sb, jb
            printf "%s\n  {\"label\":\"%s %s %s %s\",\"scores\":{\"simdjson\":%s,\"jackson\":%s},", (i > 1 ? "," : ""),
                p[1], p[2], p[3], (p[3] == 1 ? "connection" : "connections"), s, j > json
            printf "\"cpuMicrosPerFrame\":{\"simdjson\":%s,\"jackson\":%s},", sc, jc > json
            printf "\"bytesPerFrame\":{\"simdjson\":%s,\"jackson\":%s},", sb, jb > json
            printf "\"rounds\":{\"simdjson\":[%s],\"jackson\":[%s]}}", vals[k, "simdjson", 6], vals[k, "jackson", 6] > json
        }
        printf "\n]}\n" > json
    }' "$RAW"
write_meta "$JSON" env FRAMES="$FRAMES" ROUNDS="$ROUNDS" benchmarks/sockets/run-sockets.sh --name "$NAME"
echo "jvm: java -Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector" >>"${JSON%.json}.meta.txt"
echo "results: $JSON (+ .meta.txt)" >&2

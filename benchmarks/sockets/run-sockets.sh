#!/usr/bin/env bash
# Frames per second through the starter's socket adapters into a channel, simd-json against Jackson 3 binding the
# same frames behind the same adapter (dev.simdjson.benchmarks.sockets.SocketThroughput), for UDS and TCP, Control
# (~420 B) and Telemetry (~1.1 KB) envelopes in u32 little-endian frames, 1 and 8 connections. Prints every
# measurement, then a markdown table of medians for docs/integration.md.
#
#   benchmarks/sockets/run-sockets.sh [--no-build]      # FRAMES=200000 (per connection) ROUNDS=3
#   benchmarks/sockets/run-sockets.sh --jmh             # the JMH end-to-end path instead (AdapterPathBenchmark,
#                                                       # beside EnvelopeBenchmark): docs/results/sockets/
#
# Each configuration runs in a fresh JVM (-Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector),
# warms both parsers up with one full measurement each, then alternates them ROUNDS times. Needs a quiet machine:
# clients and server share its cores.
set -euo pipefail
# The project root and the JDK 25, as the HTTP scripts find them.
source "$(dirname "${BASH_SOURCE[0]}")/../http/lib.sh"
if [[ "${1:-}" == "--jmh" ]]; then
    # 3 forks, -Xms=-Xmx, AlwaysPreTouch (run.sh's defaults); kept out of docs/benchmarks.md's page.
    benchmarks/run.sh -n adapter-path --no-page 'AdapterPathBenchmark|EnvelopeBenchmark.(simdjsonVector|jackson)$'
    mkdir -p docs/results/sockets
    mv docs/results/adapter-path.json docs/results/adapter-path.meta.txt docs/results/sockets/
    exit 0
fi
FRAMES="${FRAMES:-200000}"
ROUNDS="${ROUNDS:-3}"
if [[ "${1:-}" != "--no-build" ]]; then
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
echo
echo "| transport | frame | connections | simd-json frames/s | Jackson frames/s | ratio | simd-json CPU µs/frame | Jackson CPU µs/frame | simd-json B/frame | Jackson B/frame |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
awk -F'\t' '
    function median(key, col,   n, i, j, t, v) {
        n = split(vals[key, col], v, " ")
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] + 0 < v[i] + 0) { t = v[i]; v[i] = v[j]; v[j] = t }
        return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
    }
    { key = $1 SUBSEP $2 SUBSEP $3; keys[key] = 1
      for (c = 6; c <= 8; c++) vals[key SUBSEP $4, c] = vals[key SUBSEP $4, c] " " $c }
    END {
        for (k in keys) {
            split(k, p, SUBSEP)
            s = median(k SUBSEP "simdjson", 6); j = median(k SUBSEP "jackson", 6)
            printf "| %s | %s | %s | %.0f | %.0f | %.2f× | %.2f | %.2f | %.0f | %.0f |\n", p[1], p[2], p[3], s, j, s / j,
                median(k SUBSEP "simdjson", 7), median(k SUBSEP "jackson", 7), median(k SUBSEP "simdjson", 8),
                median(k SUBSEP "jackson", 8)
        }
    }' "$RAW" | sort

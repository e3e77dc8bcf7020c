#!/usr/bin/env bash
# JSON-RPC 2.0 measurements (docs/jsonrpc.md):
#   1. in-process dispatch, JMH (JsonRpcDispatchBenchmark, the starter's dispatcher beside the same protocol on
#      Jackson 3, -prof gc for bytes per call; 3 forks, -Xms=-Xmx, AlwaysPreTouch): docs/results/jsonrpc/
#   2. over a Unix domain socket end to end (RpcSocketLoad), 1 and 8 connections, SECONDS (default 10) each, after
#      the floor of the machine (a JDK echo over a socket file).
#
#   benchmarks/jsonrpc/run-jsonrpc.sh [--no-build]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../http/lib.sh"
SECONDS_EACH="${SECONDS_EACH:-10}"
BUILD=()
if [[ "${1:-}" == "--no-build" ]]; then
    BUILD=(--no-build)
fi
benchmarks/run.sh -n jsonrpc-dispatch --no-page "${BUILD[@]}" 'JsonRpcDispatchBenchmark' -prof gc
mkdir -p docs/results/jsonrpc
mv docs/results/jsonrpc-dispatch.json docs/results/jsonrpc-dispatch.meta.txt docs/results/jsonrpc/
echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) CPUs, $(java -version 2>&1 | head -1)"
for connections in 1 8; do
    java -Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector \
        -cp benchmarks/target/benchmarks.jar dev.simdjson.benchmarks.jsonrpc.RpcSocketLoad \
        "$connections" "$SECONDS_EACH" 2>/dev/null
done

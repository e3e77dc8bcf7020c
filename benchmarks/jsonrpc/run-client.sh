#!/usr/bin/env bash
# The JSON-RPC client side (docs/jsonrpc.md, "Typed clients: measured"):
#   1. in process, JMH (JsonRpcClientBenchmark: a @JsonRpcClient proxy over JsonRpcTemplate beside a jsonrpc4j-style
#      client on Jackson 3, against a server stand-in that answers at once; 3 forks, -Xms=-Xmx, AlwaysPreTouch,
#      -prof gc): docs/results/jsonrpc/client.json
#   2. over a Unix domain socket (RpcSocketLoad typed): 1 and 8 caller threads sharing one typed client's connection,
#      SECONDS (default 10) each, after the floor of the machine (a JDK echo over a socket file).
#
#   benchmarks/jsonrpc/run-client.sh [--no-build]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../http/lib.sh"
SECONDS_EACH="${SECONDS_EACH:-10}"
BUILD=()
if [[ "${1:-}" == "--no-build" ]]; then
    BUILD=(--no-build)
fi
benchmarks/run.sh -n jsonrpc/client --no-page "${BUILD[@]}" 'JsonRpcClientBenchmark' -prof gc
echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) CPUs, $(java -version 2>&1 | head -1)"
for callers in 1 8; do
    java -Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector \
        -cp benchmarks/target/benchmarks.jar dev.simdjson.benchmarks.jsonrpc.RpcSocketLoad \
        "$callers" "$SECONDS_EACH" typed 2>/dev/null
done

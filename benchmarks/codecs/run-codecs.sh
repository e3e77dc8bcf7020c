#!/usr/bin/env bash
# Issue 11 measurements (docs/binding.md, "Generated codecs"): every typed read and write workload with simd-json
# (vector kernel; scalar kernel for the typed reads), Jackson 3 and fastjson2 side by side in one run, 3 forks,
# -Xms=-Xmx, AlwaysPreTouch, -prof gc for bytes per operation; then the first use of a 20-property record with and
# without generated classes. Results: docs/results/codecs/.
#
#   benchmarks/codecs/run-codecs.sh [--no-build]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
BUILD=()
if [[ "${1:-}" == "--no-build" ]]; then
    BUILD=(--no-build)
fi
READS='UsersBenchmark.(simdjsonReused|simdjsonScalar|jackson|fastjson2)$|TypedReadBenchmark.(simdjsonVector|simdjsonScalar|jackson|fastjson2)$'
READS+='|EnvelopeBenchmark.(simdjsonVector|jackson|fastjson2)$|OrdersAndTextBenchmark.(simdjsonVector|jackson|fastjson2)$'
WRITES='WriteBenchmark.(simdjson|jackson|fastjson2)$'
benchmarks/run.sh -n codecs --no-page "${BUILD[@]}" "$READS|$WRITES" -wi 3 -i 3 -prof gc
benchmarks/run.sh -n codec-generation --no-page --no-build 'CodecGenerationBenchmark' -wi 3 -i 3
benchmarks/run.sh -n codec-generation-off --no-page --no-build 'CodecGenerationBenchmark' -wi 3 -i 3 \
    -jvmArgsAppend '-Dsimdjson.bind.compiledReaders=false -Dsimdjson.write.compiledWriters=false'
mkdir -p docs/results/codecs
for name in codecs codec-generation codec-generation-off; do
    mv "docs/results/$name.json" "docs/results/$name.meta.txt" docs/results/codecs/
done

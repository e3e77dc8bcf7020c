#!/usr/bin/env bash
# Codec measurements (docs/binding.md, "Generated codecs"): every typed read and write workload with simd-json
# (vector kernel; scalar kernel for the typed reads), Jackson 3 and fastjson2 side by side in one run, 3 forks,
# -Xms=-Xmx, AlwaysPreTouch, -prof gc for bytes per operation; then the first use of a 20-property record with and
# without generated classes. Results: docs/results/codecs/.
#
#   benchmarks/codecs/run-codecs.sh [--no-build] [--suffix S]
#
#   --suffix S   results are named codecs-S.json and so on, next to the earlier runs, instead of replacing them
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
BUILD=()
SUFFIX=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --no-build) BUILD=(--no-build); shift ;;
        --suffix) SUFFIX="-$2"; shift 2 ;;
        *) echo "run-codecs.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
READS='UsersBenchmark.(simdjsonReused|simdjsonScalar|stage1Only|jackson|fastjson2)$|TypedReadBenchmark.(simdjsonVector|simdjsonScalar|jackson|fastjson2)$'
READS+='|EnvelopeBenchmark.(simdjsonVector|jackson|fastjson2)$|OrdersAndTextBenchmark.(simdjsonVector|jackson|fastjson2)$'
WRITES='WriteBenchmark.(simdjson|jackson|fastjson2)$'
benchmarks/run.sh -n "codecs$SUFFIX" --no-page "${BUILD[@]}" "$READS|$WRITES" -wi 3 -i 3 -prof gc
benchmarks/run.sh -n "codec-generation$SUFFIX" --no-page --no-build 'CodecGenerationBenchmark' -wi 3 -i 3
benchmarks/run.sh -n "codec-generation-off$SUFFIX" --no-page --no-build 'CodecGenerationBenchmark' -wi 3 -i 3 \
    -jvmArgsAppend '-Dsimdjson.bind.compiledReaders=false -Dsimdjson.write.compiledWriters=false'
mkdir -p docs/results/codecs
for name in "codecs$SUFFIX" "codec-generation$SUFFIX" "codec-generation-off$SUFFIX"; do
    mv "docs/results/$name.json" "docs/results/$name.meta.txt" docs/results/codecs/
done

#!/usr/bin/env bash
# The vector kernel at each width on this machine, beside the scalar kernel (docs/performance.md, "Vector widths"):
# stage 1 alone and typed reads of the corpus, each width in its own JMH run (3 forks, -Xms=-Xmx, AlwaysPreTouch) with
# the scalar kernel measured in the same run:
#   - 128: -XX:MaxVectorSize=16, the JVM's preferred width on AArch64 NEON and on x86 without AVX2 (on x86 it stands in
#     for NEON: the same Java code, compiled to SSE/AVX instructions instead of NEON ones);
#   - 256: -Dsimdjson.vectorBits=256 (only where the CPU has AVX2 or wider);
#   - native: the JVM's own width (512 bits on AVX-512 machines, 256 on AVX2 ones).
# Results: docs/results/widths/{w128,w256,native}.json, then the table of all three.
#
#   benchmarks/widths/run-widths.sh [--no-build] [128|256|native...]   (default: all three; the table reads all three)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
BUILD=()
if [[ "${1:-}" == "--no-build" ]]; then
    BUILD=(--no-build)
    shift
fi
WIDTHS=("$@")
[[ ${#WIDTHS[@]} -gt 0 ]] || WIDTHS=(128 256 native)
SELECTION='Stage1Benchmark.index|TypedReadBenchmark.simdjson(Vector|Scalar)$'
FILES=(-p file=twitter.json,citm_catalog.json,canada.json)
for width in "${WIDTHS[@]}"; do
    case "$width" in
        128) benchmarks/run.sh -n widths/w128 --no-page "${BUILD[@]}" "$SELECTION" "${FILES[@]}" \
                 -jvmArgsAppend -XX:MaxVectorSize=16 ;;
        256) benchmarks/run.sh -n widths/w256 --no-page "${BUILD[@]}" "$SELECTION" "${FILES[@]}" \
                 -jvmArgsAppend -Dsimdjson.vectorBits=256 ;;
        native) benchmarks/run.sh -n widths/native --no-page "${BUILD[@]}" "$SELECTION" "${FILES[@]}" ;;
        *) echo "run-widths.sh: unknown width '$width' (128, 256 or native)" >&2; exit 2 ;;
    esac
    BUILD=(--no-build)
done
export JAVA_HOME="${SIMDJSON_JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
JAVA="$JAVA_HOME/bin/java"
NATIVE_BITS="$("$JAVA" --add-modules=jdk.incubator.vector -cp benchmarks/target/benchmarks.jar dev.simdjson.cli.SimdJsonCli \
    info --implementation=vector 2>/dev/null | sed -n 's/^bit width: //p')"
echo
echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) CPUs, $("$JAVA" -version 2>&1 | head -1)"
"$JAVA" -cp benchmarks/target/benchmarks.jar dev.simdjson.benchmarks.report.WidthsTable \
    128=docs/results/widths/w128.json 256=docs/results/widths/w256.json \
    "$NATIVE_BITS (native)=docs/results/widths/native.json"

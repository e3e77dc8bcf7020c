#!/usr/bin/env bash
# Splits where the time of one JMH benchmark goes: stage 1, stage 2 / binding, writing, string and number
# conversion, allocation, GC -- the way simdjson's JSON-to-struct profile split parse / bind / drop.
#
#   benchmarks/profile-split.sh [BENCHMARK_REGEX] [JMH options...]
#   e.g. benchmarks/profile-split.sh 'UsersBenchmark.simdjsonReused' -p users=500
#
# Runs one fork with JMH's JFR profiler (1 ms execution samples), then buckets every sample by the first
# simd-json frame on its stack and adds the GC pause total from the same recording. Needs a built benchmarks.jar
# (benchmarks/run.sh builds it). Not part of any test run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export JAVA_HOME="${SIMDJSON_JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
export PATH="$JAVA_HOME/bin:$PATH"
REGEX="${1:-UsersBenchmark.simdjsonReused}"
[[ $# -gt 0 ]] && shift
OUT="$(mktemp -d)"
echo "+ java -jar benchmarks/target/benchmarks.jar '$REGEX' -f 1 -wi 3 -i 5 -prof jfr:dir=$OUT $*"
java --add-modules=jdk.incubator.vector -jar benchmarks/target/benchmarks.jar "$REGEX" -f 1 -wi 3 -w 1s -i 5 -r 1s \
    -jvmArgs "-Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector" \
    -prof "jfr:dir=$OUT;configName=profile" "$@" | grep -E '^(Benchmark|[A-Za-z].*(avgt|thrpt))'
for jfr in $(find "$OUT" -name '*.jfr'); do
    echo "== $(basename "$(dirname "$jfr")")"
    jfr print --events jdk.ExecutionSample "$jfr" | awk '
        /stackTrace = \[/ { inStack = 1; bucket = ""; next }
        inStack && /^[ \t]+[a-zA-Z]/ {
            if (bucket == "") {
                if ($0 ~ /dev\.simdjson\.internal\.stage1|jdk\.incubator\.vector|dev\.simdjson\.internal\.runtime\.Stage1/) bucket = "stage 1 (index + UTF-8)"
                else if ($0 ~ /dev\.simdjson\.internal\.stage2/) bucket = "stage 2 (walker, tape)"
                else if ($0 ~ /dev\.simdjson\.internal\.number/) bucket = "numbers"
                else if ($0 ~ /dev\.simdjson\.internal\.text|java\.lang\.String/) bucket = "strings"
                else if ($0 ~ /dev\.simdjson\.internal\.bind/) bucket = "binding"
                else if ($0 ~ /dev\.simdjson\.internal\.write/) bucket = "writing"
                else if ($0 ~ /tools\.jackson|com\.alibaba|org\.simdjson/) bucket = "peer library"
            }
            next
        }
        inStack && /\]/ { inStack = 0; if (bucket == "") bucket = "other (JDK, JMH, allocation)"; count[bucket]++; total++ }
        END { for (b in count) printf "  %5.1f %%  %-30s (%d samples)\n", 100 * count[b] / total, b, count[b] }' | sort -rn
    jfr summary "$jfr" | awk '/jdk.GarbageCollection /{print "  GC events: " $2}'
    jfr print --events jdk.GarbageCollection "$jfr" | awk '/sumOfPauses/ { gsub(/[^0-9.]/, "", $3); s += $3 } END { printf "  GC pauses: %.1f ms in total\n", s }'
done

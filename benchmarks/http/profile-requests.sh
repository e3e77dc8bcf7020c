#!/usr/bin/env bash
# Where a request's CPU time goes in the demo app under wrk load: JSON work (simd-json or Jackson) against Tomcat,
# Spring MVC and the rest. Answers why a small body gains little end to end.
#
#   benchmarks/http/profile-requests.sh [--no-build] [CASE]      CASE: telemetry-1k (default), telemetry-50k, batch-50k
#
# Environment (defaults): DURATION=20s WARMUP=10s THREADS=1 CONNECTIONS=16
#
# Starts the demo jar twice in turn (starter, then --simdjson.enabled=false), warms it up with wrk for WARMUP, then
# records JFR execution samples (profile settings) for DURATION of wrk load and buckets every sample (see bucket()).
# wrk's own CPU is not in the JVM's samples. Recordings stay in benchmarks/http/target/*.jfr for `jfr print`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
BUILD_ARG=""
if [[ "${1:-}" == "--no-build" ]]; then
    BUILD_ARG="--no-build"
    shift
fi
CASE="${1:-telemetry-1k}"
DURATION="${DURATION:-20s}"
WARMUP="${WARMUP:-10s}"
THREADS="${THREADS:-1}"
CONNECTIONS="${CONNECTIONS:-16}"
command -v wrk >/dev/null || { echo "wrk is missing: run benchmarks/http/run-wrk.sh once (it installs it)" >&2; exit 1; }
build_demo "$BUILD_ARG"
compile_helpers
java -cp "$WORK/classes" dev.simdjson.benchmarks.http.TelemetryBodies "$WORK/bodies" >/dev/null

# Each sample goes to the first frame, walking from the leaf, that belongs to a known part: JDK frames count for
# the code that called them (a String built by the binder is JSON work, a socket write by Tomcat is Tomcat's).
bucket() {
    jfr print --stack-depth 64 --events jdk.ExecutionSample "$1" | awk '
        /stackTrace = \[/ { inStack = 1; b = ""; next }
        inStack && /^[ \t]+[a-zA-Z]/ {
            f = $1
            if (b == "") {
                if (f ~ /^dev\.simdjson\.spring\.actuate\./) b = "simd-json metrics (Micrometer)"
                else if (f ~ /^dev\.simdjson\.spring\./) b = "simd-json converter (body in and out)"
                else if (f ~ /^dev\.simdjson\.demo\./) b = "the demo controller"
                else if (f ~ /^dev\.simdjson\./) b = "JSON: simd-json core (parse, bind, write)"
                else if (f ~ /^tools\.jackson\./) b = "JSON: Jackson (parse, bind, write)"
                else if (f ~ /^org\.springframework\.http\.converter\.json\./) b = "JSON: Jackson (parse, bind, write)"
                else if (f ~ /^io\.micrometer\./) b = "Micrometer (Spring observations, other meters)"
                else if (f ~ /^org\.apache\.(tomcat|coyote|catalina)/) b = "Tomcat (HTTP, sockets)"
                else if (f ~ /^org\.springframework\./) b = "Spring (MVC dispatch, converters, context)"
            }
            next
        }
        inStack && /\]/ { inStack = 0; if (b == "") b = "JDK and other (threads, GC, JIT)"; count[b]++; total++ }
        END { for (k in count) printf "| %s | %.1f %% | %d |\n", k, 100 * count[k] / total, count[k] }' | sort -t'|' -k3 -rn
}

APP_PID=""
trap '[[ -n "$APP_PID" ]] && stop_app "$APP_PID"' EXIT

for config in starter jackson; do
    args=()
    [[ "$config" == jackson ]] && args=(--simdjson.enabled=false)
    start_app "$config" "${args[@]}"
    url="http://127.0.0.1:$APP_PORT/api/envelopes"
    [[ "$CASE" == batch-* ]] && url="http://127.0.0.1:$APP_PORT/api/telemetry/batch"
    BODY_FILE="$WORK/bodies/$CASE.json" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARMUP" -s benchmarks/http/post.lua "$url" >/dev/null
    jcmd "$APP_PID" JFR.start name=requests settings=profile >/dev/null
    rps="$(BODY_FILE="$WORK/bodies/$CASE.json" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" -s benchmarks/http/post.lua "$url" \
        | awk '/Requests\/sec/ { print $2 }')"
    jcmd "$APP_PID" JFR.dump name=requests filename="$WORK/$config-$CASE.jfr" >/dev/null
    stop_app "$APP_PID"
    APP_PID=""
    echo
    echo "### $config, $CASE: $rps requests/s while recording"
    echo
    echo "| where | share of samples | samples |"
    echo "|---|---:|---:|"
    bucket "$WORK/$config-$CASE.jfr"
done

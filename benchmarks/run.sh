#!/usr/bin/env bash
# Runs the JMH benchmarks and regenerates docs/benchmarks.md (+ SVG charts in docs/results/).
#
#   benchmarks/run.sh [-n NAME] [--smoke] [--no-build] [--no-page] [REGEX [JMH options...]]
#
#   REGEX        JMH benchmark regex (default: everything), e.g. DomParse, 'DomParse.*jackson', Stage1
#   JMH options  passed on to JMH, e.g. -p file=twitter.json; -f/-wi/-w/-i/-r replace the defaults below
#                (fewer than 3 forks only with --smoke)
#   -n NAME      results go to docs/results/NAME.json (default: derived from REGEX, "all" for everything)
#   --smoke      1 fork, 1 warm-up and 1 measured iteration: checks that everything runs; results and page go to
#                benchmarks/target/smoke/, never to docs/
#   --no-build   do not rebuild benchmarks/target/benchmarks.jar even when sources are newer
#   --no-page    do not regenerate the results page
#
# Steady-state benchmarks run with -f 3 -wi 5 -w 1s -i 5 -r 1s; FirstParseBenchmark (first parse in a fresh JVM)
# runs separately with -f 10 -wi 0 -i 1, as its single-shot design needs. Every fork runs with
# -Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector. Run it from a quiet machine: nothing else
# busy, since a 2-core box has no spare core for noise.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# JDK 25: SIMDJSON_JAVA_HOME, else the Temurin 25 of the project machines, else JAVA_HOME.
if [[ -n "${SIMDJSON_JAVA_HOME:-}" ]]; then
    export JAVA_HOME="$SIMDJSON_JAVA_HOME"
elif [[ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]]; then
    export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
if [[ -z "${JAVA_HOME:-}" ]]; then
    echo "run.sh: set JAVA_HOME (or SIMDJSON_JAVA_HOME) to a JDK 25" >&2
    exit 2
fi
export PATH="$JAVA_HOME/bin:$PATH"
JAVA="$JAVA_HOME/bin/java"

NAME=""
SMOKE=false
BUILD=true
PAGE=true
while [[ $# -gt 0 ]]; do
    case "$1" in
        -n) NAME="$2"; shift 2 ;;
        --smoke) SMOKE=true; shift ;;
        --no-build) BUILD=false; shift ;;
        --no-page) PAGE=false; shift ;;
        -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) break ;;
    esac
done
REGEX="${1:-.}"
[[ $# -gt 0 ]] && shift
EXTRA=("$@")

JAR=benchmarks/target/benchmarks.jar
JVM_ARGS="-Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector"

# ---- build when the jar is missing or older than any source or pom it is made from (the typed binding models come
#      from simd-json-core's test sources, through its test-jar: -DskipTests still compiles and packages them,
#      -Dmaven.test.skip=true would not)
if $BUILD; then
    stale=false
    if [[ ! -f "$JAR" ]]; then
        stale=true
    elif [[ -n "$(find pom.xml benchmarks/pom.xml simd-json-core/pom.xml benchmarks/src simd-json-core/src/main \
                   simd-json-core/src/test/java/dev/simdjson/binding/model \
                   -newer "$JAR" -type f -print -quit 2>/dev/null)" ]]; then
        stale=true
    fi
    if $stale; then
        echo "+ ./mvnw -q -DskipTests package -pl benchmarks -am"
        ./mvnw -q -DskipTests package -pl benchmarks -am
    fi
fi
[[ -f "$JAR" ]] || { echo "run.sh: $JAR missing (build failed?)" >&2; exit 1; }

# ---- options: the defaults, unless the caller gave the same option
has_option() {
    local want="$1" arg
    for arg in "${EXTRA[@]+"${EXTRA[@]}"}"; do
        [[ "$arg" == "$want" ]] && return 0
    done
    return 1
}
for forbidden in -jvmArgs -rf -rff -o; do
    if has_option "$forbidden"; then
        echo "run.sh: $forbidden is set by the script (use -jvmArgsAppend for more JVM options)" >&2
        exit 2
    fi
done
if ! $SMOKE && has_option -f; then
    for ((k = 0; k < ${#EXTRA[@]}; k++)); do
        if [[ "${EXTRA[$k]}" == "-f" && "${EXTRA[$((k + 1))]:-0}" -lt 3 ]]; then
            echo "run.sh: published runs need at least 3 forks (use --smoke for a quick check)" >&2
            exit 2
        fi
    done
fi

defaults() { # defaults OPTION VALUE...: echo the pair(s) unless the caller set OPTION
    local option="$1"; shift
    has_option "$option" || printf '%s\n' "$option" "$@"
}

if $SMOKE; then
    OUT_DIR=benchmarks/target/smoke
    mapfile -t STEADY_OPTS < <(defaults -f 1; defaults -wi 1; defaults -w 1s; defaults -i 1; defaults -r 1s)
    mapfile -t FIRST_OPTS < <(defaults -f 1; defaults -wi 0; defaults -i 1)
else
    OUT_DIR=docs/results
    mapfile -t STEADY_OPTS < <(defaults -f 3; defaults -wi 5; defaults -w 1s; defaults -i 5; defaults -r 1s)
    mapfile -t FIRST_OPTS < <(defaults -f 10; defaults -wi 0; defaults -i 1)
fi
mkdir -p "$OUT_DIR"

if [[ -z "$NAME" ]]; then
    if [[ "$REGEX" == "." || "$REGEX" == ".*" ]]; then
        NAME=all
    else
        NAME="$(printf '%s' "$REGEX" | tr -c 'A-Za-z0-9_-' '_' | sed 's/__*/_/g; s/^_//; s/_$//')"
        NAME="${NAME:-run}"
    fi
fi
mkdir -p "$(dirname "$OUT_DIR/$NAME")" # a NAME like kafka/serdes files the run under an area folder

# ---- which benchmarks the regex selects: first-parse ones need their own JMH invocation
mapfile -t SELECTED < <("$JAVA" -jar "$JAR" -l "$REGEX" 2>/dev/null | sed -n '/^Benchmarks:/,$p' | tail -n +2 | sed '/^\s*$/d')
if [[ ${#SELECTED[@]} -eq 0 ]]; then
    echo "run.sh: no benchmark matches '$REGEX' (list them: $JAVA -jar $JAR -l)" >&2
    exit 2
fi
FIRST_SELECTED=()
STEADY_COUNT=0
for b in "${SELECTED[@]}"; do
    if [[ "$b" == *.FirstParseBenchmark.* ]]; then
        FIRST_SELECTED+=("FirstParseBenchmark\\.${b##*.}\$")
    else
        STEADY_COUNT=$((STEADY_COUNT + 1))
    fi
done
FIRST_ALL="$("$JAVA" -jar "$JAR" -l 'FirstParseBenchmark' 2>/dev/null | grep -c '\.FirstParseBenchmark\.' || true)"
if [[ ${#FIRST_SELECTED[@]} -gt 0 && ${#FIRST_SELECTED[@]} -eq $FIRST_ALL ]]; then
    FIRST_SELECTED=(FirstParseBenchmark)
fi

# quote and write_meta (the run's facts beside its results)
source benchmarks/results-meta.sh

run_jmh() { # run_jmh RESULTS_JSON JMH-ARGS...
    local json="$1"; shift
    local cmd=("$JAVA" --add-modules=jdk.incubator.vector -jar "$JAR" "$@" -jvmArgs "$JVM_ARGS" -rf json -rff "$json")
    echo
    echo "+ $(quote "${cmd[@]}")"
    echo
    "${cmd[@]}"
    write_meta "$json" "${cmd[@]}"
    printf 'heap: %s\nsmoke: %s\n' "$JVM_ARGS" "$SMOKE" >> "${json%.json}.meta.txt"
}

status=0
if [[ $STEADY_COUNT -gt 0 ]]; then
    run_jmh "$OUT_DIR/$NAME.json" "$REGEX" -e 'FirstParseBenchmark' "${STEADY_OPTS[@]}" \
        "${EXTRA[@]+"${EXTRA[@]}"}" || status=$?
fi
if [[ ${#FIRST_SELECTED[@]} -gt 0 && $status -eq 0 ]]; then
    run_jmh "$OUT_DIR/$NAME-first-parse.json" "${FIRST_SELECTED[@]}" "${FIRST_OPTS[@]}" \
        "${EXTRA[@]+"${EXTRA[@]}"}" || status=$?
fi

if $PAGE; then
    if $SMOKE; then
        page=(--results "$OUT_DIR" --out "$OUT_DIR/benchmarks.md")
    else
        page=(--results docs/results --out docs/benchmarks.md)
    fi
    echo
    echo "+ $(quote "$JAVA" -cp "$JAR" dev.simdjson.benchmarks.report.ResultsPage "${page[@]}")"
    "$JAVA" -cp "$JAR" dev.simdjson.benchmarks.report.ResultsPage "${page[@]}"
fi
exit $status

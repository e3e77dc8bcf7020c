#!/usr/bin/env bash
# Fuzzes each @FuzzTest target in turn for a time budget (Jazzer, JAZZER_FUZZ=1), one target at a time.
#   scripts/fuzz.sh [seconds-per-target] [target...]
# A target is Module:TestClass#method; without targets, all of them. A crash stops that target, leaves the input
# in the module's src/test/resources/<package>/<TestClass>Inputs/<method>/ (Jazzer's convention: from then on a
# seed that `./mvnw verify` replays), and makes the script exit non-zero at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-180}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(
        simd-json-core:dev.simdjson.ParserFuzzTest#bytes
        simd-json-core:dev.simdjson.ParserFuzzTest#buffers
        simd-json-core:dev.simdjson.ParserFuzzTest#streams
        simd-json-core:dev.simdjson.ParserFuzzTest#documentStreams
        simd-json-core:dev.simdjson.binding.BindingFuzzTest#typed
        simd-json-autoconfigure:dev.simdjson.spring.integration.FramingFuzzTests#deserialize
        simd-json-autoconfigure:dev.simdjson.spring.jsonrpc.JsonRpcDispatcherFuzzTests#dispatch
    )
fi
failed=()
for target in "${targets[@]}"; do
    module="${target%%:*}"
    test="${target#*:}"
    echo "== fuzzing $test (${seconds}s)"
    # Only the default surefire execution: the core's second one (interpreted codecs) would fuzz the target twice.
    if ! JAZZER_FUZZ=1 JAZZER_MAX_DURATION="${seconds}s" ./mvnw -B -ntp -q -pl "$module" -am test-compile \
            surefire:test@default-test -Dtest="$test" -Dsurefire.failIfNoSpecifiedTests=false; then
        failed+=("$test")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "crashes found in: ${failed[*]}" >&2
    exit 1
fi
echo "no crash in ${#targets[@]} targets, ${seconds}s each"

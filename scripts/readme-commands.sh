#!/usr/bin/env bash
# Runs every command the README gives a newcomer (the curl requests, the bundled frame and JSON-RPC clients, the
# CLI) against a freshly started demo app, as written, and fails when one of them fails or prints nothing.
# The build commands (./mvnw ...) are not rerun: run it after `./mvnw verify` (.ci/run does).
#
#   scripts/readme-commands.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]]; then
    export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
export PATH="$JAVA_HOME/bin:$PATH"
JAR=demo-app/target/demo-app-0.1.0-SNAPSHOT.jar
[[ -f "$JAR" ]] || { echo "readme-commands: $JAR is missing: run ./mvnw verify first" >&2; exit 2; }
if curl -sf localhost:8080/actuator/health >/dev/null 2>&1; then
    echo "readme-commands: something already answers on port 8080; stop it first" >&2
    exit 2
fi

LOG=$(mktemp)
java --add-modules=jdk.incubator.vector -jar "$JAR" >"$LOG" 2>&1 &
DEMO=$!
trap 'kill $DEMO 2>/dev/null || true; wait $DEMO 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
    curl -sf localhost:8080/actuator/health >/dev/null 2>&1 && break
    kill -0 $DEMO 2>/dev/null || { cat "$LOG"; echo "readme-commands: the demo did not start" >&2; exit 1; }
    sleep 1
done
grep -E 'Envelope frames|JSON-RPC 2.0 over' "$LOG" | sed 's/.*: /demo: /'

# The README's fenced bash blocks, continuation lines joined, without the build commands and comments.
mapfile -t COMMANDS < <(awk '
    /^```bash/ { inBlock = 1; next }
    /^```/ { inBlock = 0; next }
    inBlock {
        line = $0
        if (pending != "") { line = pending " " line; pending = "" }
        if (line ~ /\\$/) { sub(/\\$/, "", line); pending = line; next }
        if (line ~ /^(curl|java) /) print line
    }' README.md)

failed=0
for command in "${COMMANDS[@]}"; do
    if output=$(bash -c "$command" 2>&1) && [[ -n "$output" ]]; then
        printf 'ok    %s\n      %s\n' "${command:0:110}" "$(echo "$output" | head -1 | cut -c1-110)"
    else
        printf 'FAIL  %s\n%s\n' "$command" "$output"
        failed=1
    fi
done
# What the README promises these show.
curl -s localhost:8080/actuator/simdjson | grep -q '"implementation"' || { echo "FAIL  /actuator/simdjson shows no kernel"; failed=1; }
curl -s localhost:8080/api/frames | grep -q '"control":[1-9]' || { echo "FAIL  no frames arrived"; failed=1; }
echo "readme-commands: ${#COMMANDS[@]} commands, $([[ $failed == 0 ]] && echo 'all passed' || echo 'some FAILED')"
exit $failed

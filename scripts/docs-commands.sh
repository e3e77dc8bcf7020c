#!/usr/bin/env bash
# Runs every command the README and the docs pages give against the demo app (the curl requests, the bundled frame
# and JSON-RPC clients) and the README's CLI commands, as written, against a freshly started demo, and fails when one
# of them fails or prints nothing, or prints something else than the output the page shows for it (a comment line
# "# {...}" right after the command). The rest is checked by the docs module's DocsCommandsTest: the CLI sessions of
# docs/cli.md run there and must print what the page shows; benchmark scripts (minutes to an hour each, run on
# demand) must exist and know the options the pages give them. Run it after `./mvnw verify` (.ci/run does).
#
#   scripts/docs-commands.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]]; then
    export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
export PATH="$JAVA_HOME/bin:$PATH"
JAR=demo-app/target/demo-app-0.1.0-SNAPSHOT.jar
[[ -f "$JAR" ]] || { echo "docs-commands: $JAR is missing: run ./mvnw verify first" >&2; exit 2; }
if curl -sf localhost:8080/actuator/health >/dev/null 2>&1; then
    echo "docs-commands: something already answers on port 8080; stop it first" >&2
    exit 2
fi

LOG=$(mktemp)
java --add-modules=jdk.incubator.vector -jar "$JAR" >"$LOG" 2>&1 &
DEMO=$!
trap 'kill $DEMO 2>/dev/null || true; wait $DEMO 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
    curl -sf localhost:8080/actuator/health >/dev/null 2>&1 && break
    kill -0 $DEMO 2>/dev/null || { cat "$LOG"; echo "docs-commands: the demo did not start" >&2; exit 1; }
    sleep 1
done
grep -E 'Envelope frames|JSON-RPC 2.0 over' "$LOG" | sed 's/.*: /demo: /'

# The fenced bash/sh blocks of the README and docs/*.md, continuation lines joined: each curl or java command
# (not the JMH runs of benchmarks.jar, nor a synopsis with <placeholders>), as "page:line<TAB>command<TAB>expected",
# where expected is the output a page shows on the comment line right after the command ("# {...}" or "# [...]").
mapfile -t COMMANDS < <(awk '
    function flush() { if (command != "") print where "\t" command "\t" expected; command = ""; expected = "" }
    FNR == 1 { flush(); inBlock = 0; pending = "" }
    /^```(bash|sh)$/ { inBlock = 1; next }
    /^```/ { flush(); inBlock = 0; next }
    inBlock {
        line = $0
        if (pending == "" && command != "" && line ~ /^# [[{]/) { expected = substr(line, 3); flush(); next }
        if (pending != "") { line = pending " " line; pending = "" } else { start = FNR }
        if (line ~ /\\$/) { sub(/\\$/, "", line); pending = line; next }
        flush()
        if (line ~ /^(curl|java) / && line !~ /benchmarks\.jar|</) { where = FILENAME ":" start; command = line }
    }
    END { flush() }' README.md docs/*.md)

failed=0
for entry in "${COMMANDS[@]}"; do
    IFS=$'\t' read -r where command expected <<<"$entry"
    if ! output=$(bash -c "$command" 2>&1) || [[ -z "$output" ]]; then
        printf 'FAIL  %s  %s\n%s\n' "$where" "$command" "$output"
        failed=1
    elif [[ -n "$expected" && "$output" != "$expected" ]]; then
        printf 'FAIL  %s  %s\n      printed %s\n      the page shows %s\n' "$where" "$command" "$output" "$expected"
        failed=1
    else
        printf 'ok    %s  %s\n      %s\n' "$where" "${command:0:100}" "$(echo "$output" | head -1 | cut -c1-110)"
    fi
done
# What the README promises these show.
curl -s localhost:8080/actuator/simdjson | grep -q '"implementation"' || { echo "FAIL  /actuator/simdjson shows no kernel"; failed=1; }
curl -s localhost:8080/api/frames | grep -q '"control":[1-9]' || { echo "FAIL  no frames arrived"; failed=1; }
echo "docs-commands: ${#COMMANDS[@]} commands, $([[ $failed == 0 ]] && echo 'all passed' || echo 'some FAILED')"
exit $failed

#!/usr/bin/env bash
# Runs every command the README and the docs pages give against the demo app (the curl requests, the bundled frame
# and JSON-RPC clients), as written, against a freshly started demo (with a Kafka broker from
# demo-app/kafka/start-broker.sh beside it, for the envelopes over Kafka), and fails when one of them fails or prints
# nothing, or prints something else than the output the page shows for it (a comment line "# {...}" right after the
# command). The commands come from the docs module (dev.simdjson.docs.DocCommands); its DocsCommandsTest runs or
# checks all the others: the CLI sessions of docs/cli.md and the README's CLI commands run there and must print what
# the page shows; benchmark scripts (minutes to an hour each, run on demand) must exist and know the options the
# pages give them. Run it after `./mvnw verify` (.ci/run does).
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

# The commands of the README and docs/*.md that need the demo (DocCommands, the docs module's reading of the pages:
# continuation lines joined, the output a page shows on a "# {...}" line right after a command), as
# "page:line<TAB>command<TAB>expected".
[[ -d docs/target/classes ]] || { echo "docs-commands: docs/target/classes is missing: run ./mvnw verify first" >&2; exit 2; }
mapfile -t COMMANDS < <(java -cp docs/target/classes dev.simdjson.docs.DocCommands .)
[[ ${#COMMANDS[@]} -gt 0 ]] || { echo "docs-commands: no demo commands found in the docs" >&2; exit 1; }

# A Kafka broker for the demo's envelopes over Kafka (docs/kafka.md): the script the page gives, on a fresh data dir.
source demo-app/kafka/broker-functions.sh
KAFKA_PORT=9092
DEMO=
trap 'kill $DEMO 2>/dev/null || true; wait $DEMO 2>/dev/null || true; stop_kafka_broker' EXIT
start_kafka_broker $KAFKA_PORT "$(mktemp)"

LOG=$(mktemp)
java --add-modules=jdk.incubator.vector -jar "$JAR" --spring.kafka.bootstrap-servers=localhost:$KAFKA_PORT \
    >"$LOG" 2>&1 &
DEMO=$!
for _ in $(seq 1 120); do
    curl -sf localhost:8080/actuator/health >/dev/null 2>&1 && break
    kill -0 $DEMO 2>/dev/null || { cat "$LOG"; echo "docs-commands: the demo did not start" >&2; exit 1; }
    sleep 1
done
grep -E 'Envelope frames|JSON-RPC 2.0 over|Envelopes over Kafka' "$LOG" | sed 's/.*: /demo: /'

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
for _ in $(seq 1 30); do
    curl -s localhost:8080/api/kafka/envelopes | grep -q '"receivedControl":[1-9]' && break
    sleep 1
done
curl -s localhost:8080/api/kafka/envelopes | grep -q '"receivedControl":[1-9]' \
    || { echo "FAIL  no envelope came back from Kafka"; failed=1; }
curl -s localhost:8080/actuator/simdjson | grep -q 'SimdJsonKafkaDeserializer' \
    || { echo "FAIL  /actuator/simdjson lists no Kafka factory switched"; failed=1; }
echo "docs-commands: ${#COMMANDS[@]} commands, $([[ $failed == 0 ]] && echo 'all passed' || echo 'some FAILED')"
exit $failed

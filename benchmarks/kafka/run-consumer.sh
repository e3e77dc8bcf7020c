#!/usr/bin/env bash
# Records per second from a Kafka topic into a typed listener, simd-json's value deserializer against Spring Kafka's
# Jackson one on the same topic (dev.simdjson.benchmarks.kafka.KafkaConsumerThroughput), for Control (~420 B) and
# Telemetry (~1.1 KB) envelopes. Starts its own broker first (demo-app/kafka/start-broker.sh on a fresh data
# directory, port 19092; a separate process, so the CPU figures are the consumer's alone). Prints every
# measurement, then a markdown table of medians for docs/kafka.md.
#
#   benchmarks/kafka/run-consumer.sh [--no-build] [--name NAME]   # RECORDS=200000 ROUNDS=3
#
# The medians (and every round) go to docs/results/kafka/NAME.json (default NAME: consumer), the run's machine, JDK
# and command to NAME.meta.txt. Needs a quiet machine: the broker and the consumer share its cores.
set -euo pipefail
# The project root and the JDK 25, as the HTTP scripts find them.
source "$(dirname "${BASH_SOURCE[0]}")/../http/lib.sh"
source benchmarks/results-meta.sh
BUILD=true
NAME=consumer
while [[ $# -gt 0 ]]; do
    case "$1" in
        --no-build) BUILD=false; shift ;;
        --name) NAME="$2"; shift 2 ;;
        *) echo "run-consumer.sh: unknown argument '$1' (expected --no-build, --name NAME)" >&2; exit 2 ;;
    esac
done
RECORDS="${RECORDS:-200000}"
ROUNDS="${ROUNDS:-3}"
if [[ "$BUILD" == true ]]; then
    ./mvnw -B -ntp -q -pl benchmarks -am package -DskipTests
fi
OUT="benchmarks/kafka/target"
mkdir -p "$OUT"

# The broker: demo-app/kafka/start-broker.sh on a fresh data directory (its own process and port).
source demo-app/kafka/broker-functions.sh
trap stop_kafka_broker EXIT
start_kafka_broker 19092 "$OUT/broker.log"

echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) CPUs, $(java -version 2>&1 | head -1)" >&2
JSON="docs/results/kafka/$NAME.json"
java -Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector \
    -cp benchmarks/target/benchmarks.jar dev.simdjson.benchmarks.kafka.KafkaConsumerThroughput \
    localhost:19092 "$RECORDS" "$ROUNDS" "$JSON" 2>/dev/null
write_meta "$JSON" env RECORDS="$RECORDS" ROUNDS="$ROUNDS" benchmarks/kafka/run-consumer.sh --name "$NAME"
echo "jvm: java -Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector" >>"${JSON%.json}.meta.txt"
echo "results: $JSON (+ .meta.txt)" >&2

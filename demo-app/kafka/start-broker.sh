#!/usr/bin/env bash
# Starts a single-node Kafka broker for the demo: KRaft (broker and controller in one process) on localhost, from
# Kafka's jars on Maven Central (resolved by the Maven wrapper; no container image, no other download). Runs in the
# foreground until Ctrl-C; the data stays in $KAFKA_DATA between runs.
#
#   demo-app/kafka/start-broker.sh            # listens on localhost:9092 (controller on 9093)
#   KAFKA_PORT=19092 demo-app/kafka/start-broker.sh
#
# Then: ./mvnw -pl demo-app -am spring-boot:run -Dspring-boot.run.arguments=--spring.kafka.bootstrap-servers=localhost:9092
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT="${KAFKA_PORT:-9092}"
CONTROLLER_PORT="$((PORT + 1))"
DATA="${KAFKA_DATA:-${TMPDIR:-/tmp}/simd-json-demo-kafka-$PORT}"
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"

mkdir -p "$DATA"
./mvnw -q -f demo-app/kafka/pom.xml dependency:build-classpath -Dmdep.outputFile="$DATA/classpath.txt"
CP="$(cat "$DATA/classpath.txt")"

cat > "$DATA/server.properties" <<PROPERTIES
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@localhost:$CONTROLLER_PORT
listeners=PLAINTEXT://localhost:$PORT,CONTROLLER://localhost:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://localhost:$PORT
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$DATA/logs
num.partitions=3
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
PROPERTIES

if [[ ! -f "$DATA/logs/meta.properties" ]]; then
    cluster="$("$JAVA" -cp "$CP" kafka.tools.StorageTool random-uuid)"
    "$JAVA" -cp "$CP" kafka.tools.StorageTool format -t "$cluster" -c "$DATA/server.properties" >/dev/null
fi
echo "Kafka broker on localhost:$PORT (data in $DATA)"
exec "$JAVA" -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -cp "$CP" kafka.Kafka "$DATA/server.properties"

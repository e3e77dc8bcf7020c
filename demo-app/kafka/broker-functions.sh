# Sourced by the scripts that need a Kafka broker for a while (scripts/docs-commands.sh, benchmarks/kafka/):
#
#   start_kafka_broker PORT LOG   # start-broker.sh in the background on a fresh data directory, until it accepts
#                                 # connections; sets KAFKA_BROKER_PID and KAFKA_BROKER_DATA (stop_kafka_broker)
#   stop_kafka_broker

start_kafka_broker() {
    local port="$1" log="$2"
    KAFKA_BROKER_DATA="$(mktemp -d)"
    KAFKA_PORT="$port" KAFKA_DATA="$KAFKA_BROKER_DATA" demo-app/kafka/start-broker.sh >"$log" 2>&1 &
    KAFKA_BROKER_PID=$!
    for _ in $(seq 1 180); do
        (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null && return 0
        if ! kill -0 "$KAFKA_BROKER_PID" 2>/dev/null; then
            cat "$log" >&2
            echo "the Kafka broker did not start" >&2
            return 1
        fi
        sleep 1
    done
    echo "the Kafka broker did not accept connections on port $port within 3 minutes" >&2
    return 1
}

stop_kafka_broker() {
    if [[ -n "${KAFKA_BROKER_PID:-}" ]]; then
        kill "$KAFKA_BROKER_PID" 2>/dev/null || true
        wait "$KAFKA_BROKER_PID" 2>/dev/null || true
    fi
    [[ -n "${KAFKA_BROKER_DATA:-}" ]] && rm -rf "$KAFKA_BROKER_DATA"
    return 0
}

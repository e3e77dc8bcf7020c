package dev.simdjson.spring.http;

import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts parses per transport and outcome: the MVC, client and WebFlux tests register it as the application's
 * {@link ParseMetrics} and compare counts before and after a request to prove which path read a body.
 */
final class CountingParseMetrics implements ParseMetrics {

    private final Map<Transport, Map<ParseOutcome, LongAdder>> counts = new EnumMap<>(Transport.class);

    CountingParseMetrics() {
        for (Transport t : Transport.values()) {
            Map<ParseOutcome, LongAdder> perOutcome = new EnumMap<>(ParseOutcome.class);
            for (ParseOutcome o : ParseOutcome.values()) {
                perOutcome.put(o, new LongAdder());
            }
            counts.put(t, perOutcome);
        }
    }

    @Override
    public void record(Transport transport, ParseOutcome outcome, long bytes, long nanos) {
        counts.get(transport).get(outcome).increment();
    }

    long count(Transport transport, ParseOutcome outcome) {
        return counts.get(transport).get(outcome).sum();
    }

    long total(Transport transport) {
        return counts.get(transport).values().stream().mapToLong(LongAdder::sum).sum();
    }
}

package dev.simdjson.spring.jackson;

import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;

import java.util.concurrent.atomic.LongAdder;

/**
 * The application's {@link ParseMetrics} in the parity tests: counts the request bodies simd-json parsed on the
 * server (Spring MVC, WebFlux), so a test can tell whether a request went through simd-json or was left to Jackson.
 */
public final class ParseCounter implements ParseMetrics {

    private final LongAdder server = new LongAdder();
    private final LongAdder reactive = new LongAdder();

    @Override
    public void record(Transport transport, ParseOutcome outcome, long bytes, long nanos) {
        if (transport == Transport.HTTP_SERVER) {
            server.increment();
        } else if (transport == Transport.HTTP_REACTIVE) {
            reactive.increment();
        }
    }

    /** Request bodies simd-json parsed (or tried to) on a WebFlux server so far. */
    public long reactiveParses() {
        return reactive.sum();
    }

    /** Request bodies simd-json parsed (or tried to) so far. */
    public long serverParses() {
        return server.sum();
    }
}

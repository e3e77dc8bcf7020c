package dev.simdjson.demo;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * Typed JSON in and out: with the starter on the class path both bodies go through simd-json, with
 * {@code simdjson.enabled=false} through Jackson, with the same answers.
 */
@RestController
class EnvelopeController {

    /** One frame, Control or Telemetry, answered with a summary of it. */
    @PostMapping(path = "/api/envelopes", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    EnvelopeSummary envelope(@RequestBody Envelope envelope) {
        return EnvelopeSummary.of(envelope);
    }

    /** Many telemetry frames, answered with statistics over all their samples. */
    @PostMapping(path = "/api/telemetry/batch", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    BatchSummary batch(@RequestBody TelemetryBatch batch) {
        return BatchSummary.of(batch);
    }
}

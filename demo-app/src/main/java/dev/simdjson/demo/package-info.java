/**
 * A small Spring MVC application on the simd-json starter: typed JSON endpoints (the Control/Telemetry envelope
 * and telemetry batches) whose bodies go through simd-json, an endpoint that inspects any posted JSON document with
 * the DOM parser, and one that shows which parser kernel runs.
 */
@NullMarked
package dev.simdjson.demo;

import org.jspecify.annotations.NullMarked;

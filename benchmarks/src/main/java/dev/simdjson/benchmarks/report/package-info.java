/**
 * Turns JMH's JSON results into {@code docs/benchmarks.md} and its SVG charts.
 */
package dev.simdjson.benchmarks.report;

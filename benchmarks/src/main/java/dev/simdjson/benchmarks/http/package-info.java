/**
 * The HTTP benchmarks' Java side, JDK only (run from {@code benchmarks/http/*.sh} without the JMH jar): the
 * deterministic request bodies and the first-requests probe against the demo app.
 */
package dev.simdjson.benchmarks.http;

package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.JsonValue;
import org.jspecify.annotations.Nullable;

/**
 * A response bound in one pass, its result straight into the caller's type {@code R} ({@link ResponseReader}'s fast
 * path); {@code error} and {@code id} as parsed, to check and read.
 */
record ResponseEnvelope<R>(@Nullable String jsonrpc, @Nullable R result, @Nullable JsonValue error,
                           @Nullable JsonValue id) {
}

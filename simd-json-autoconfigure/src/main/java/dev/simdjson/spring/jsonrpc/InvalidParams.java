package dev.simdjson.spring.jsonrpc;

import java.util.Map;

/** Why a call's {@code params} do not fit its method: where (a JSON path from {@code $.params}) and what. */
final class InvalidParams extends Exception {

    private final String path;

    InvalidParams(String path, String reason) {
        super(reason, null, false, false); // a reply to the caller, not a fault
        this.path = path;
    }

    /** The error's {@code data}: {@code {"path":"$.params…","reason":"…"}}. */
    Map<String, String> data() {
        return Map.of("path", path, "reason", String.valueOf(getMessage()));
    }
}

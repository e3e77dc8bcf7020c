package dev.simdjson.spring;

/** How one parse ended: the {@code outcome} tag of the {@code simdjson.parse} timer. */
public enum ParseOutcome {

    /** The document was valid and bound to the requested type. */
    SUCCESS("success"),
    /** The bytes were not valid JSON (or broke a depth, string or number limit). */
    INVALID_JSON("invalid-json"),
    /** Valid JSON that did not fit the requested type. */
    BIND_ERROR("bind-error"),
    /** The document was larger than {@code simdjson.limits.max-document-size}. */
    TOO_LARGE("too-large");

    private final String tag;

    ParseOutcome(String tag) {
        this.tag = tag;
    }

    /** The tag value, e.g. {@code invalid-json}. */
    public String tag() {
        return tag;
    }

    /** Whether this outcome counts as an error. */
    public boolean failed() {
        return this != SUCCESS;
    }
}

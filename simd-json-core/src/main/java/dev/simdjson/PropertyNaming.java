package dev.simdjson;

/** How Java property names become JSON names when no annotation names them (Jackson's naming strategies). */
public enum PropertyNaming {
    /** {@code streamId} stays {@code streamId}. */
    IDENTITY,
    /** {@code streamId} becomes {@code stream_id}. */
    SNAKE_CASE,
    /** {@code streamId} becomes {@code stream-id}. */
    KEBAB_CASE,
    /** {@code streamId} becomes {@code StreamId}. */
    UPPER_CAMEL_CASE,
    /** {@code streamId} becomes {@code streamid}. */
    LOWER_CASE
}

package dev.simdjson.bind.model;

/** When a property is written, after Jackson's {@code @JsonInclude}. */
public enum Inclusion {
    ALWAYS, NON_NULL, NON_ABSENT, NON_EMPTY, NON_DEFAULT
}

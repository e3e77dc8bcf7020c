package dev.simdjson;

/** The six JSON value types. */
public enum JsonType {
    OBJECT, ARRAY, STRING, NUMBER, BOOLEAN, NULL
}

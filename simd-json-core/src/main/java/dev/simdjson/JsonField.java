package dev.simdjson;

/** One field of an object: its (unescaped) name and its value. */
public record JsonField(String name, JsonValue value) {
}

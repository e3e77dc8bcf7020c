/**
 * Writing JSON: the compact writer for DOM values (used by {@code JsonValue.toJsonBytes()} and the CLI's
 * {@code minify}).
 */
package dev.simdjson.write;

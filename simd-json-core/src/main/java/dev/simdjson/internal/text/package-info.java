/**
 * String content: decoding the bytes between quotes (escapes, UTF-8, surrogate pairs) into Java strings.
 */
package dev.simdjson.internal.text;

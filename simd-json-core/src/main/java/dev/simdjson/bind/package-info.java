/**
 * Typed binding: straight from stage 1's structural index into records, POJOs, collections and tagged unions,
 * with a binder per type built once and cached.
 */
package dev.simdjson.bind;

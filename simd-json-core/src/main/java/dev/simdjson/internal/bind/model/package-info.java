/**
 * The type model shared by reading and writing: records, POJOs, enums and tagged unions as JSON, from the classes
 * and (optionally) Jackson's annotations.
 */
package dev.simdjson.internal.bind.model;

/**
 * A small Spring MVC application on the simd-json starter: it inspects posted JSON documents and shows which
 * parser kernel runs.
 */
@NullMarked
package dev.simdjson.demo;

import org.jspecify.annotations.NullMarked;

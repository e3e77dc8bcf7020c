/**
 * Stage 2: walking the structural index into the DOM tape ({@link dev.simdjson.stage2.Tape}), checking the
 * grammar, nesting limits, numbers and literals on the way.
 */
package dev.simdjson.stage2;

/**
 * Stage 2: the grammar over the structural index, written once in
 * {@link StructuralWalker} (depth and size limits, numbers, literals, every syntax error),
 * with a sink that writes the DOM tape ({@link TapeWriter}, layout in
 * {@link Tape}) or one that only validates. The binder's cursor extends the walker.
 */
package dev.simdjson.internal.stage2;

/**
 * Stage 1: the structural index and UTF-8 validation in one pass over 64-byte blocks. One contract
 * ({@link BlockClassifier}), two kernels (vector on {@code jdk.incubator.vector}, scalar SWAR), and the
 * kernel-independent bit logic in {@link StructuralIndexer}. Inputs up to a kernel's
 * {@link BlockClassifier#byteScanLimit()} (a JSON-RPC call on the vector kernel, every input on the scalar one)
 * are indexed by the {@link ByteScanIndexer} instead, a byte-at-a-time pass that builds the same index and hands
 * anything invalid back to the blocks.
 */
package dev.simdjson.internal.stage1;

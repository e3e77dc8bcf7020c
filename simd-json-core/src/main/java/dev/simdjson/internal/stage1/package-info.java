/**
 * Stage 1: the structural index and UTF-8 validation in one pass over 64-byte blocks. One contract
 * ({@link BlockClassifier}), two kernels (vector on {@code jdk.incubator.vector}, scalar SWAR),
 * and the kernel-independent bit logic in {@link StructuralIndexer}.
 */
package dev.simdjson.internal.stage1;

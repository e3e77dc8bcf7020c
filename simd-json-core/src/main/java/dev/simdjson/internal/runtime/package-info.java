/**
 * Internal: runtime detection and the kernel choice. {@link Kernels} decides once per JVM which stage 1 kernel runs
 * (is {@code jdk.incubator.vector} in the boot layer, which species does the JVM prefer, does the JIT compile Vector
 * API code) and builds kernels; {@link WarmUp} warms the vector kernel and gates the cold/warm hand-off that
 * {@link Stage1} performs for each parser. The only package that knows both kernels; its public face is
 * {@link dev.simdjson.runtime.SimdJsonRuntime}.
 */
package dev.simdjson.internal.runtime;

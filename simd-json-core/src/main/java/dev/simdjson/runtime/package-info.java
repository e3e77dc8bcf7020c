/**
 * Runtime detection: is {@code jdk.incubator.vector} in the boot layer, which species does the JVM prefer, which
 * kernel runs (and why), the {@link dev.simdjson.runtime.RuntimeReport}, and JIT warm-up. The only package that
 * knows both stage 1 kernels.
 */
package dev.simdjson.runtime;

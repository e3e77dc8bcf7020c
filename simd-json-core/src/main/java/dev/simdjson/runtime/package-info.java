/**
 * The runtime report: which stage 1 kernel this JVM runs and why ({@link dev.simdjson.runtime.RuntimeReport}),
 * how to ask for one ({@link dev.simdjson.runtime.Implementation}) and the vector kernel's warm-up
 * ({@link dev.simdjson.runtime.SimdJsonRuntime}). The detection and the kernels themselves are internal
 * ({@code dev.simdjson.internal.runtime}).
 */
package dev.simdjson.runtime;

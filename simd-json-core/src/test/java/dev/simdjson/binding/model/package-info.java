/**
 * Typed models of the corpus documents (Twitter, Citm, Canada), the IPC {@link dev.simdjson.binding.model.Envelope}
 * and {@link dev.simdjson.binding.model.Users}, with the generators and checks that go with them
 * ({@link dev.simdjson.binding.model.Documents}, {@link dev.simdjson.binding.model.Types},
 * {@link dev.simdjson.binding.model.DeepEquals}).
 *
 * <p>The one copy: the differential tests bind them here, and the benchmarks module binds the same classes through
 * simd-json-core's test-jar (classifier {@code tests}, shaded into {@code benchmarks.jar}). Keep them free of test
 * framework dependencies: only the JDK and Jackson's annotations.
 */
package dev.simdjson.binding.model;

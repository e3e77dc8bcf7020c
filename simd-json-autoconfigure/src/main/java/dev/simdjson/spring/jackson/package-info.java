/**
 * Following the application's Jackson configuration: {@link dev.simdjson.spring.jackson.JacksonAlignment} reads the
 * effective settings of the application's {@code JsonMapper} bean (features, default inclusion, naming, date and
 * enum handling, visibility, modules and mix-ins), reproduces the ones simd-json can reproduce byte for byte, and
 * leaves the rest to Jackson: all types, or only the classes a setting affects, decided once per class at startup
 * through a {@link dev.simdjson.ClassVeto}.
 */
@NullMarked
package dev.simdjson.spring.jackson;

import org.jspecify.annotations.NullMarked;

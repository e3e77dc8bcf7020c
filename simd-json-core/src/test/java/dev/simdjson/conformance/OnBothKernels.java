package dev.simdjson.conformance;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs a test once on the vector kernel and once on the scalar kernel; the test method takes the
 * {@link dev.simdjson.runtime.Implementation} and builds its parser with {@link Kernels#parser}.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "{0}")
@EnumSource(value = dev.simdjson.runtime.Implementation.class, names = {"VECTOR", "SCALAR"})
@interface OnBothKernels {
}

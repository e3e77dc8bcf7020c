/**
 * simd-json's core: the parser, the DOM, the mapper and the runtime report. Only the API packages are exported;
 * everything under {@code dev.simdjson.internal} (stage 1 kernels, the walker, binding, codecs, numbers, writing)
 * stays inside and may change in any release.
 *
 * <p>On the module path the mapper binds the types of modules that open their packages to this one
 * ({@code opens com.example.dto to dev.simdjson.core;}), as reflection-based mappers need; there it generates a
 * codec per type as on the class path. The Vector API and Jackson's annotations are optional: without
 * {@code --add-modules jdk.incubator.vector} stage 1 runs the scalar kernel, and without the annotations on the
 * module path none are looked for.
 */
module dev.simdjson.core {
    requires static jdk.incubator.vector;
    requires static com.fasterxml.jackson.annotation;
    // The JIT's flags (is C2 on?), which decide whether auto may pick the vector kernel.
    requires java.management;
    requires jdk.management;

    exports dev.simdjson;
    exports dev.simdjson.runtime;
}

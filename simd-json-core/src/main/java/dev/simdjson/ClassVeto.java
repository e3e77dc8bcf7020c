package dev.simdjson;

/**
 * Lets the code that builds a {@link SimdJsonMapper} keep classes away from it: asked once per class the mapper
 * would read or write, statically (a property's declared type) or at run time (a value met through {@code Object}),
 * and cached by the mapper. A class with a reason is not supported: {@link SimdJsonMapper#canRead}/{@link
 * SimdJsonMapper#canWrite} say so for every type that reaches it, and writing a value that contains one fails with a
 * {@link dev.simdjson.JsonWriteException} before any byte is written. The Spring starter uses it for the
 * classes the application's Jackson mapper treats specially (a module's serializer, a mix-in).
 */
public interface ClassVeto {

    /** Vetoes nothing. */
    ClassVeto NONE = new ClassVeto() {
        @Override
        public String readRefusal(Class<?> type) {
            return null;
        }

        @Override
        public String writeRefusal(Class<?> type) {
            return null;
        }
    };

    /** Why values of {@code type} must not be read by simd-json, or {@code null}. */
    String readRefusal(Class<?> type);

    /** Why values of {@code type} must not be written by simd-json, or {@code null}. */
    String writeRefusal(Class<?> type);
}

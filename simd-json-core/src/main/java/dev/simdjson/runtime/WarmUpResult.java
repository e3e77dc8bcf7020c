package dev.simdjson.runtime;

import java.time.Duration;

/**
 * What a kernel warm-up ({@link SimdJsonRuntime#warmUp}) did.
 *
 * @param outcome   how it ended
 * @param took      the time it spent
 * @param vectorHot whether the vector kernel was measured compiled afterwards, so that {@link Implementation#AUTO}
 *                  parsers now run it
 * @param detail    one human sentence on what happened and, when it did not go well, what to do
 */
public record WarmUpResult(Outcome outcome, Duration took, boolean vectorHot, String detail) {

    /** How a warm-up ended. */
    public enum Outcome {
        /** Every iteration ran within the budget and the vector kernel now beats the scalar one. */
        DONE,
        /** The budget ran out first; the vector kernel is used only if it was compiled in time all the same. */
        TIMED_OUT,
        /** Every iteration ran but the vector kernel is still slower than the scalar one: the JIT did not compile it. */
        NOT_COMPILED,
        /**
         * At a width where {@code auto} decides by measuring (128 bits), the vector kernel was compiled but measured no
         * faster than the scalar one on this machine: {@code auto} now takes the scalar kernel, and
         * {@link SimdJsonRuntime#report()} says why.
         */
        NOT_FASTER,
        /** Nothing to warm: the scalar kernel runs in this JVM (the detail says why). */
        SKIPPED
    }
}

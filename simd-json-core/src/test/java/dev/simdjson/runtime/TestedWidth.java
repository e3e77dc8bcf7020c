package dev.simdjson.runtime;

/**
 * The vector width a test run is for. The build runs the kernel suites once more in a JVM started with
 * {@code -XX:MaxVectorSize=16} and {@code -Dsimdjson.test.vectorBits=128}; without that property a run is for the
 * JVM's preferred width, capped at the 512 bits a block fills. Suites that exist to test the vector kernel call
 * {@link #assertVectorKernelWidth()}, so a run that meant 128 bits cannot pass on another width unnoticed.
 */
public final class TestedWidth {

    /** Set by the build's 128-bit test run. */
    public static final String PROPERTY = "simdjson.test.vectorBits";

    private TestedWidth() {
    }

    /** The width the vector kernel must run at in this test JVM. */
    public static int expectedBits() {
        Integer set = Integer.getInteger(PROPERTY);
        return set != null ? set : Math.min(512, SimdJsonRuntime.report(Implementation.VECTOR).preferredBitWidth());
    }

    /** Whether this is the build's 128-bit run. */
    public static boolean narrowRun() {
        return Integer.getInteger(PROPERTY, 0) == 128;
    }

    /** Fails unless the vector kernel runs here, at {@link #expectedBits()} and at the JVM's preferred width. */
    public static void assertVectorKernelWidth() {
        RuntimeReport report = SimdJsonRuntime.report(Implementation.VECTOR);
        int expected = expectedBits();
        if (!report.vectorized() || report.bitWidth() != expected
                || report.preferredBitWidth() != expected && expected < 512) {
            throw new AssertionError("this test run is for the " + expected + "-bit vector kernel, but the JVM runs "
                    + report.summary() + " (preferred width " + report.preferredBitWidth() + " bits)");
        }
    }
}

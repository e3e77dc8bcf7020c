package dev.simdjson.internal.write;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static dev.simdjson.internal.write.BootJackson.assertSameAsJackson;
import static dev.simdjson.internal.write.BootJackson.jackson;
import static org.assertj.core.api.Assertions.assertThat;

/** Numbers byte for byte as Jackson 3 writes them (Double.toString / Float.toString text, NaN as a string). */
class NumberDifferentialTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(20240603);

    /** Compares the whole list in one document (fast) and, on a mismatch, finds the first bad value. */
    private static void assertDoubles(List<Double> values) {
        double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
        byte[] ours = BootJackson.SCALAR.write(array);
        byte[] theirs = jackson(array);
        if (!java.util.Arrays.equals(ours, theirs)) {
            for (double d : array) {
                assertThat(BootJackson.text(BootJackson.SCALAR.write(d)))
                        .as("bits %016x", Double.doubleToRawLongBits(d)).isEqualTo(BootJackson.text(jackson(d)));
            }
        }
        assertThat(ours).isEqualTo(theirs);
    }

    private static void assertFloats(List<Float> values) {
        float[] array = new float[values.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = values.get(i);
        }
        byte[] ours = BootJackson.SCALAR.write(array);
        byte[] theirs = jackson(array);
        if (!java.util.Arrays.equals(ours, theirs)) {
            for (float f : array) {
                assertThat(BootJackson.text(BootJackson.SCALAR.write(f)))
                        .as("bits %08x", Float.floatToRawIntBits(f)).isEqualTo(BootJackson.text(jackson(f)));
            }
        }
        assertThat(ours).isEqualTo(theirs);
    }

    @Test
    void specialDoubles() {
        for (double d : new double[] {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE,
                1.0, -1.0, 0.1, 0.3, 1e-3, 9.999999999999999e-4, 1e7, 9999999.999999998, 1e15, 1e16, 0x1p53,
                0x1p53 + 2, 1.0E10, 1.0E-5, 123456789.0, 4.35, 2.675, 100.0, 1e22, 1e23, 5e-324,
                2.2250738585072014E-308, 2.225073858507201E-308, 0.30000000000000004, 1.7976931348623157e308}) {
            assertSameAsJackson(d);
            assertSameAsJackson((float) d);
        }
    }

    @Test
    void randomBitPatterns() {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            values.add(Double.longBitsToDouble(RANDOM.nextLong()));
        }
        assertDoubles(values);
    }

    @Test
    void subnormals() {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            values.add(Double.longBitsToDouble(RANDOM.nextLong(1L, 1L << 52)));
            values.add(-Double.longBitsToDouble(RANDOM.nextLong(1L, 1L << 52)));
        }
        for (long bits = 1; bits < 2000; bits++) {
            values.add(Double.longBitsToDouble(bits));
        }
        assertDoubles(values);
    }

    @Test
    void powersOfTenAndTheirNeighbours() {
        List<Double> values = new ArrayList<>();
        for (int e = -325; e <= 309; e++) {
            double d = Double.parseDouble("1e" + e);
            values.add(d);
            values.add(Math.nextUp(d));
            values.add(Math.nextDown(d));
            values.add(-d);
        }
        for (int e = 0; e < 64; e++) {
            double d = Math.scalb(1.0, e);
            values.add(d);
            values.add(Math.nextUp(d));
            values.add(Math.nextDown(d));
            values.add(d + 1);
            values.add(d - 1);
        }
        assertDoubles(values);
    }

    @Test
    void shortDecimalsLikeRealData() {
        // The fast path's territory: prices, coordinates, samples, counters.
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            int digits = 1 + RANDOM.nextInt(17);
            long m = RANDOM.nextLong((long) Math.pow(10, Math.min(digits, 18)));
            int scale = RANDOM.nextInt(-5, 20);
            values.add(new BigDecimal(BigInteger.valueOf(m), scale).doubleValue());
            values.add(-(double) m / Math.pow(10, RANDOM.nextInt(0, 12)));
            values.add((double) RANDOM.nextLong(1L << 53));
            values.add(RANDOM.nextDouble() * Math.pow(10, RANDOM.nextInt(-4, 9)));
        }
        assertDoubles(values);
    }

    @Test
    void floats() {
        List<Float> values = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            values.add(Float.intBitsToFloat(RANDOM.nextInt()));
            int digits = 1 + RANDOM.nextInt(9);
            long m = RANDOM.nextLong((long) Math.pow(10, digits));
            values.add(new BigDecimal(BigInteger.valueOf(m), RANDOM.nextInt(-3, 12)).floatValue());
            values.add((float) RANDOM.nextInt(1 << 25));
            values.add(Float.intBitsToFloat(RANDOM.nextInt(1, 1 << 23)));
        }
        for (int e = -46; e <= 39; e++) {
            float f = Float.parseFloat("1e" + e);
            values.add(f);
            values.add(Math.nextUp(f));
            values.add(Math.nextDown(f));
        }
        for (float f : new float[] {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
                Float.MAX_VALUE, Float.MIN_NORMAL, 0.0f, -0.0f, 1.0e10f, 0.12f, 0.08f, 0.1f, 16777216f, 1e7f}) {
            values.add(f);
        }
        assertFloats(values);
    }

    @Test
    void everyFloatInOneBinadeAroundOne() {
        List<Float> values = new ArrayList<>();
        for (int bits = Float.floatToRawIntBits(1.0f); bits < Float.floatToRawIntBits(1.0f) + (1 << 20); bits++) {
            values.add(Float.intBitsToFloat(bits));
        }
        assertFloats(values);
    }

    @Test
    void integersAndBigNumbers() {
        for (long v : new long[] {0, 1, -1, 9, 10, 99, 100, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE,
                Long.MIN_VALUE, 1_000_000_000_000L, -999_999_999_999_999_999L}) {
            assertSameAsJackson(v);
        }
        long[] longs = new long[10_000];
        int[] ints = new int[10_000];
        short[] shorts = new short[1000];
        for (int i = 0; i < longs.length; i++) {
            longs[i] = RANDOM.nextLong() >> RANDOM.nextInt(64);
            ints[i] = RANDOM.nextInt() >> RANDOM.nextInt(32);
        }
        for (int i = 0; i < shorts.length; i++) {
            shorts[i] = (short) RANDOM.nextInt();
        }
        assertSameAsJackson(longs);
        assertSameAsJackson(ints);
        assertSameAsJackson(shorts);
        assertSameAsJackson(Integer.valueOf(42));
        assertSameAsJackson(Short.valueOf((short) -7));
        assertSameAsJackson(Byte.valueOf((byte) -128));
        for (String s : new String[] {"0", "1E+3", "-1.50", "123456789012345678901234567890.000001", "1E-30",
                "0.000001", "1e400"}) {
            assertSameAsJackson(new BigDecimal(s));
        }
        assertSameAsJackson(new BigInteger("-123456789012345678901234567890123456789"));
        assertSameAsJackson(new java.util.concurrent.atomic.AtomicLong(5));
        assertSameAsJackson(new java.util.concurrent.atomic.AtomicInteger(-5));
    }
}

package dev.simdjson.internal.number;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Turning an exact decimal into an integer without the powers of ten the result does not need: the scale of
 * {@code 1e-5000000} is five million, and {@link BigDecimal#toBigInteger()} would divide by ten to that power
 * only to return zero.
 */
public final class NumberScale {

    private NumberScale() {
    }

    /** The reason a number is refused for its scale, quoting (a prefix of) its text. */
    public static String reason(String text, int scale, int max) {
        String shown = text.length() <= 60 ? text : text.substring(0, 57) + "...";
        return "number " + shown + " has a scale of " + scale + ", beyond the limit of " + max;
    }

    /** Digits before the decimal point of {@code d}'s magnitude (zero or less when {@code |d| < 1}). */
    public static long integerDigits(BigDecimal d) {
        return (long) d.precision() - d.scale();
    }

    /**
     * {@code d} truncated toward zero; zero straight away when {@code |d| < 1}.
     *
     * @throws ArithmeticException when the integer part would have more than {@code maxDigits} digits
     */
    public static BigInteger integerPart(BigDecimal d, int maxDigits) {
        long digits = integerDigits(d);
        if (digits <= 0) {
            return BigInteger.ZERO;
        }
        if (digits > maxDigits) {
            throw new ArithmeticException("an integer of " + digits + " digits");
        }
        return d.toBigInteger();
    }

    /**
     * {@code d} as an exact integer, or null when it has a non-zero fraction; a non-zero {@code |d| < 1} is told
     * apart without dividing.
     *
     * @throws ArithmeticException when the integer would have more than {@code maxDigits} digits
     */
    public static BigInteger exactInteger(BigDecimal d, int maxDigits) {
        if (d.signum() == 0) {
            return BigInteger.ZERO;
        }
        long digits = integerDigits(d);
        if (digits <= 0) {
            return null;
        }
        if (digits > maxDigits) {
            throw new ArithmeticException("an integer of " + digits + " digits");
        }
        try {
            return d.toBigIntegerExact();
        } catch (ArithmeticException e) {
            return null;
        }
    }
}

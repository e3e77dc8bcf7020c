package dev.simdjson.internal.bind;

import dev.simdjson.internal.number.NumberParser;

import java.math.BigDecimal;
import java.math.BigInteger;

import static dev.simdjson.internal.bind.JsonReader.NULL;
import static dev.simdjson.internal.bind.JsonReader.NUMBER;
import static dev.simdjson.internal.bind.JsonReader.STRING;

/** BigDecimal, BigInteger and Number binders, from numbers or numeric strings (an empty string is null). */
final class BigNumberBinders {

    private BigNumberBinders() {
    }

    static final Binder<BigDecimal> BIG_DECIMAL = r -> {
        int kind = r.peek();
        switch (kind) {
            case NUMBER -> {
                r.readNumber();
                try {
                    return r.numberAsBigDecimal();
                } catch (NumberFormatException | ArithmeticException e) {
                    throw r.mismatch(r.valueAt, "number " + Scalars.abbreviate(r.numberText()) + " is out of range for BigDecimal");
                }
            }
            case STRING -> {
                int at = r.offset();
                String s = Scalars.stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                try {
                    return new BigDecimal(Scalars.asciiNumberText(r, at, s, "BigDecimal"));
                } catch (NumberFormatException | ArithmeticException e) {
                    throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(s) + "\" as BigDecimal");
                }
            }
            case NULL -> {
                r.readLiteral();
                return null;
            }
            default -> throw Scalars.wrongToken(r, kind, "BigDecimal");
        }
    };

    static final Binder<BigInteger> BIG_INTEGER = r -> {
        int kind = r.peek();
        switch (kind) {
            case NUMBER -> {
                int k = r.readNumber();
                if (k == NumberParser.LONG) {
                    return BigInteger.valueOf(r.longValue);
                }
                try {
                    if (k == NumberParser.BIG_INTEGER) {
                        return r.numberAsBigInteger();
                    }
                    return Scalars.toBigInteger(r.numberAsBoundedDecimal());
                } catch (NumberFormatException | ArithmeticException e) {
                    throw r.mismatch(r.valueAt, "number " + Scalars.abbreviate(r.numberText()) + " is out of range for BigInteger");
                }
            }
            case STRING -> {
                int at = r.offset();
                String s = Scalars.stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                try {
                    return new BigInteger(Scalars.asciiNumberText(r, at, s, "BigInteger"));
                } catch (NumberFormatException e) {
                    throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(s) + "\" as BigInteger");
                }
            }
            case NULL -> {
                r.readLiteral();
                return null;
            }
            default -> throw Scalars.wrongToken(r, kind, "BigInteger");
        }
    };

    static final Binder<Number> NUMBER_BINDER = r -> {
        int kind = r.peek();
        switch (kind) {
            case NUMBER -> {
                return Scalars.naturalNumber(r);
            }
            case STRING -> {
                int at = r.offset();
                String s = Scalars.stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                try {
                    return toIntegral(new BigInteger(s));
                } catch (NumberFormatException e) {
                    return Scalars.parseDouble(r, at, s, "Number");
                }
            }
            case NULL -> {
                r.readLiteral();
                return null;
            }
            default -> throw Scalars.wrongToken(r, kind, "Number");
        }
    };

    private static Number toIntegral(BigInteger b) {
        if (b.bitLength() < 32) {
            return b.intValue();
        }
        if (b.bitLength() < 64) {
            return b.longValue();
        }
        return b;
    }
}

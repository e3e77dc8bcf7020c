package dev.simdjson.internal.bind;

import dev.simdjson.internal.bind.model.EnumModel;
import dev.simdjson.internal.number.NumberParser;
import dev.simdjson.internal.number.NumberScale;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalQuery;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static dev.simdjson.internal.bind.JsonReader.NULL;
import static dev.simdjson.internal.bind.JsonReader.NUMBER;
import static dev.simdjson.internal.bind.JsonReader.STRING;

/** Values written as strings: enums, UUID, java.time, base64 byte arrays. */
final class TextBinders {

    private TextBinders() {
    }

    /** Enums by their JSON names (from the type model), compared as bytes; a number is an ordinal, as Jackson. */
    static final class EnumBinder implements Binder<Object> {
        private final EnumModel model;
        private final KeyMatcher matcher;

        EnumBinder(EnumModel model) {
            this.model = model;
            List<String> names = new ArrayList<>();
            List<Integer> targets = new ArrayList<>();
            Object[] constants = model.constants();
            for (Map.Entry<String, Object> e : model.byName().entrySet()) {
                for (int k = 0; k < constants.length; k++) {
                    if (constants[k] == e.getValue()) {
                        names.add(e.getKey());
                        targets.add(k);
                    }
                }
            }
            this.matcher = new KeyMatcher(names, targets.stream().mapToInt(Integer::intValue).toArray());
        }

        @Override
        public Object read(JsonReader r) {
            int kind = r.peek();
            switch (kind) {
                case STRING -> {
                    int at = r.offset();
                    r.readStringRaw();
                    int k = matcher.findString(r);
                    if (k >= 0) {
                        return model.constants()[k];
                    }
                    String s = dev.simdjson.internal.text.StringDecoder.decode(r.input(), r.stringFrom, r.stringLength,
                            r.stringEscaped);
                    throw r.mismatch(at, "\"" + Scalars.abbreviate(s) + "\" is not one of the values of "
                            + model.type().getSimpleName() + " " + java.util.Arrays.toString(model.names()));
                }
                case NUMBER -> {
                    int at = r.offset();
                    int n = r.readNumber();
                    if (n == NumberParser.LONG && r.longValue >= 0 && r.longValue < model.constants().length) {
                        return model.constants()[(int) r.longValue];
                    }
                    throw r.mismatch(at, "number " + Scalars.abbreviate(r.numberText()) + " is not an index of "
                            + model.type().getSimpleName());
                }
                case NULL -> {
                    r.readLiteral();
                    return null;
                }
                default -> throw Scalars.wrongToken(r, kind, model.type().getSimpleName());
            }
        }
    }

    /**
     * A string-valued type: null reads as null, "" as null unless {@link #emptyAsNull()} says otherwise, other
     * strings through {@code parse}.
     */
    abstract static class StringValued<T> implements Binder<T> {
        private final String target;

        StringValued(String target) {
            this.target = target;
        }

        abstract T parse(String s);

        /** Whether "" reads as null (Jackson's scalar from-string types) rather than through {@code parse}. */
        boolean emptyAsNull() {
            return true;
        }

        /** A number for this type (only java.time types accept some). */
        T number(JsonReader r) {
            throw Scalars.wrongToken(r, NUMBER, target);
        }

        @Override
        public T read(JsonReader r) {
            int kind = r.peek();
            if (kind == STRING) {
                int at = r.offset();
                String s = r.readString();
                if (s.isEmpty() && emptyAsNull()) {
                    return null;
                }
                try {
                    return parse(s);
                } catch (RuntimeException e) {
                    throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(s) + "\" as " + target
                            + (e.getMessage() != null ? ": " + Scalars.abbreviate(e.getMessage()) : ""));
                }
            }
            if (kind == NULL) {
                r.readLiteral();
                return null;
            }
            if (kind == NUMBER) {
                return number(r);
            }
            throw Scalars.wrongToken(r, kind, target);
        }
    }

    static final Binder<UUID> UUID_BINDER = new StringValued<>("UUID") {
        @Override
        UUID parse(String s) {
            if (s.length() != 36) {
                throw new IllegalArgumentException("expected the 36-character form");
            }
            return UUID.fromString(s);
        }
    };

    /** Base64 text; "" is an empty array (not null), as Jackson's byte[] deserializer reads it. */
    static final Binder<byte[]> BASE64 = new StringValued<>("byte[] (base64)") {
        @Override
        boolean emptyAsNull() {
            return false;
        }

        @Override
        byte[] parse(String s) {
            return Base64.getMimeDecoder().decode(s);
        }
    };

    /** Seconds (with an optional fraction of nanoseconds) from a number, as Jackson reads Instant and Duration. */
    private static long[] secondsAndNanos(JsonReader r) {
        int k = r.readNumber();
        if (k == NumberParser.LONG) {
            return new long[] {r.longValue, 0};
        }
        try {
            java.math.BigDecimal d = r.numberAsBoundedDecimal();
            long integerDigits = NumberScale.integerDigits(d);
            if (integerDigits <= -9) {
                return new long[] {0, 0}; // below a nanosecond, as Jackson truncates it
            }
            if (integerDigits > 19) {
                throw new ArithmeticException("beyond a long of seconds");
            }
            java.math.BigDecimal seconds = new java.math.BigDecimal(Scalars.toBigInteger(d));
            long nanos = d.subtract(seconds).movePointRight(9).longValue();
            return new long[] {seconds.longValueExact(), nanos};
        } catch (ArithmeticException | NumberFormatException e) {
            throw r.mismatch(r.valueAt, "number " + Scalars.abbreviate(r.numberText()) + " is out of range");
        }
    }

    static Binder<?> time(Class<?> type, String pattern) {
        DateTimeFormatter custom;
        try {
            custom = pattern == null || pattern.isEmpty() ? null : DateTimeFormatter.ofPattern(pattern);
        } catch (IllegalArgumentException e) {
            custom = null;
        }
        DateTimeFormatter f = custom;
        if (type == Instant.class) {
            return new StringValued<Instant>("Instant") {
                @Override
                Instant parse(String s) {
                    if (f != null) {
                        return f.withZone(ZoneOffset.UTC).parse(s, Instant::from);
                    }
                    return DateTimeFormatter.ISO_INSTANT.parse(s, Instant::from);
                }

                @Override
                Instant number(JsonReader r) {
                    long[] sn = secondsAndNanos(r);
                    try {
                        return Instant.ofEpochSecond(sn[0], sn[1]);
                    } catch (RuntimeException e) {
                        throw r.mismatch(r.valueAt, "number out of range for Instant");
                    }
                }
            };
        }
        if (type == Duration.class) {
            return new StringValued<Duration>("Duration") {
                @Override
                Duration parse(String s) {
                    return Duration.parse(s);
                }

                @Override
                Duration number(JsonReader r) {
                    long[] sn = secondsAndNanos(r);
                    return Duration.ofSeconds(sn[0], sn[1]);
                }
            };
        }
        if (type == LocalDate.class) {
            return parsed("LocalDate", f != null ? f : DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        }
        if (type == LocalDateTime.class) {
            return parsed("LocalDateTime", f != null ? f : DateTimeFormatter.ISO_LOCAL_DATE_TIME, LocalDateTime::from);
        }
        if (type == LocalTime.class) {
            return parsed("LocalTime", f != null ? f : DateTimeFormatter.ISO_LOCAL_TIME, LocalTime::from);
        }
        if (type == OffsetDateTime.class) {
            // Jackson adjusts to the context time zone (UTC) by default (ADJUST_DATES_TO_CONTEXT_TIME_ZONE).
            DateTimeFormatter ff = f != null ? f : DateTimeFormatter.ISO_OFFSET_DATE_TIME;
            return new StringValued<OffsetDateTime>("OffsetDateTime") {
                @Override
                OffsetDateTime parse(String s) {
                    return ff.parse(s, OffsetDateTime::from).withOffsetSameInstant(ZoneOffset.UTC);
                }
            };
        }
        if (type == ZonedDateTime.class) {
            DateTimeFormatter ff = f != null ? f : DateTimeFormatter.ISO_ZONED_DATE_TIME;
            return new StringValued<ZonedDateTime>("ZonedDateTime") {
                @Override
                ZonedDateTime parse(String s) {
                    return ff.parse(s, ZonedDateTime::from).withZoneSameInstant(ZoneOffset.UTC);
                }
            };
        }
        return null;
    }

    private static <T> Binder<T> parsed(String target, DateTimeFormatter f, TemporalQuery<T> query) {
        return new StringValued<T>(target) {
            @Override
            T parse(String s) {
                return f.parse(s, query);
            }
        };
    }

    static boolean isTime(Class<?> c) {
        return c == Instant.class || c == Duration.class || c == LocalDate.class || c == LocalDateTime.class
                || c == LocalTime.class || c == OffsetDateTime.class || c == ZonedDateTime.class;
    }
}

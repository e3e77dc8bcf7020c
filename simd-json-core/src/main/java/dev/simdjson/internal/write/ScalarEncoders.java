package dev.simdjson.internal.write;

import dev.simdjson.JsonValue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** Encoders for the leaf types (no type parameters, no properties), as Jackson 3 writes them under Boot. */
final class ScalarEncoders {

    private ScalarEncoders() {
    }

    private static final Map<Class<?>, Encoder<?>> BY_CLASS = new HashMap<>();

    private static <T> void put(Class<T> type, Encoder<T> encoder) {
        BY_CLASS.put(type, encoder);
    }

    static {
        Encoder<String> string = (v, out) -> out.writeString(v);
        put(String.class, string);
        Encoder<Boolean> bool = (v, out) -> out.writeBoolean(v);
        put(Boolean.class, bool);
        put(boolean.class, bool);
        Encoder<Integer> integer = (v, out) -> out.writeLong(v);
        put(Integer.class, integer);
        put(int.class, integer);
        Encoder<Long> along = (v, out) -> out.writeLong(v);
        put(Long.class, along);
        put(long.class, along);
        Encoder<Short> ashort = (v, out) -> out.writeLong(v);
        put(Short.class, ashort);
        put(short.class, ashort);
        Encoder<Byte> abyte = (v, out) -> out.writeLong(v);
        put(Byte.class, abyte);
        put(byte.class, abyte);
        Encoder<Double> adouble = (v, out) -> out.writeDouble(v);
        put(Double.class, adouble);
        put(double.class, adouble);
        Encoder<Float> afloat = (v, out) -> out.writeFloat(v);
        put(Float.class, afloat);
        put(float.class, afloat);
        Encoder<Character> character = (v, out) -> out.writeChars(new char[] {v}, 0, 1);
        put(Character.class, character);
        put(char.class, character);
        put(BigDecimal.class, (v, out) -> out.writeAscii(v.toString()));
        put(BigInteger.class, (v, out) -> out.writeAscii(v.toString()));
        put(UUID.class, ScalarEncoders::writeUuid);
        put(byte[].class, (v, out) -> out.writeBase64(v));
        put(char[].class, (v, out) -> out.writeChars(v, 0, v.length));
        put(JsonValue.class, (v, out) -> out.writeRaw(v.toJsonBytes()));
        put(AtomicInteger.class, (v, out) -> out.writeLong(v.get()));
        put(AtomicLong.class, (v, out) -> out.writeLong(v.get()));
        put(AtomicBoolean.class, (v, out) -> out.writeBoolean(v.get()));
        put(URI.class, (v, out) -> out.writeString(v.toString()));
        put(URL.class, (v, out) -> out.writeString(v.toString()));
        // java.time with WRITE_DATES_AS_TIMESTAMPS and WRITE_DURATIONS_AS_TIMESTAMPS off (Jackson 3's and Boot's
        // default): the ISO formatters Jackson's serializers use.
        put(Instant.class, (v, out) -> writeTemporal(DateTimeFormatter.ISO_INSTANT, v, out));
        put(LocalDate.class, (v, out) -> writeTemporal(DateTimeFormatter.ISO_LOCAL_DATE, v, out));
        put(LocalDateTime.class, (v, out) -> writeTemporal(DateTimeFormatter.ISO_LOCAL_DATE_TIME, v, out));
        put(LocalTime.class, (v, out) -> writeTemporal(DateTimeFormatter.ISO_LOCAL_TIME, v, out));
        put(OffsetDateTime.class, (v, out) -> writeTemporal(DateTimeFormatter.ISO_OFFSET_DATE_TIME, v, out));
        put(ZonedDateTime.class, (v, out) -> writeTemporal(DateTimeFormatter.ISO_OFFSET_DATE_TIME, v, out));
        put(Duration.class, (v, out) -> out.writeString(v.toString()));
    }

    /** The encoder for a leaf type, or null. */
    @SuppressWarnings("unchecked")
    static Encoder<Object> forClass(Class<?> type) {
        return (Encoder<Object>) BY_CLASS.get(type);
    }

    /** The java.time types a {@code @JsonFormat(pattern)} applies to. */
    static boolean formattable(Class<?> type) {
        return type == LocalDate.class || type == LocalDateTime.class || type == LocalTime.class
                || type == OffsetDateTime.class || type == ZonedDateTime.class;
    }

    /** A {@code @JsonFormat(pattern = ...)} encoder for a {@link #formattable} type. */
    static Encoder<Object> pattern(String pattern) {
        DateTimeFormatter formatter = DateTimeFormatter.ofPattern(pattern);
        return (v, out) -> writeTemporal(formatter, (TemporalAccessor) v, out);
    }

    static void writeTemporal(DateTimeFormatter formatter, TemporalAccessor value, JsonOutput out) {
        StringBuilder sb = out.scratch;
        sb.setLength(0);
        formatter.formatTo(value, sb);
        int n = sb.length();
        out.ensure(n + 2);
        out.buf[out.pos++] = '"';
        out.writeAscii(sb);
        out.buf[out.pos++] = '"';
    }

    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    static void writeUuid(UUID v, JsonOutput out) {
        out.ensure(38);
        byte[] b = out.buf;
        int p = out.pos;
        b[p++] = '"';
        long hi = v.getMostSignificantBits();
        long lo = v.getLeastSignificantBits();
        p = hex(hi >>> 32, 8, b, p);
        b[p++] = '-';
        p = hex(hi >>> 16, 4, b, p);
        b[p++] = '-';
        p = hex(hi, 4, b, p);
        b[p++] = '-';
        p = hex(lo >>> 48, 4, b, p);
        b[p++] = '-';
        p = hex(lo, 12, b, p);
        b[p++] = '"';
        out.pos = p;
    }

    private static int hex(long v, int digits, byte[] b, int p) {
        for (int i = digits - 1; i >= 0; i--) {
            b[p + i] = HEX[(int) (v & 15)];
            v >>>= 4;
        }
        return p + digits;
    }
}

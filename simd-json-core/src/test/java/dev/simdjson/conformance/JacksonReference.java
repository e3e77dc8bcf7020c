package dev.simdjson.conformance;

import dev.simdjson.JsonField;
import dev.simdjson.JsonType;
import dev.simdjson.JsonValue;
import dev.simdjson.NumberKind;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonFactoryBuilder;
import tools.jackson.core.json.JsonReadFeature;
import tools.jackson.databind.json.JsonMapper;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;

/**
 * Jackson 3 as the reference parser of the differential tests.
 *
 * <p>The comparison walks Jackson's token stream rather than a {@code JsonNode} tree: a tree keeps only the last of
 * duplicate keys, while the stream shows every field in order, and it gives each number's exact source text.
 *
 * <p>For accept/reject verdicts ({@link #accepts}) Jackson is made strict: every lenient {@link JsonReadFeature} is
 * off, its limits are set to simd-json's defaults, and exactly one root value must fill the input. Two things Jackson
 * does more leniently than RFC 8259 on bytes are handled before it sees the input: it skips a leading UTF-8 byte
 * order mark (RFC 8259 section 8.1 says a generator must not add one; simd-json rejects it) and it does not
 * check that multi-byte UTF-8 is well formed (no overlong forms, surrogates or code points past U+10FFFF). So the
 * verdict is: strictly decodable UTF-8 (the JDK decoder with {@link CodingErrorAction#REPORT}), no BOM, and then
 * Jackson accepts the decoded text. Decoding first also stops Jackson from guessing UTF-16 or UTF-32 from zero bytes
 * near the start. Jackson's text parser has one leniency of its own: it takes any character whose low byte is a hex
 * digit as a hex digit of a backslash-u escape (found by the mutation property: backslash, "u020", then U+2B30,
 * passes as U+0200), so {@link #unicodeEscapesHaveFourHexDigits} checks those separately.
 */
final class JacksonReference {

    static final JsonMapper STRICT = strictMapper();

    private JacksonReference() {
    }

    private static JsonMapper strictMapper() {
        JsonFactoryBuilder factory = JsonFactory.builder();
        for (JsonReadFeature lenient : JsonReadFeature.values()) {
            factory.disable(lenient);
        }
        factory.streamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(1024)
                .maxNumberLength(1000)
                .maxStringLength(20_000_000)
                .build());
        return JsonMapper.builder(factory.build()).build();
    }

    /** True when the bytes are strictly valid UTF-8 (the JDK decoder, malformed input reported). */
    static boolean isStrictUtf8(byte[] bytes) {
        return decodeStrictly(bytes) != null;
    }

    static String decodeStrictly(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** The strict reference verdict: is this one RFC 8259 JSON text (within simd-json's default limits)? */
    static boolean accepts(byte[] json) {
        if (json.length >= 3 && (json[0] & 0xFF) == 0xEF && (json[1] & 0xFF) == 0xBB && (json[2] & 0xFF) == 0xBF) {
            return false;
        }
        String text = decodeStrictly(json);
        if (text == null) {
            return false;
        }
        try (JsonParser p = STRICT.createParser(text)) {
            JsonToken token = p.nextToken();
            if (token == null) {
                return false;
            }
            int depth = 0;
            do {
                if (token.isStructStart()) {
                    depth++;
                } else if (token.isStructEnd()) {
                    depth--;
                } else if (token == JsonToken.VALUE_STRING) {
                    p.getString(); // decode fully, so every escape is checked
                }
                if (depth > 0) {
                    token = p.nextToken();
                }
            } while (depth > 0);
            return p.nextToken() == null && unicodeEscapesHaveFourHexDigits(text);
        } catch (JacksonException e) {
            return false;
        }
    }

    /** In JSON text that is otherwise valid: is every backslash-u escape followed by four ASCII hex digits? */
    static boolean unicodeEscapesHaveFourHexDigits(String json) {
        boolean inString = false;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c == '"') {
                inString = !inString;
            } else if (inString && c == '\\') {
                i++;
                if (json.charAt(i) == 'u') {
                    for (int k = 1; k <= 4; k++) {
                        if (i + k >= json.length() || !isAsciiHexDigit(json.charAt(i + k))) {
                            return false;
                        }
                    }
                    i += 4;
                }
            }
        }
        return true;
    }

    private static boolean isAsciiHexDigit(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    /**
     * Asserts that our value is, value for value, what Jackson reads from {@code json} (one root value). Jackson reads
     * the strictly decoded text: its byte parser rejects a lone surrogate escape in a property name (its char parser,
     * like simd-json, keeps it), and only valid UTF-8 can have been accepted anyway.
     */
    static void assertMatches(JsonValue ours, byte[] json) {
        try (JsonParser p = STRICT.createParser(text(json))) {
            JsonToken token = p.nextToken();
            check(token != null, "$", "Jackson sees no value at all");
            match(ours, p, token, "$");
            check(p.nextToken() == null, "$", "Jackson sees more content after the root value");
        }
    }

    /** Asserts that our documents are, in order, the whitespace-separated root values Jackson reads. */
    static void assertDocumentsMatch(List<JsonValue> ours, byte[] json) {
        try (JsonParser p = STRICT.createParser(text(json))) {
            int index = 0;
            for (JsonToken token = p.nextToken(); token != null; token = p.nextToken()) {
                check(index < ours.size(), "document " + index, "we have only " + ours.size() + " documents");
                match(ours.get(index), p, token, "document " + index + " $");
                index++;
            }
            check(index == ours.size(), "document " + index, "Jackson reads only " + index + " documents, we have "
                    + ours.size());
        }
    }

    private static String text(byte[] json) {
        String text = decodeStrictly(json);
        if (text == null) {
            throw new AssertionError("accepted input that is not valid UTF-8: " + RoundTrip.preview(json));
        }
        return text;
    }

    private static void match(JsonValue ours, JsonParser p, JsonToken token, String path) {
        switch (token) {
            case START_OBJECT -> {
                checkType(ours, JsonType.OBJECT, path);
                Iterator<JsonField> fields = ours.fields().iterator();
                int count = 0;
                for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
                    String name = p.currentName();
                    check(fields.hasNext(), path, "Jackson has more fields, next is \"" + name + "\"");
                    JsonField field = fields.next();
                    check(name.equals(field.name()), path, "field " + count + " is \"" + escape(field.name())
                            + "\", Jackson says \"" + escape(name) + "\"");
                    match(field.value(), p, p.nextToken(), path + "." + name);
                    count++;
                }
                check(!fields.hasNext(), path, "we have more fields than Jackson's " + count);
                check(ours.size() == count, path, "size() is " + ours.size() + ", has " + count + " fields");
            }
            case START_ARRAY -> {
                checkType(ours, JsonType.ARRAY, path);
                Iterator<JsonValue> elements = ours.iterator();
                int count = 0;
                for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
                    check(elements.hasNext(), path, "Jackson has more elements than our " + count);
                    match(elements.next(), p, t, path + "[" + count + "]");
                    count++;
                }
                check(!elements.hasNext(), path, "we have more elements than Jackson's " + count);
                check(ours.size() == count, path, "size() is " + ours.size() + ", has " + count + " elements");
            }
            case VALUE_STRING -> {
                checkType(ours, JsonType.STRING, path);
                String expected = p.getString();
                String actual = ours.asString();
                check(expected.equals(actual), path, "string \"" + escape(actual) + "\", Jackson says \""
                        + escape(expected) + "\"");
            }
            case VALUE_NUMBER_INT -> matchInteger(ours, p.getText(), path);
            case VALUE_NUMBER_FLOAT -> matchFloat(ours, p.getText(), path);
            case VALUE_TRUE, VALUE_FALSE -> {
                checkType(ours, JsonType.BOOLEAN, path);
                check(ours.asBoolean() == (token == JsonToken.VALUE_TRUE), path, "boolean " + ours.asBoolean());
            }
            case VALUE_NULL -> checkType(ours, JsonType.NULL, path);
            default -> throw new AssertionError(path + ": unexpected Jackson token " + token);
        }
    }

    private static void matchInteger(JsonValue ours, String text, String path) {
        checkType(ours, JsonType.NUMBER, path);
        BigInteger expected = new BigInteger(text);
        if (expected.bitLength() < 64) {
            check(ours.numberKind() == NumberKind.LONG, path, text + " is " + ours.numberKind() + ", expected LONG");
            check(ours.asLong() == expected.longValue(), path, text + " reads as " + ours.asLong());
        } else {
            check(ours.numberKind() == NumberKind.BIG_INTEGER, path, text + " is " + ours.numberKind()
                    + ", expected BIG_INTEGER");
            check(ours.asBigInteger().equals(expected), path, text + " reads as " + ours.asBigInteger());
        }
        // As a value, -0 equals 0 here: an integer literal has no signed zero.
        check(ours.asDouble() == Double.parseDouble(text), path, text + " asDouble() is " + ours.asDouble());
        matchDecimal(ours, text, path);
    }

    private static void matchFloat(JsonValue ours, String text, String path) {
        checkType(ours, JsonType.NUMBER, path);
        check(ours.numberKind() == NumberKind.DOUBLE, path, text + " is " + ours.numberKind() + ", expected DOUBLE");
        double expected = Double.parseDouble(text);
        double actual = ours.asDouble();
        check(Double.doubleToRawLongBits(actual) == Double.doubleToRawLongBits(expected), path,
                text + " reads as " + actual + " (bits " + Long.toHexString(Double.doubleToRawLongBits(actual))
                        + "), Double.parseDouble gives " + expected + " (bits "
                        + Long.toHexString(Double.doubleToRawLongBits(expected)) + ")");
        matchDecimal(ours, text, path);
    }

    private static void matchDecimal(JsonValue ours, String text, String path) {
        BigDecimal expected;
        try {
            expected = new BigDecimal(text);
        } catch (NumberFormatException exponentBeyondInt) {
            return; // BigDecimal cannot hold a scale past Integer.MAX_VALUE; nothing exact to compare with
        }
        BigDecimal actual = ours.asBigDecimal();
        check(actual.compareTo(expected) == 0, path, text + " asBigDecimal() is " + actual);
    }

    private static void checkType(JsonValue ours, JsonType expected, String path) {
        JsonType actual = ours.type();
        check(actual == expected, path, "type " + actual + ", Jackson says " + expected);
    }

    private static void check(boolean ok, String path, String problem) {
        if (!ok) {
            throw new AssertionError(path + ": " + problem);
        }
    }

    /** Makes control characters and lone surrogates visible in failure messages. */
    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7F || Character.isSurrogate(c) && !isPaired(s, i)) {
                out.append(String.format("\\u%04X", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.length() > 300 ? out.substring(0, 300) + "...(" + s.length() + " chars)" : out.toString();
    }

    private static boolean isPaired(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}

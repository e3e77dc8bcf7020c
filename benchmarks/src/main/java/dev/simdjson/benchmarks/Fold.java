package dev.simdjson.benchmarks;

import dev.simdjson.JsonField;
import dev.simdjson.JsonValue;
import dev.simdjson.NumberKind;
import tools.jackson.databind.JsonNode;

import java.math.BigInteger;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Walks each library's tree and folds every value into one {@code long}, so that a benchmark pays for reading the
 * whole document and not only for parsing it (the fair measure against parsers that build eager trees).
 *
 * <p>Every walker reads the same things in document order: each object key and string (its length and first char),
 * each number (an integer literal that fits in a {@code long} as that {@code long}, any other number as the bits of
 * its {@code double}), each boolean and null, and a marker for each object and array. So the four walkers give the
 * same sum on the same document, which the benchmarks check in their setup.
 */
public final class Fold {

    private static final long OBJECT = 0x6f;
    private static final long ARRAY = 0x61;
    private static final long TRUE = 0x74;
    private static final long FALSE = 0x66;
    private static final long NULL = 0x6e;

    private Fold() {
    }

    static long mix(long acc, long value) {
        return acc * 31 + value;
    }

    static long mixString(long acc, String s) {
        return mix(mix(acc, s.length()), s.isEmpty() ? -1 : s.charAt(0));
    }

    static long mixDouble(long acc, double d) {
        return mix(acc, Double.doubleToRawLongBits(d));
    }

    // ---- simd-json (this project)

    public static long simdjson(JsonValue root) {
        return simdjson(root, 1);
    }

    private static long simdjson(JsonValue value, long acc) {
        switch (value.type()) {
            case OBJECT -> {
                acc = mix(acc, OBJECT);
                for (JsonField field : value.fields()) {
                    acc = simdjson(field.value(), mixString(acc, field.name()));
                }
                return acc;
            }
            case ARRAY -> {
                acc = mix(acc, ARRAY);
                for (JsonValue element : value) {
                    acc = simdjson(element, acc);
                }
                return acc;
            }
            case STRING -> {
                return mixString(acc, value.asString());
            }
            case NUMBER -> {
                return value.numberKind() == NumberKind.LONG ? mix(acc, value.asLong()) : mixDouble(acc, value.asDouble());
            }
            case BOOLEAN -> {
                return mix(acc, value.asBoolean() ? TRUE : FALSE);
            }
            case NULL -> {
                return mix(acc, NULL);
            }
            default -> throw new IllegalStateException("unexpected type " + value.type());
        }
    }

    // ---- Jackson 3 tree model

    public static long jackson(JsonNode root) {
        return jackson(root, 1);
    }

    private static long jackson(JsonNode node, long acc) {
        switch (node.getNodeType()) {
            case OBJECT -> {
                acc = mix(acc, OBJECT);
                for (Map.Entry<String, JsonNode> property : node.properties()) {
                    acc = jackson(property.getValue(), mixString(acc, property.getKey()));
                }
                return acc;
            }
            case ARRAY -> {
                acc = mix(acc, ARRAY);
                for (JsonNode element : node) {
                    acc = jackson(element, acc);
                }
                return acc;
            }
            case STRING -> {
                return mixString(acc, node.stringValue());
            }
            case NUMBER -> {
                return node.isIntegralNumber() && !node.isBigInteger()
                        ? mix(acc, node.longValue())
                        : mixDouble(acc, node.doubleValue());
            }
            case BOOLEAN -> {
                return mix(acc, node.booleanValue() ? TRUE : FALSE);
            }
            case NULL -> {
                return mix(acc, NULL);
            }
            default -> throw new IllegalStateException("unexpected node type " + node.getNodeType());
        }
    }

    // ---- fastjson2 (JSONObject is a Map, JSONArray a List, scalars are boxed)

    public static long fastjson2(Object root) {
        return fastjson2(root, 1);
    }

    private static long fastjson2(Object value, long acc) {
        switch (value) {
            case null -> {
                return mix(acc, NULL);
            }
            case Map<?, ?> object -> {
                acc = mix(acc, OBJECT);
                for (Map.Entry<?, ?> field : object.entrySet()) {
                    acc = fastjson2(field.getValue(), mixString(acc, (String) field.getKey()));
                }
                return acc;
            }
            case List<?> array -> {
                acc = mix(acc, ARRAY);
                for (int i = 0, n = array.size(); i < n; i++) {
                    acc = fastjson2(array.get(i), acc);
                }
                return acc;
            }
            case String s -> {
                return mixString(acc, s);
            }
            case Integer i -> {
                return mix(acc, i);
            }
            case Long l -> {
                return mix(acc, l);
            }
            case BigInteger big -> {
                return mixDouble(acc, big.doubleValue());
            }
            case Number number -> {
                return mixDouble(acc, number.doubleValue());
            }
            case Boolean b -> {
                return mix(acc, b ? TRUE : FALSE);
            }
            default -> throw new IllegalStateException("unexpected value " + value.getClass());
        }
    }

    // ---- simdjson-java 0.4.0 (no type enum: one isX() test after another)

    public static long simdjsonJava(org.simdjson.JsonValue root) {
        return simdjsonJava(root, 1);
    }

    private static long simdjsonJava(org.simdjson.JsonValue value, long acc) {
        if (value.isObject()) {
            acc = mix(acc, OBJECT);
            Iterator<Map.Entry<String, org.simdjson.JsonValue>> fields = value.objectIterator();
            while (fields.hasNext()) {
                Map.Entry<String, org.simdjson.JsonValue> field = fields.next();
                acc = simdjsonJava(field.getValue(), mixString(acc, field.getKey()));
            }
            return acc;
        }
        if (value.isArray()) {
            acc = mix(acc, ARRAY);
            Iterator<org.simdjson.JsonValue> elements = value.arrayIterator();
            while (elements.hasNext()) {
                acc = simdjsonJava(elements.next(), acc);
            }
            return acc;
        }
        if (value.isString()) {
            return mixString(acc, value.asString());
        }
        if (value.isLong()) {
            return mix(acc, value.asLong());
        }
        if (value.isDouble()) {
            return mixDouble(acc, value.asDouble());
        }
        if (value.isBoolean()) {
            return mix(acc, value.asBoolean() ? TRUE : FALSE);
        }
        if (value.isNull()) {
            return mix(acc, NULL);
        }
        throw new IllegalStateException("unexpected value " + value);
    }
}

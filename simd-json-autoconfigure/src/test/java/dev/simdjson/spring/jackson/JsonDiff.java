package dev.simdjson.spring.jackson;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Says where two JSON texts differ, by JSON path ({@code $.lines[0].price: starter {...}, jackson "12.50 EUR"}), so a
 * parity failure names the property rather than a byte offset. When the trees are equal but the bytes are not, it says
 * whether the order of properties or only the whitespace differs.
 */
public final class JsonDiff {

    private static final JsonMapper MAPPER = JsonMapper.shared();
    private static final int MOST = 8;

    private JsonDiff() {
    }

    /** The differences, at most {@value #MOST}; empty when the texts are the same bytes. */
    public static List<String> differences(String starter, String jackson) {
        List<String> out = new ArrayList<>();
        if (starter.equals(jackson)) {
            return out;
        }
        JsonNode a;
        JsonNode b;
        try {
            a = MAPPER.readTree(starter);
            b = MAPPER.readTree(jackson);
        } catch (RuntimeException e) {
            out.add("not both JSON: starter " + abbreviate(starter) + ", jackson " + abbreviate(jackson));
            return out;
        }
        compare("$", a, b, out);
        if (out.isEmpty()) {
            out.add(a.toString().equals(b.toString()) ? "same JSON, different whitespace"
                    : "same JSON values, different property order: starter " + abbreviate(a.toString())
                            + ", jackson " + abbreviate(b.toString()));
        }
        return out;
    }

    private static void compare(String path, JsonNode a, JsonNode b, List<String> out) {
        if (out.size() >= MOST) {
            return;
        }
        if (a.isObject() && b.isObject()) {
            for (Map.Entry<String, JsonNode> e : a.properties()) {
                JsonNode other = b.get(e.getKey());
                if (other == null) {
                    out.add(path + "." + e.getKey() + ": starter writes " + abbreviate(e.getValue().toString())
                            + ", jackson omits it");
                } else {
                    compare(path + "." + e.getKey(), e.getValue(), other, out);
                }
            }
            for (Map.Entry<String, JsonNode> e : b.properties()) {
                if (!a.has(e.getKey())) {
                    out.add(path + "." + e.getKey() + ": starter omits it, jackson writes "
                            + abbreviate(e.getValue().toString()));
                }
            }
        } else if (a.isArray() && b.isArray() && a.size() == b.size()) {
            for (int i = 0; i < a.size(); i++) {
                compare(path + "[" + i + "]", a.get(i), b.get(i), out);
            }
        } else if (!a.equals(b)) {
            out.add(path + ": starter " + abbreviate(a.toString()) + ", jackson " + abbreviate(b.toString()));
        }
    }

    static String abbreviate(String s) {
        return s.length() <= 160 ? s : s.substring(0, 157) + "...";
    }
}

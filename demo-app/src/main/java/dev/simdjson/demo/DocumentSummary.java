package dev.simdjson.demo;

import dev.simdjson.JsonType;
import dev.simdjson.JsonValue;
import dev.simdjson.runtime.Implementation;

import java.util.ArrayDeque;
import java.util.Locale;

/**
 * What {@code POST /api/documents/inspect} answers about a document.
 *
 * @param rootType the type of the root value: object, array, string, number, boolean or null
 * @param rootSize fields of a root object or elements of a root array; 0 for a scalar root
 * @param values   every value in the document, the root included
 * @param objects  objects in the document
 * @param arrays   arrays in the document
 * @param fields   fields of all objects together
 * @param elements elements of all arrays together
 * @param depth    deepest nesting of arrays and objects (0 for a scalar root, 1 for {@code []} or <code>{}</code>)
 * @param bytes    size of the document in bytes
 * @param kernel   the stage 1 kernel that parsed it
 */
public record DocumentSummary(String rootType, int rootSize, long values, long objects, long arrays, long fields,
                              long elements, int depth, int bytes, Implementation kernel) {

    /** Walks {@code root} without recursion, so that the deepest document the limits allow is fine. */
    static DocumentSummary of(JsonValue root, int bytes, Implementation kernel) {
        long values = 0;
        long objects = 0;
        long arrays = 0;
        long fields = 0;
        long elements = 0;
        int depth = 0;
        ArrayDeque<JsonValue> pending = new ArrayDeque<>();
        ArrayDeque<Integer> pendingDepth = new ArrayDeque<>();
        pending.push(root);
        pendingDepth.push(0);
        while (!pending.isEmpty()) {
            JsonValue value = pending.pop();
            int enclosing = pendingDepth.pop();
            values++;
            JsonType type = value.type();
            if (type == JsonType.OBJECT || type == JsonType.ARRAY) {
                if (type == JsonType.OBJECT) {
                    objects++;
                    fields += value.size();
                } else {
                    arrays++;
                    elements += value.size();
                }
                depth = Math.max(depth, enclosing + 1);
                for (JsonValue child : value) {
                    pending.push(child);
                    pendingDepth.push(enclosing + 1);
                }
            }
        }
        JsonType rootType = root.type();
        int rootSize = rootType == JsonType.OBJECT || rootType == JsonType.ARRAY ? root.size() : 0;
        return new DocumentSummary(rootType.name().toLowerCase(Locale.ROOT), rootSize, values, objects, arrays,
                fields, elements, depth, bytes, kernel);
    }
}

package dev.simdjson.internal.bind;

import static dev.simdjson.internal.bind.JsonReader.ARRAY;
import static dev.simdjson.internal.bind.JsonReader.FALSE;
import static dev.simdjson.internal.bind.JsonReader.NUMBER;
import static dev.simdjson.internal.bind.JsonReader.OBJECT;
import static dev.simdjson.internal.bind.JsonReader.STRING;
import static dev.simdjson.internal.bind.JsonReader.TRUE;

/** Object: LinkedHashMap, ArrayList, String, Integer/Long/BigInteger/Double, Boolean or null, as Jackson. */
final class NaturalBinder implements Binder<Object> {
    @Override
    public Object read(JsonReader r) {
        int kind = r.peek();
        switch (kind) {
            case OBJECT -> {
                java.util.LinkedHashMap<String, Object> map = new java.util.LinkedHashMap<>();
                r.beginObject();
                while (r.nextField()) {
                    String key = r.keyString();
                    try {
                        map.put(key, read(r));
                    } catch (BindError e) {
                        throw e.withinField(key);
                    }
                }
                return map;
            }
            case ARRAY -> {
                java.util.ArrayList<Object> list = new java.util.ArrayList<>();
                r.beginArray();
                int n = 0;
                while (r.hasNext()) {
                    try {
                        list.add(read(r));
                    } catch (BindError e) {
                        throw e.withinIndex(n);
                    }
                    n++;
                }
                return list;
            }
            case STRING -> {
                return r.readString();
            }
            case NUMBER -> {
                return Scalars.naturalNumber(r);
            }
            case TRUE, FALSE -> {
                return r.readBoolean();
            }
            default -> {
                r.readLiteral();
                return null;
            }
        }
    }
}

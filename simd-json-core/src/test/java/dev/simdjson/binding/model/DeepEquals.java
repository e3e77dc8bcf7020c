package dev.simdjson.binding.model;

import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Deep equality of bound objects, for records that hold arrays (whose generated {@code equals} compares array
 * identity): records component by component, arrays element by element, lists in order, sets and maps by content
 * (a map's iteration order is not compared), anything else by {@code equals}. Floating-point values are equal when
 * their bits are ({@code NaN} equals {@code NaN}, {@code 0.0} differs from {@code -0.0}), as {@code Arrays.equals}.
 */
public final class DeepEquals {

    private DeepEquals() {
    }

    public static boolean equal(Object expected, Object actual) {
        return difference(expected, actual) == null;
    }

    /** Where {@code actual} first differs from {@code expected}, as "{@code $.path: expected X, actual Y}"; null when equal. */
    public static String difference(Object expected, Object actual) {
        return diff("$", expected, actual);
    }

    private static String diff(String path, Object e, Object a) {
        if (e == a) {
            return null;
        }
        if (e == null || a == null) {
            return mismatch(path, e, a);
        }
        Class<?> type = e.getClass();
        if (type.isArray()) {
            if (!a.getClass().isArray() || a.getClass().getComponentType() != type.getComponentType()) {
                return path + ": expected " + type.getTypeName() + ", actual " + a.getClass().getTypeName();
            }
            int n = Array.getLength(e);
            if (n != Array.getLength(a)) {
                return path + ": expected length " + n + ", actual length " + Array.getLength(a);
            }
            for (int i = 0; i < n; i++) {
                String d = diff(path + "[" + i + "]", Array.get(e, i), Array.get(a, i));
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (type.isRecord()) {
            if (a.getClass() != type) {
                return path + ": expected " + type.getName() + ", actual " + a.getClass().getName();
            }
            for (RecordComponent component : type.getRecordComponents()) {
                try {
                    component.getAccessor().setAccessible(true);
                    String d = diff(path + "." + component.getName(), component.getAccessor().invoke(e),
                            component.getAccessor().invoke(a));
                    if (d != null) {
                        return d;
                    }
                } catch (ReflectiveOperationException ex) {
                    throw new IllegalStateException("cannot read " + path + "." + component.getName(), ex);
                }
            }
            return null;
        }
        if (e instanceof List<?> el) {
            if (!(a instanceof List<?> al)) {
                return mismatchType(path, e, a);
            }
            if (el.size() != al.size()) {
                return path + ": expected size " + el.size() + ", actual size " + al.size();
            }
            Iterator<?> ei = el.iterator();
            Iterator<?> ai = al.iterator();
            for (int i = 0; ei.hasNext(); i++) {
                String d = diff(path + "[" + i + "]", ei.next(), ai.next());
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (e instanceof Map<?, ?> em) {
            if (!(a instanceof Map<?, ?> am)) {
                return mismatchType(path, e, a);
            }
            if (em.size() != am.size()) {
                return path + ": expected " + em.size() + " entries, actual " + am.size() + " (expected keys "
                        + em.keySet() + ", actual keys " + am.keySet() + ")";
            }
            for (Map.Entry<?, ?> entry : em.entrySet()) {
                if (!am.containsKey(entry.getKey())) {
                    return path + ": key " + describe(entry.getKey()) + " missing (actual keys " + am.keySet() + ")";
                }
                String d = diff(path + "[" + describe(entry.getKey()) + "]", entry.getValue(), am.get(entry.getKey()));
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (e instanceof Set<?> es) {
            if (!(a instanceof Set<?> as)) {
                return mismatchType(path, e, a);
            }
            // Sets of array-holding records are not used; content equality is enough here.
            return es.equals(as) ? null : mismatch(path, e, a);
        }
        if (e instanceof Collection<?> ec) {
            if (!(a instanceof Collection<?> ac)) {
                return mismatchType(path, e, a);
            }
            return diff(path, List.copyOf(ec), List.copyOf(ac));
        }
        if (e instanceof Optional<?> eo) {
            if (!(a instanceof Optional<?> ao)) {
                return mismatchType(path, e, a);
            }
            if (eo.isPresent() != ao.isPresent()) {
                return mismatch(path, e, a);
            }
            return eo.isPresent() ? diff(path + ".get()", eo.get(), ao.get()) : null;
        }
        if (e instanceof java.math.BigDecimal eb && a instanceof java.math.BigDecimal ab) {
            // Scale matters (1.0 vs 1.00 write differently), as BigDecimal.equals says.
            return eb.equals(ab) ? null : mismatch(path, e, a);
        }
        if (!e.getClass().equals(a.getClass())) {
            return mismatchType(path, e, a);
        }
        return Objects.equals(e, a) ? null : mismatch(path, e, a);
    }

    private static String mismatch(String path, Object e, Object a) {
        return path + ": expected " + describe(e) + ", actual " + describe(a);
    }

    private static String mismatchType(String path, Object e, Object a) {
        return path + ": expected a " + e.getClass().getName() + " " + describe(e) + ", actual a "
                + a.getClass().getName() + " " + describe(a);
    }

    private static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        String text = value instanceof String s ? '"' + s + '"'
                : value.getClass().isArray() ? java.util.Arrays.deepToString(new Object[] {value}) : String.valueOf(value);
        return text.length() > 200 ? text.substring(0, 200) + "…" : text;
    }
}

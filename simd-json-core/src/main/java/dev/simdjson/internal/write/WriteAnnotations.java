package dev.simdjson.internal.write;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Set;

/**
 * Jackson annotations that change how a class is written and that the writer does not implement, found by name
 * (jackson-annotations and jackson-databind are optional at run time, so they are never referenced as classes).
 */
final class WriteAnnotations {

    private static final String ANNOTATIONS = "com.fasterxml.jackson.annotation.";
    private static final String DATABIND_3 = "tools.jackson.databind.annotation.";
    private static final String DATABIND_2 = "com.fasterxml.jackson.databind.annotation.";

    /** Simple names of annotations that change the written form in ways the writer does not follow. */
    private static final Set<String> UNSUPPORTED = Set.of("JsonValue", "JsonAnyGetter", "JsonSerialize",
            "JsonUnwrapped", "JsonRawValue", "JsonIdentityInfo", "JsonIdentityReference", "JsonFilter", "JsonView",
            "JsonKey", "JsonAppend", "JsonTypeId", "JsonManagedReference", "JsonBackReference");

    private WriteAnnotations() {
    }

    /** Why {@code type}'s written form cannot be produced here, or null. */
    static String unsupported(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            String r = check(c, "class " + c.getName());
            if (r != null) {
                return r;
            }
            Annotation format = find(c, "JsonFormat");
            if (format != null && !"ANY".equals(attribute(format, "shape"))) {
                return "uses @JsonFormat(shape = " + attribute(format, "shape") + ") on " + c.getName();
            }
            try {
                for (Field f : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers())) {
                        r = check(f, "field " + c.getName() + "." + f.getName());
                        if (r != null) {
                            return r;
                        }
                    }
                }
                for (Method m : c.getDeclaredMethods()) {
                    if (!Modifier.isStatic(m.getModifiers())) {
                        r = check(m, "method " + c.getName() + "." + m.getName() + "()");
                        if (r != null) {
                            return r;
                        }
                    }
                }
                if (c.isRecord()) {
                    for (RecordComponent rc : c.getRecordComponents()) {
                        r = check(rc, "component " + c.getName() + "." + rc.getName());
                        if (r != null) {
                            return r;
                        }
                    }
                }
            } catch (LinkageError e) {
                return "cannot inspect " + c.getName() + ": " + e;
            }
        }
        return null;
    }

    private static String check(AnnotatedElement element, String where) {
        for (Annotation a : element.getDeclaredAnnotations()) {
            String name = a.annotationType().getName();
            String simple = a.annotationType().getSimpleName();
            if ((name.startsWith(ANNOTATIONS) || name.startsWith(DATABIND_3) || name.startsWith(DATABIND_2))
                    && UNSUPPORTED.contains(simple) && enabled(a)) {
                return "uses @" + simple + " on " + where;
            }
        }
        return null;
    }

    /** {@code @JsonValue(false)} and friends switch themselves off. */
    private static boolean enabled(Annotation a) {
        try {
            Method value = a.annotationType().getMethod("value");
            if (value.getReturnType() == boolean.class) {
                return (boolean) value.invoke(a);
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            // no boolean value(): always on
        }
        return true;
    }

    /** The Jackson annotation named {@code simpleName} on {@code element}, or null. */
    static Annotation find(AnnotatedElement element, String simpleName) {
        for (Annotation a : element.getDeclaredAnnotations()) {
            if (a.annotationType().getName().equals(ANNOTATIONS + simpleName)) {
                return a;
            }
        }
        return null;
    }

    /** An annotation attribute as text (an enum constant's name), or null. */
    static String attribute(Annotation a, String name) {
        try {
            Object v = a.annotationType().getMethod(name).invoke(a);
            return v instanceof Enum<?> e ? e.name() : String.valueOf(v);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}

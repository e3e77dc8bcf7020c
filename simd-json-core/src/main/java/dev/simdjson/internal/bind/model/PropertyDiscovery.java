package dev.simdjson.internal.bind.model;

import dev.simdjson.PropertyNaming;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Finds a class's fields, getters and setters and groups them by Java name into {@link PropertySlot}s, and names
 * a slot for JSON ({@code @JsonProperty}, else the naming strategy).
 */
final class PropertyDiscovery {

    private final PropertyNaming naming;
    private final Annotations annotations;
    private final UnsupportedAnnotations unsupportedAnnotations;

    PropertyDiscovery(PropertyNaming naming, Annotations annotations, UnsupportedAnnotations unsupportedAnnotations) {
        this.naming = naming;
        this.annotations = annotations;
        this.unsupportedAnnotations = unsupportedAnnotations;
    }

    /** The JSON name: the first explicit {@code @JsonProperty} name on any accessor, else the naming strategy's. */
    String externalName(PropertySlot s) {
        for (AnnotatedElement e : s.elements()) {
            String n = annotations.name(e);
            if (n != null && !n.isEmpty()) {
                return n;
            }
        }
        return Names.translate(naming, s.internal);
    }

    /** The property a creator parameter named {@code explicitName} feeds: same Java name, else same JSON name. */
    PropertySlot findByName(Map<String, PropertySlot> slots, String explicitName) {
        PropertySlot s = slots.get(explicitName);
        if (s != null) {
            return s;
        }
        for (PropertySlot candidate : slots.values()) {
            if (externalName(candidate).equals(explicitName)) {
                return candidate;
            }
        }
        return null;
    }

    void addFields(Class<?> type, Map<String, PropertySlot> slots) throws Unsupported {
        for (Class<?> c : ClassHierarchy.classChain(type)) {
            for (Field f : c.getDeclaredFields()) {
                int mod = f.getModifiers();
                if (Modifier.isStatic(mod) || f.isSynthetic()) {
                    continue;
                }
                unsupportedAnnotations.check(f);
                boolean annotated = annotations.name(f) != null || annotations.formatPattern(f) != null;
                boolean visible = annotated || (Modifier.isPublic(mod) && !Modifier.isTransient(mod));
                if (Modifier.isTransient(mod) && !annotated) {
                    continue;
                }
                PropertySlot s = slots.computeIfAbsent(f.getName(), n -> new PropertySlot(n, slots.size()));
                s.field = f; // a subclass field hides the superclass one
                s.fieldVisible = visible;
            }
        }
    }

    /**
     * Adds the getters of {@code type}. For a record ({@code record} true, its components already in
     * {@code slots}) a component's accessor is never also a bean getter: {@code boolean isActive()} of component
     * {@code isActive} is that component's accessor, not a getter of a property "active" (Jackson 3 writes only
     * {@code "isActive"}); other getters, such as {@code getFoo()} or {@code isExtra()}, still are.
     */
    void addGetters(Class<?> type, Map<String, PropertySlot> slots, boolean record) throws Unsupported {
        Set<String> componentAccessors = new HashSet<>();
        if (record) {
            for (RecordComponent rc : type.getRecordComponents()) {
                componentAccessors.add(rc.getName());
            }
        }
        for (Method m : ClassHierarchy.allMethods(type)) {
            if (Modifier.isStatic(m.getModifiers()) || m.isSynthetic() || m.isBridge() || m.getParameterCount() != 0
                    || m.getReturnType() == void.class) {
                continue;
            }
            unsupportedAnnotations.check(m);
            if (componentAccessors.contains(m.getName())) {
                continue; // the component's accessor (or an interface method it implements): already its slot's getter
            }
            String explicit = annotations.name(m);
            String internal = null;
            if (Modifier.isPublic(m.getModifiers()) || explicit != null) {
                internal = getterName(m);
            }
            if (internal == null && explicit != null) {
                internal = m.getName();
            }
            if (internal == null) {
                continue;
            }
            if (record && slots.containsKey(internal) && slots.get(internal).getter != null
                    && slots.get(internal).getter.getName().equals(internal)) {
                continue; // the component accessor wins over getX() of the same implicit name
            }
            PropertySlot s = slots.computeIfAbsent(internal, n -> new PropertySlot(n, slots.size()));
            if (s.getter == null || overrides(m, s.getter)) {
                s.getter = m;
            }
        }
    }

    void addSetters(Class<?> type, Map<String, PropertySlot> slots) throws Unsupported {
        for (Method m : ClassHierarchy.allMethods(type)) {
            if (Modifier.isStatic(m.getModifiers()) || m.isSynthetic() || m.isBridge() || m.getParameterCount() != 1) {
                continue;
            }
            unsupportedAnnotations.check(m);
            String n = m.getName();
            String internal = null;
            if (n.startsWith("set") && n.length() > 3) {
                internal = Names.decapitalize(n.substring(3));
            } else if (annotations.name(m) != null) {
                internal = n;
            }
            if (internal == null) {
                continue;
            }
            PropertySlot s = slots.computeIfAbsent(internal, k -> new PropertySlot(k, slots.size()));
            if (s.setter == null || overrides(m, s.setter)) {
                s.setter = m;
            }
        }
    }

    private static boolean overrides(Method candidate, Method existing) {
        return existing.getDeclaringClass().isAssignableFrom(candidate.getDeclaringClass());
    }

    private static String getterName(Method m) {
        String n = m.getName();
        if (n.equals("getClass")) {
            return null;
        }
        if (n.startsWith("get") && n.length() > 3) {
            return Names.decapitalize(n.substring(3));
        }
        Class<?> r = m.getReturnType();
        if (n.startsWith("is") && n.length() > 2 && (r == boolean.class || r == Boolean.class)) {
            return Names.decapitalize(n.substring(2));
        }
        return null;
    }
}

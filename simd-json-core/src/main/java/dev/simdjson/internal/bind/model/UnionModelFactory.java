package dev.simdjson.internal.bind.model;

import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Builds a {@link UnionModel} from {@code @JsonTypeInfo}/{@code @JsonSubTypes} or a sealed hierarchy. */
final class UnionModelFactory {

    private final Annotations annotations;

    UnionModelFactory(Annotations annotations) {
        this.annotations = annotations;
    }

    /** The union rooted at {@code type}, or null when it is not one; the rules are on {@link TypeModels#union}. */
    UnionModel build(Class<?> type) {
        Class<?> annotatedBase = null;
        Annotations.TypeInfo info = null;
        for (Class<?> c : ClassHierarchy.selfAndSupertypes(type)) {
            info = annotations.typeInfo(c);
            if (info != null) {
                annotatedBase = c;
                break;
            }
        }
        boolean abstractType = type.isInterface() || Modifier.isAbstract(type.getModifiers());
        if (info == null) {
            if (!type.isSealed() || !abstractType) {
                return null;
            }
            info = new Annotations.TypeInfo("SIMPLE_NAME", "PROPERTY", "", false, false);
        } else if (!abstractType && !type.isSealed() && annotatedBase != type) {
            return null; // a concrete subtype: see unionOf()
        }
        String problem = null;
        if (!info.use().equals("NAME") && !info.use().equals("SIMPLE_NAME")) {
            problem = "@JsonTypeInfo(use = " + info.use() + ") on " + type.getName() + " is not supported";
        } else if (!info.include().equals("PROPERTY")) {
            problem = "@JsonTypeInfo(include = " + info.include() + ") on " + type.getName() + " is not supported";
        } else if (info.hasDefaultImpl()) {
            problem = "@JsonTypeInfo(defaultImpl) on " + type.getName() + " is not supported";
        } else if (info.visible()) {
            problem = "@JsonTypeInfo(visible = true) on " + type.getName() + " is not supported";
        }
        String discriminator = info.property().isEmpty() ? "@type" : info.property();
        boolean simple = info.use().equals("SIMPLE_NAME");

        // collect subtypes: @JsonSubTypes recursively, plus sealed permitted subclasses recursively
        Map<Class<?>, String> explicitNames = new LinkedHashMap<>();
        Map<Class<?>, List<String>> extraNames = new HashMap<>();
        Deque<Class<?>> work = new ArrayDeque<>();
        Set<Class<?>> seen = new LinkedHashSet<>();
        work.add(type);
        if (annotatedBase != null && annotatedBase != type) {
            work.add(annotatedBase); // subtypes listed on the annotated ancestor count too, when under type
        }
        while (!work.isEmpty()) {
            Class<?> c = work.poll();
            if (!seen.add(c)) {
                continue;
            }
            for (Annotations.SubType st : annotations.subTypes(c)) {
                if (!st.name().isEmpty()) {
                    explicitNames.putIfAbsent(st.type(), st.name());
                }
                extraNames.computeIfAbsent(st.type(), k -> new ArrayList<>()).addAll(st.names());
                work.add(st.type());
            }
            Class<?>[] permitted = c.getPermittedSubclasses();
            if (permitted != null) {
                work.addAll(Arrays.asList(permitted));
            }
        }
        Map<String, Class<?>> subtypes = new LinkedHashMap<>();
        Map<Class<?>, String> names = new LinkedHashMap<>();
        for (Class<?> c : seen) {
            if (c.isInterface() || Modifier.isAbstract(c.getModifiers()) || !type.isAssignableFrom(c)) {
                continue;
            }
            String name = explicitNames.get(c);
            if (name == null) {
                name = annotations.typeName(c);
            }
            if (name == null) {
                name = simple ? c.getSimpleName() : c.getName().substring(c.getName().lastIndexOf('.') + 1);
            }
            names.put(c, name);
            List<String> all = new ArrayList<>();
            all.add(name);
            all.addAll(extraNames.getOrDefault(c, List.of()));
            for (String n : all) {
                Class<?> prev = subtypes.putIfAbsent(n, c);
                if (prev != null && prev != c && problem == null) {
                    problem = type.getName() + ": subtypes " + prev.getName() + " and " + c.getName()
                            + " share the name \"" + n + "\"";
                }
            }
        }
        if (names.isEmpty() && problem == null) {
            problem = type.getName() + " has no concrete subtypes";
        }
        return new UnionModel(type, discriminator, Collections.unmodifiableMap(subtypes),
                Collections.unmodifiableMap(names), problem);
    }
}

package dev.simdjson.internal.bind.model;

import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/** Walks a class's supertypes, inherited methods and possible creators, in the orders the model rules depend on. */
final class ClassHierarchy {

    private ClassHierarchy() {
    }

    /** The class, its superclasses, then all their interfaces (breadth first), without Object. */
    static List<Class<?>> selfAndSupertypes(Class<?> type) {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            out.add(c);
        }
        for (int i = 0; i < out.size(); i++) {
            for (Class<?> in : out.get(i).getInterfaces()) {
                if (!out.contains(in)) {
                    out.add(in);
                }
            }
        }
        return out;
    }

    /** The class hierarchy from the top (below Object) down to {@code type}. */
    static List<Class<?>> classChain(Class<?> type) {
        Deque<Class<?>> chain = new ArrayDeque<>();
        for (Class<?> c = type; c != null && c != Object.class && c != Record.class; c = c.getSuperclass()) {
            chain.addFirst(c);
        }
        return List.copyOf(chain);
    }

    /** Declared methods of the class chain (subclass last) plus public methods inherited from interfaces. */
    static List<Method> allMethods(Class<?> type) {
        List<Method> list = new ArrayList<>();
        for (Class<?> c : classChain(type)) {
            list.addAll(Arrays.asList(c.getDeclaredMethods()));
        }
        for (Method m : type.getMethods()) {
            if (m.getDeclaringClass().isInterface() && m.isDefault()) {
                list.add(m);
            }
        }
        return list;
    }

    /** The class's own constructors and static methods: everything that may carry {@code @JsonCreator}. */
    static List<Executable> creatorCandidates(Class<?> type) {
        List<Executable> list = new ArrayList<>(Arrays.asList(type.getDeclaredConstructors()));
        for (Method m : type.getDeclaredMethods()) {
            if (Modifier.isStatic(m.getModifiers()) && !m.isSynthetic()) {
                list.add(m);
            }
        }
        return list;
    }
}

package dev.simdjson.internal.bind;

import java.lang.reflect.Modifier;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/** The concrete Collection or Map a declared collection or map type is read into. */
final class ContainerFactories {

    private ContainerFactories() {
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Supplier<Collection<Object>> collectionFactory(Class<?> raw) {
        if (raw.isAssignableFrom(ArrayList.class)) {
            return ArrayList::new; // List, Collection, Iterable, AbstractList, ArrayList
        }
        if (raw == Set.class || raw == HashSet.class || raw == AbstractSet.class) {
            return HashSet::new; // as Jackson: element order is HashSet's, so responses keep Jackson's bytes
        }
        if (raw == LinkedHashSet.class) {
            return LinkedHashSet::new;
        }
        if (raw.isAssignableFrom(TreeSet.class)) {
            return TreeSet::new; // SortedSet, NavigableSet, TreeSet
        }
        if (raw.isAssignableFrom(LinkedList.class)) {
            return LinkedList::new; // Queue, Deque, LinkedList
        }
        if (raw.isAssignableFrom(ArrayDeque.class)) {
            return ArrayDeque::new;
        }
        if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
            try {
                var ctor = raw.getConstructor();
                return () -> {
                    try {
                        return (Collection<Object>) ctor.newInstance();
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                };
            } catch (NoSuchMethodException e) {
                // fall through
            }
        }
        throw new BinderFactory.Unsupported("unsupported collection type " + raw.getName());
    }

    /** As {@link #mapFactory(Class)}, but a plain {@code Map} with enum keys is an {@code EnumMap}, as in Jackson. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Supplier<Map<Object, Object>> mapFactory(Class<?> raw, Class<?> keyClass) {
        if ((raw == Map.class || raw == AbstractMap.class || raw == EnumMap.class) && keyClass.isEnum()) {
            return () -> new EnumMap(keyClass);
        }
        return mapFactory(raw);
    }

    @SuppressWarnings("unchecked")
    static Supplier<Map<Object, Object>> mapFactory(Class<?> raw) {
        if (raw.isAssignableFrom(LinkedHashMap.class)) {
            return raw == HashMap.class ? HashMap::new : LinkedHashMap::new;
        }
        if (raw.isAssignableFrom(TreeMap.class)) {
            return TreeMap::new;
        }
        if (raw.isAssignableFrom(ConcurrentHashMap.class)) {
            return ConcurrentHashMap::new;
        }
        if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
            try {
                var ctor = raw.getConstructor();
                return () -> {
                    try {
                        return (Map<Object, Object>) ctor.newInstance();
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                };
            } catch (NoSuchMethodException e) {
                // fall through
            }
        }
        throw new BinderFactory.Unsupported("unsupported map type " + raw.getName());
    }
}

package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Builds the {@link ObjectModel} of a record or POJO: picks the creator, merges each property's accessors, applies
 * {@code @JsonIgnore}/access/inclusion rules and fixes Jackson's write order (the rules are on {@link TypeModels}).
 */
final class ObjectModelFactory {

    private final Annotations annotations;
    private final UnsupportedAnnotations unsupportedAnnotations;
    private final PropertyDiscovery discovery;

    ObjectModelFactory(Annotations annotations, UnsupportedAnnotations unsupportedAnnotations,
                       PropertyDiscovery discovery) {
        this.annotations = annotations;
        this.unsupportedAnnotations = unsupportedAnnotations;
        this.discovery = discovery;
    }

    /** The model of {@code type}; a class that cannot be modelled gets one with an {@code unsupportedReason}. */
    ObjectModel build(Class<?> type) {
        if (type.isPrimitive() || type.isArray() || type.isEnum() || type.isInterface() || type.isAnnotation()
                || Modifier.isAbstract(type.getModifiers())) {
            return unsupported(type, type.getName() + " is not a record or concrete class");
        }
        String pkg = type.getPackageName();
        if (pkg.startsWith("java.") || pkg.startsWith("javax.") || pkg.startsWith("jdk.") || pkg.startsWith("sun.")) {
            return unsupported(type, type.getName() + " is a platform class, not a bean");
        }
        try {
            return type.isRecord() ? buildRecord(type) : buildPojo(type);
        } catch (Unsupported e) {
            return unsupported(type, e.getMessage());
        }
    }

    private ObjectModel unsupported(Class<?> type, String reason) {
        return new ObjectModel(type, List.of(), null, false, Set.of(), reason, reason, reason);
    }

    private ObjectModel buildRecord(Class<?> type) throws Unsupported {
        unsupportedAnnotations.check(type);
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] raw = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            raw[i] = components[i].getType();
        }
        Constructor<?> canonical;
        try {
            canonical = type.getDeclaredConstructor(raw);
        } catch (NoSuchMethodException e) {
            throw new Unsupported(type.getName() + " has no canonical constructor");
        }
        unsupportedAnnotations.check(canonical);
        for (Field f : type.getDeclaredFields()) {
            unsupportedAnnotations.check(f);
        }
        for (Method m : ClassHierarchy.allMethods(type)) {
            unsupportedAnnotations.check(m);
        }
        Map<String, PropertySlot> slots = new LinkedHashMap<>();
        Parameter[] parameters = canonical.getParameters();
        for (int i = 0; i < components.length; i++) {
            RecordComponent rc = components[i];
            PropertySlot s = new PropertySlot(rc.getName(), slots.size());
            s.getter = rc.getAccessor();
            s.creatorIndex = i;
            s.creatorParameter = parameters[i];
            s.creatorType = rc.getGenericType();
            try {
                s.field = type.getDeclaredField(rc.getName()); // annotations only; never used as accessor
            } catch (NoSuchFieldException e) {
                // not expected for records
            }
            slots.put(s.internal, s);
        }
        discovery.addGetters(type, slots, true);
        return finish(type, slots, canonical, List.of(components).stream().map(RecordComponent::getGenericType).toList(),
                null, true);
    }

    private ObjectModel buildPojo(Class<?> type) throws Unsupported {
        unsupportedAnnotations.check(type);
        String readProblem = null;
        if (type.isAnonymousClass() || type.isLocalClass()
                || (type.isMemberClass() && !Modifier.isStatic(type.getModifiers()))) {
            readProblem = type.getName() + " is a non-static inner, local or anonymous class";
        }
        for (Method m : ClassHierarchy.allMethods(type)) {
            unsupportedAnnotations.check(m);
        }
        for (Executable e : ClassHierarchy.creatorCandidates(type)) {
            unsupportedAnnotations.check(e);
        }
        Map<String, PropertySlot> slots = new LinkedHashMap<>();
        discovery.addFields(type, slots);
        discovery.addGetters(type, slots, false);
        discovery.addSetters(type, slots);

        Executable creator = null;
        for (Executable e : ClassHierarchy.creatorCandidates(type)) {
            int mode = annotations.creator(e);
            if (mode == Annotations.CREATOR_PROPERTIES) {
                if (creator != null) {
                    throw new Unsupported(type.getName() + " has more than one @JsonCreator");
                }
                creator = e;
            } else if (mode == Annotations.CREATOR_DELEGATING) {
                throw new Unsupported(type.getName() + " uses @JsonCreator(mode = DELEGATING)");
            }
        }
        List<Type> creatorTypes = List.of();
        if (creator != null) {
            if (creator instanceof Method m && (!Modifier.isStatic(m.getModifiers())
                    || !type.isAssignableFrom(m.getReturnType()))) {
                throw new Unsupported(type.getName() + ": @JsonCreator method " + m.getName()
                        + " is not a static factory of the type");
            }
            Parameter[] ps = creator.getParameters();
            Type[] generic = creator.getGenericParameterTypes();
            if (generic.length != ps.length) { // inner-class constructors may differ; use raw types
                generic = creator.getParameterTypes();
            }
            creatorTypes = Arrays.asList(generic);
            for (int i = 0; i < ps.length; i++) {
                String name = annotations.name(ps[i]);
                if (name == null || name.isEmpty()) {
                    throw new Unsupported(type.getName() + ": @JsonCreator parameter " + i
                            + " has no @JsonProperty name (a single unnamed parameter means a delegating creator)");
                }
                // Jackson matches creator parameters to other accessors by the explicit name
                PropertySlot s = discovery.findByName(slots, name);
                if (s == null) {
                    s = new PropertySlot(name, slots.size());
                    slots.put(name, s);
                }
                if (s.creatorIndex >= 0) {
                    throw new Unsupported(type.getName() + ": two @JsonCreator parameters named " + name);
                }
                s.creatorIndex = i;
                s.creatorParameter = ps[i];
                s.creatorType = generic[i];
            }
        } else if (readProblem == null) {
            try {
                creator = type.getDeclaredConstructor();
            } catch (NoSuchMethodException e) {
                readProblem = type.getName() + " has neither a no-arg constructor nor a @JsonCreator";
            }
        }
        return finish(type, slots, readProblem == null ? creator : null, creatorTypes, readProblem, false);
    }

    private ObjectModel finish(Class<?> type, Map<String, PropertySlot> slots, Executable creator,
                               List<Type> creatorTypes, String readProblem, boolean record) throws Unsupported {
        Set<String> ignoredNames = new LinkedHashSet<>();
        Annotations.IgnoreProperties ignoreProperties = annotations.ignoreProperties(type);
        if (ignoreProperties != null) {
            ignoredNames.addAll(ignoreProperties.names());
        }
        Inclusion classInclusion = classInclusion(type);
        MethodHandles.Lookup lookup = Accessors.lookup(type);

        Map<String, PropertyModel> byName = new HashMap<>();
        List<PropertyModel> creatorProps = new ArrayList<>();
        Map<String, Integer> creatorOrder = new HashMap<>();
        Map<String, PropertySlot> slotByName = new HashMap<>();
        for (PropertySlot s : slots.values()) {
            // @JsonIgnore: drop ignored accessors; the property survives only if another accessor is explicit
            boolean anyIgnored = false;
            boolean explicitKept = false;
            for (AnnotatedElement e : s.elements()) {
                if (annotations.ignored(e)) {
                    anyIgnored = true;
                } else if (annotations.name(e) != null) {
                    explicitKept = true;
                }
            }
            String name = discovery.externalName(s);
            if (anyIgnored) {
                if (!explicitKept) {
                    ignoredNames.add(name);
                    continue;
                }
                if (s.getter != null && annotations.ignored(s.getter)) {
                    s.getter = null;
                }
                if (s.setter != null && annotations.ignored(s.setter)) {
                    s.setter = null;
                }
                if (s.field != null && annotations.ignored(s.field)) {
                    s.field = null;
                }
            }
            if (ignoredNames.contains(name)) {
                continue;
            }
            int access = 0;
            for (AnnotatedElement e : s.elements()) {
                access = Math.max(access, annotations.access(e));
            }
            boolean fieldUsable = s.field != null && !record;
            Method getter = s.getter;
            Field readField = getter == null && fieldUsable && s.fieldVisible ? s.field : null;
            boolean writable = getter != null || readField != null;
            Method setter = s.setter;
            Field writeField = null;
            if (setter == null && fieldUsable && !Modifier.isFinal(s.field.getModifiers())
                    && (s.fieldVisible || getter != null)) {
                writeField = s.field;
            }
            int creatorIndex = s.creatorIndex;
            if (access == Annotations.READ_ONLY) {
                setter = null;
                writeField = null;
                creatorIndex = -1;
            } else if (access == Annotations.WRITE_ONLY) {
                getter = null;
                readField = null;
                writable = false;
            }
            boolean readable = setter != null || writeField != null || creatorIndex >= 0;
            if (!writable && !readable) {
                continue;
            }
            for (AnnotatedElement e : s.elements()) {
                String problem = annotations.valueProblem(e);
                if (problem != null) {
                    throw new Unsupported(type.getName() + "." + s.internal + " " + problem);
                }
            }
            MethodHandle directGetter = null;
            if (getter != null) {
                directGetter = Accessors.unreflect(lookup, getter);
            } else if (readField != null) {
                directGetter = Accessors.unreflectGetter(lookup, readField);
            }
            MethodHandle getterHandle = directGetter == null ? null : Accessors.adaptGetter(directGetter);
            MethodHandle setterHandle = null;
            if (creatorIndex < 0 && readProblem == null) {
                if (setter != null) {
                    setterHandle = Accessors.adaptSetter(Accessors.unreflect(lookup, setter));
                } else if (writeField != null) {
                    setterHandle = Accessors.unreflectSetterOrNull(lookup, writeField);
                }
            }
            List<String> aliases = new ArrayList<>();
            Inclusion inclusion = null;
            String format = null;
            for (AnnotatedElement e : s.elements()) {
                for (String a : annotations.aliases(e)) {
                    if (!aliases.contains(a)) {
                        aliases.add(a);
                    }
                }
                if (inclusion == null) {
                    inclusion = annotations.inclusion(e);
                }
                if (format == null) {
                    format = annotations.formatPattern(e);
                }
            }
            Type t = s.creatorType != null ? s.creatorType
                    : s.field != null ? s.field.getGenericType()
                    : s.getter != null ? s.getter.getGenericReturnType()
                    : s.setter.getGenericParameterTypes()[0];
            PropertyModel p = new PropertyModel(name, List.copyOf(aliases), t, getterHandle, setterHandle,
                    creatorIndex, inclusion != null ? inclusion : classInclusion, format, directGetter);
            if (byName.putIfAbsent(name, p) != null) {
                throw new Unsupported(type.getName() + " has two properties named \"" + name + "\"");
            }
            slotByName.put(name, s);
            if (s.creatorIndex >= 0) {
                creatorProps.add(p);
                creatorOrder.put(p.name(), s.creatorIndex); // READ_ONLY creator properties keep their place
            }
        }

        // write order: @JsonPropertyOrder, then creator properties in parameter order, then the rest by name
        List<PropertyModel> ordered = new ArrayList<>(byName.size());
        Set<String> placed = new LinkedHashSet<>();
        List<String> explicitOrder = annotations.propertyOrder(type);
        if (explicitOrder != null) {
            for (String n : explicitOrder) {
                PropertyModel p = byName.get(n);
                if (p == null) {
                    for (Map.Entry<String, PropertySlot> e : slotByName.entrySet()) {
                        if (e.getValue().internal.equals(n)) {
                            p = byName.get(e.getKey());
                        }
                    }
                }
                if (p != null && placed.add(p.name())) {
                    ordered.add(p);
                }
            }
        }
        creatorProps.sort((a, b) -> Integer.compare(creatorOrder.get(a.name()), creatorOrder.get(b.name())));
        for (PropertyModel p : creatorProps) {
            if (placed.add(p.name())) {
                ordered.add(p);
            }
        }
        for (PropertyModel p : new TreeMap<>(byName).values()) {
            if (placed.add(p.name())) {
                ordered.add(p);
            }
        }

        CreatorModel creatorModel = null;
        if (creator != null && readProblem == null) {
            creatorModel = new CreatorModel(Accessors.adaptCreator(Accessors.unreflectCreator(lookup, creator)),
                    creatorTypes.size(), List.copyOf(creatorTypes), creator);
        }
        return new ObjectModel(type, List.copyOf(ordered), creatorModel,
                ignoreProperties != null && ignoreProperties.ignoreUnknown(),
                Collections.unmodifiableSet(ignoredNames), null, readProblem,
                classInclusion == Inclusion.NON_DEFAULT && !record ? DefaultInstances.writeProblem(type, ordered) : null);
    }

    private Inclusion classInclusion(Class<?> type) {
        for (Class<?> c : ClassHierarchy.selfAndSupertypes(type)) {
            Inclusion i = annotations.inclusion(c);
            if (i != null) {
                return i;
            }
        }
        return null; // unset: the mapper's default inclusion applies
    }
}

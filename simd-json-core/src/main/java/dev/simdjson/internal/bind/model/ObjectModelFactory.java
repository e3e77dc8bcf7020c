package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
        Annotations.IgnoreProperties ignoreProperties = annotations.ignoreProperties(type);
        Set<String> ignoredNames = new LinkedHashSet<>();
        if (ignoreProperties != null) {
            ignoredNames.addAll(ignoreProperties.names());
        }
        Inclusion classInclusion = classInclusion(type);
        MethodHandles.Lookup lookup = Accessors.lookup(type);
        PropertyModelFactory factory = new PropertyModelFactory(annotations, type, lookup, classInclusion,
                readProblem, record);
        WriteOrder properties = new WriteOrder();
        for (PropertySlot s : slots.values()) {
            String name = discovery.externalName(s);
            if (!factory.survivesIgnore(s, name, ignoredNames) || ignoredNames.contains(name)) {
                continue;
            }
            PropertyModel p = factory.property(s, name);
            if (p != null) {
                properties.add(type, s, p);
            }
        }
        List<PropertyModel> ordered = properties.ordered(annotations.propertyOrder(type));
        return new ObjectModel(type, List.copyOf(ordered), creatorModel(lookup, creator, creatorTypes, readProblem),
                ignoreProperties != null && ignoreProperties.ignoreUnknown(),
                Collections.unmodifiableSet(ignoredNames), null, readProblem,
                classInclusion == Inclusion.NON_DEFAULT && !record ? DefaultInstances.writeProblem(type, ordered) : null);
    }

    /** How to build an instance when reading, or null when the type cannot be read. */
    private static CreatorModel creatorModel(MethodHandles.Lookup lookup, Executable creator, List<Type> creatorTypes,
                                             String readProblem) throws Unsupported {
        if (creator == null || readProblem != null) {
            return null;
        }
        return new CreatorModel(Accessors.adaptCreator(Accessors.unreflectCreator(lookup, creator)),
                creatorTypes.size(), List.copyOf(creatorTypes), creator);
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

package dev.simdjson.internal.bind.model;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Builds an {@link EnumModel}: each constant's JSON name from {@code @JsonProperty}, else {@code @JsonValue}, else
 * {@code toString()}, plus {@code @JsonAlias} names.
 */
final class EnumModelFactory {

    private final Annotations annotations;

    EnumModelFactory(Annotations annotations) {
        this.annotations = annotations;
    }

    EnumModel build(Class<?> type) {
        Object[] constants = type.getEnumConstants();
        String[] names = new String[constants.length];
        Map<String, Object> byName = new LinkedHashMap<>();
        String problem = null;
        Object defaultConstant = null;
        AnnotatedElement valueMember = null;
        for (Method m : type.getDeclaredMethods()) {
            if (annotations.jsonValue(m) && m.getParameterCount() == 0) {
                valueMember = m;
            }
        }
        for (Field f : type.getDeclaredFields()) {
            if (!f.isEnumConstant() && annotations.jsonValue(f)) {
                valueMember = f;
            }
        }
        for (Executable e : ClassHierarchy.creatorCandidates(type)) {
            int mode = annotations.creator(e);
            if (mode != Annotations.NO_CREATOR && mode != Annotations.CREATOR_DISABLED) {
                problem = type.getName() + " uses @JsonCreator on an enum";
            }
        }
        MethodHandle value = null;
        if (valueMember != null) {
            Class<?> vt = valueMember instanceof Method m ? m.getReturnType() : ((Field) valueMember).getType();
            if (vt != String.class) {
                problem = type.getName() + " uses @JsonValue of type " + vt.getName() + " (only String is supported)";
            } else {
                try {
                    value = valueMember instanceof Method m ? Accessors.unreflect(Accessors.lookup(type), m)
                            : Accessors.unreflectGetter(Accessors.lookup(type), (Field) valueMember);
                } catch (Unsupported e) {
                    problem = e.getMessage();
                }
            }
        }
        for (Object c : constants) {
            Enum<?> e = (Enum<?>) c;
            Field f;
            try {
                f = type.getField(e.name());
            } catch (NoSuchFieldException x) {
                throw new IllegalStateException(x);
            }
            String name = annotations.name(f);
            if (name == null || name.isEmpty()) {
                if (value != null) {
                    try {
                        name = (String) value.invoke(c);
                    } catch (Throwable t) {
                        problem = type.getName() + " @JsonValue failed: " + t;
                    }
                }
                if (name == null) {
                    name = e.toString();
                }
            }
            names[e.ordinal()] = name;
            byName.putIfAbsent(name, c);
            if (annotations.enumDefault(f)) {
                defaultConstant = c;
            }
        }
        for (Object c : constants) {
            try {
                for (String alias : annotations.aliases(type.getField(((Enum<?>) c).name()))) {
                    byName.putIfAbsent(alias, c);
                }
            } catch (NoSuchFieldException x) {
                throw new IllegalStateException(x);
            }
        }
        return new EnumModel(type, constants, names, Collections.unmodifiableMap(byName), defaultConstant, problem);
    }
}

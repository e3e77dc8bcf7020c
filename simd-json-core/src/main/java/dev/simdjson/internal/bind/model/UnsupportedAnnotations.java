package dev.simdjson.internal.bind.model;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Executable;
import java.lang.reflect.Member;
import java.lang.reflect.Parameter;
import java.util.Set;
import java.util.function.Function;

/** Rejects classes and members that carry a Jackson annotation which changes binding and that we do not honour. */
final class UnsupportedAnnotations {

    private static final Set<String> UNSUPPORTED = Set.of(
            "JsonAnySetter", "JsonAnyGetter", "JsonUnwrapped", "JsonManagedReference", "JsonBackReference",
            "JsonIdentityInfo", "JsonIdentityReference", "JsonView", "JsonRawValue", "JacksonInject", "JsonSetter",
            "JsonGetter", "JsonKey", "JsonAutoDetect", "JsonIncludeProperties", "JsonFilter", "JsonMerge", "JsonTypeId",
            "JsonTypeInfo", "JsonValue", "JsonSubTypes", "JsonTypeName", "JsonTypeResolver", "JsonClassTypeResolver");
    private static final String ANNOTATIONS_PACKAGE = "com.fasterxml.jackson.annotation.";

    private final Annotations annotations;
    /** The (cached) union model of an annotated supertype: {@link TypeModels#union(Class)}. */
    private final Function<Class<?>, UnionModel> unions;

    UnsupportedAnnotations(Annotations annotations, Function<Class<?>, UnionModel> unions) {
        this.annotations = annotations;
        this.unions = unions;
    }

    /** Fails on any Jackson annotation we do not support present on the element. */
    void check(AnnotatedElement element) throws Unsupported {
        for (Annotation a : element.getDeclaredAnnotations()) {
            String reason = unsupportedAnnotation(a.annotationType().getName(), element instanceof Class<?>);
            if (reason != null) {
                throw new Unsupported(describe(element) + " uses @" + reason);
            }
        }
        if (element instanceof Executable e) {
            for (Parameter p : e.getParameters()) {
                for (Annotation a : p.getDeclaredAnnotations()) {
                    String reason = unsupportedAnnotation(a.annotationType().getName(), false);
                    if (reason != null) {
                        throw new Unsupported(describe(element) + " uses @" + reason);
                    }
                }
            }
        }
        if (element instanceof Class<?> c) {
            String problem = annotations.valueProblem(c);
            if (problem != null) {
                throw new Unsupported(c.getName() + " " + problem);
            }
            if (annotations.typeInfo(c) != null) {
                // a concrete class with @JsonTypeInfo of its own is polymorphic in Jackson: hand it to Jackson
                throw new Unsupported(c.getName() + " uses @JsonTypeInfo on a concrete class");
            }
            for (Class<?> s : ClassHierarchy.selfAndSupertypes(c)) {
                if (s != c && annotations.typeInfo(s) != null) {
                    UnionModel u = unions.apply(s);
                    if (u != null && u.unsupportedReason() != null) {
                        throw new Unsupported(c.getName() + ": supertype " + u.unsupportedReason());
                    }
                }
            }
        }
    }

    /** The short annotation name when it is an unsupported Jackson annotation, else null. */
    private static String unsupportedAnnotation(String name, boolean onClass) {
        if (name.startsWith("tools.jackson.databind.annotation.")
                || name.startsWith("com.fasterxml.jackson.databind.annotation.")) {
            return name.substring(name.lastIndexOf('.') + 1);
        }
        if (name.startsWith(ANNOTATIONS_PACKAGE)) {
            String simple = name.substring(ANNOTATIONS_PACKAGE.length());
            if (onClass && (simple.equals("JsonTypeInfo") || simple.equals("JsonSubTypes")
                    || simple.equals("JsonTypeName"))) {
                return null; // handled by union()
            }
            return UNSUPPORTED.contains(simple) ? simple : null;
        }
        return null;
    }

    private static String describe(AnnotatedElement e) {
        if (e instanceof Class<?> c) {
            return c.getName();
        }
        if (e instanceof Member m) {
            return m.getDeclaringClass().getName() + "." + m.getName();
        }
        return e.toString();
    }
}

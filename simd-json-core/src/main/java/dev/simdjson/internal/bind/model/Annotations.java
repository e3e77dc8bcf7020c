package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Set;

/**
 * Jackson's annotations translated to plain values. This base class answers "no annotation" everywhere and never
 * touches a Jackson type; {@link JacksonAnnotations} (loaded reflectively, only when
 * {@code com.fasterxml.jackson.annotation.JsonProperty} is on the class path) reads the real ones. So a JVM without
 * jackson-annotations never sees a {@link NoClassDefFoundError}.
 */
class Annotations {

    static final Annotations INSTANCE = load();

    private static Annotations load() {
        try {
            ClassLoader loader = Annotations.class.getClassLoader();
            Class.forName("com.fasterxml.jackson.annotation.JsonProperty", false, loader);
            String jacksonAnnotations = Annotations.class.getPackageName() + ".JacksonAnnotations";
            Annotations jackson = (Annotations) Class.forName(jacksonAnnotations, true, loader)
                    .getDeclaredConstructor().newInstance();
            jackson.name(Annotations.class); // smoke test: links the annotation classes it uses
            return jackson;
        } catch (ReflectiveOperationException | LinkageError | RuntimeException absent) {
            return new Annotations();
        }
    }

    /** Whether Jackson's annotations are honoured in this JVM. */
    boolean present() {
        return false;
    }

    /** {@code @JsonProperty}: null when absent, {@code ""} when present without a name, else the name. */
    String name(AnnotatedElement element) {
        return null;
    }

    /** {@code @JsonProperty(access)}: 0 for AUTO/READ_WRITE, {@link #READ_ONLY} or {@link #WRITE_ONLY}. */
    int access(AnnotatedElement element) {
        return 0;
    }

    static final int READ_ONLY = 1;
    static final int WRITE_ONLY = 2;

    /** {@code @JsonAlias} values. */
    List<String> aliases(AnnotatedElement element) {
        return List.of();
    }

    /** {@code @JsonIgnore} (with {@code value = true}). */
    boolean ignored(AnnotatedElement element) {
        return false;
    }

    /** {@code @JsonIgnoreProperties} on the class or a supertype: null when absent. */
    IgnoreProperties ignoreProperties(Class<?> type) {
        return null;
    }

    record IgnoreProperties(Set<String> names, boolean ignoreUnknown) {
    }

    static final int NO_CREATOR = -1;
    static final int CREATOR_PROPERTIES = 0;
    static final int CREATOR_DELEGATING = 1;
    static final int CREATOR_DISABLED = 2;

    /** {@code @JsonCreator}: {@link #NO_CREATOR} when absent, else the mode (DEFAULT counts as properties). */
    int creator(Executable executable) {
        return NO_CREATOR;
    }

    /** {@code @JsonInclude(value)}: null when absent or USE_DEFAULTS. */
    Inclusion inclusion(AnnotatedElement element) {
        return null;
    }

    /** {@code @JsonFormat(pattern)}: null when absent or empty. */
    String formatPattern(AnnotatedElement element) {
        return null;
    }

    /** {@code @JsonPropertyOrder(value)}: null when absent. */
    List<String> propertyOrder(Class<?> type) {
        return null;
    }

    /** {@code @JsonValue} (with {@code value = true}). */
    boolean jsonValue(AnnotatedElement element) {
        return false;
    }

    /** {@code @JsonEnumDefaultValue}. */
    boolean enumDefault(Field field) {
        return false;
    }

    /**
     * An annotation value we do not support on this element (e.g. {@code @JsonInclude(CUSTOM)},
     * {@code @JsonFormat(shape = NUMBER)}, {@code @JsonCreator(mode = DELEGATING)}), or null.
     */
    String valueProblem(AnnotatedElement element) {
        return null;
    }

    /** {@code @JsonTypeInfo} declared on exactly this class, or null. */
    TypeInfo typeInfo(Class<?> type) {
        return null;
    }

    /**
     * {@code @JsonTypeInfo}: {@code use} and {@code include} as the enum constant names, {@code property} as written
     * (may be empty), whether {@code defaultImpl} or {@code visible} are set.
     */
    record TypeInfo(String use, String include, String property, boolean hasDefaultImpl, boolean visible) {
    }

    /** {@code @JsonSubTypes} declared on exactly this class (empty when absent). */
    List<SubType> subTypes(Class<?> type) {
        return List.of();
    }

    /** One {@code @JsonSubTypes.Type}: the class, its {@code name} (may be empty) and {@code names}. */
    record SubType(Class<?> type, String name, List<String> names) {
    }

    /** {@code @JsonTypeName} value, or null when absent or empty. */
    String typeName(Class<?> type) {
        return null;
    }
}

package dev.simdjson.internal.bind.model;

import dev.simdjson.PropertyNaming;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How Java types map to JSON, read once per class from the class itself and, when they are on the class path,
 * Jackson's annotations (never required: without jackson-annotations everything works from names alone).
 * Shared by the reading side ({@code dev.simdjson.internal.bind}) and the writing side
 * ({@code dev.simdjson.internal.write}); models are cached per class and thread-safe.
 *
 * <h2>Rules (matching Jackson 3.1 as auto-configured by Spring Boot 4, verified by tests against Jackson)</h2>
 * <ul>
 *   <li><b>Records</b>: the canonical constructor is the creator; components are properties. Names come from
 *       {@code @JsonProperty} (on the component, which Java propagates to the field, accessor and parameter), else
 *       the naming strategy applied to the component name. Extra public {@code getX()}/{@code isX()} methods of a
 *       record are written too (as Jackson does).</li>
 *   <li><b>POJOs</b>: a {@code @JsonCreator} constructor or static factory whose every parameter has
 *       {@code @JsonProperty("name")} (parameter names from {@code -parameters} are not used), else a no-arg
 *       constructor (any visibility). Readers: setters {@code setX(v)} (any visibility, any return type), else
 *       visible fields (public or {@code @JsonProperty}/{@code @JsonFormat}-annotated), else a private non-final field
 *       of a property that has a getter (Jackson's INFER_PROPERTY_MUTATORS). Writers: public getters {@code getX()},
 *       {@code isX()} (boolean or Boolean), {@code @JsonProperty} methods, else visible fields. Implicit names use
 *       standard bean decapitalization ({@code getURL -> URL}, {@code getUrl -> url}).</li>
 *   <li><b>Write order</b>: Jackson 3 enables {@code MapperFeature.SORT_PROPERTIES_ALPHABETICALLY} by default and
 *       Boot 4 leaves it on (only {@code spring.jackson.use-jackson2-defaults=true} turns it off). So: names listed in
 *       {@code @JsonPropertyOrder} first (in that order), then creator properties in creator-parameter order
 *       (SORT_CREATOR_PROPERTIES_FIRST; record components in declaration order), then all others sorted by JSON name
 *       ({@link String#compareTo}).</li>
 *   <li><b>Annotations</b> (com.fasterxml.jackson.annotation): {@code @JsonProperty} (name, access READ_ONLY /
 *       WRITE_ONLY), {@code @JsonAlias}, {@code @JsonIgnore}, {@code @JsonIgnoreProperties} (value, ignoreUnknown;
 *       inherited), {@code @JsonCreator}, {@code @JsonInclude} (class, inherited, and property level; value only),
 *       {@code @JsonFormat} (pattern only), {@code @JsonPropertyOrder}, {@code @JsonTypeInfo(use = NAME |
 *       SIMPLE_NAME, include = PROPERTY)} with {@code @JsonSubTypes}/{@code @JsonTypeName}, {@code @JsonValue},
 *       {@code @JsonProperty}, {@code @JsonAlias} and {@code @JsonEnumDefaultValue} on enums. Anything else from
 *       Jackson that changes binding ({@code @JsonAnySetter}, {@code @JsonAnyGetter}, {@code @JsonUnwrapped},
 *       {@code @JsonManagedReference}, {@code @JsonBackReference}, {@code @JsonIdentityInfo}, {@code @JsonView},
 *       {@code @JsonRawValue}, {@code @JacksonInject}, {@code @JsonSetter}, {@code @JsonGetter}, {@code @JsonKey},
 *       {@code @JsonAutoDetect}, {@code @JsonIncludeProperties}, {@code @JsonFilter}, {@code @JsonMerge},
 *       {@code @JsonTypeId}, {@code @JsonValue} on a POJO, any {@code *.databind.annotation.*} such as
 *       {@code @JsonDeserialize}/{@code @JsonSerialize}/{@code @JsonNaming}, {@code @JsonTypeInfo} other than
 *       NAME/SIMPLE_NAME + PROPERTY) gives an {@code unsupportedReason} naming it. Mix-ins are not seen.</li>
 *   <li><b>Unions</b>: see {@link #union(Class)}.</li>
 * </ul>
 */
public final class TypeModels {

    private final Annotations annotations;
    private final ObjectModelFactory objectFactory;
    private final EnumModelFactory enumFactory;
    private final UnionModelFactory unionFactory;
    private final Map<Class<?>, ObjectModel> objects = new ConcurrentHashMap<>();
    private final Map<Class<?>, EnumModel> enums = new ConcurrentHashMap<>();
    private final Map<Class<?>, Optional<UnionModel>> unions = new ConcurrentHashMap<>();
    private final Map<Class<?>, Optional<UnionModel>> unionOf = new ConcurrentHashMap<>();

    /** One instance per naming strategy, shared JVM-wide, so that mappers built often do not rebuild models. */
    private static final Map<PropertyNaming, TypeModels> SHARED = new ConcurrentHashMap<>();

    /** The JVM-wide models for {@code naming} (what mappers use; models depend on nothing else). */
    public static TypeModels shared(PropertyNaming naming) {
        return SHARED.computeIfAbsent(naming, TypeModels::new);
    }

    public TypeModels(PropertyNaming naming) {
        this(naming, Annotations.INSTANCE);
    }

    TypeModels(PropertyNaming naming, Annotations annotations) {
        PropertyNaming effectiveNaming = naming == null ? PropertyNaming.IDENTITY : naming;
        this.annotations = annotations;
        // the checks look up supertypes' unions through this facade, so those stay cached and shared
        UnsupportedAnnotations unsupportedAnnotations = new UnsupportedAnnotations(annotations, this::union);
        this.objectFactory = new ObjectModelFactory(annotations, unsupportedAnnotations,
                new PropertyDiscovery(effectiveNaming, annotations, unsupportedAnnotations));
        this.enumFactory = new EnumModelFactory(annotations);
        this.unionFactory = new UnionModelFactory(annotations);
    }

    /** Whether Jackson's annotations are on the class path and honoured. */
    public static boolean jacksonAnnotationsPresent() {
        return Annotations.INSTANCE.present();
    }

    /**
     * The model of a record or POJO. A class that cannot be bound (no usable creator, an annotation we do not
     * support, ...) gets a model whose {@link ObjectModel#unsupportedReason()} says why.
     */
    public ObjectModel object(Class<?> type) {
        ObjectModel model = objects.get(type);
        if (model == null) {
            model = objectFactory.build(type);
            ObjectModel raced = objects.putIfAbsent(type, model);
            if (raced != null) {
                model = raced;
            }
        }
        return model;
    }

    /**
     * The JSON names of an enum's constants (honouring {@code @JsonProperty}, {@code @JsonValue}, {@code @JsonAlias};
     * an enum {@code @JsonCreator} is unsupported). Accepts a constant's body class too. See {@link EnumModel}.
     */
    public EnumModel enumeration(Class<?> type) {
        Class<?> enumType = type;
        if (!enumType.isEnum() && enumType.getSuperclass() != null && enumType.getSuperclass().isEnum()) {
            enumType = enumType.getSuperclass();
        }
        if (!enumType.isEnum()) {
            throw new IllegalArgumentException(type.getName() + " is not an enum");
        }
        return enums.computeIfAbsent(enumType, enumFactory::build);
    }

    /**
     * The tagged union rooted at {@code type}, or {@code null} when {@code type} is not one.
     *
     * <ul>
     *   <li>{@code type} (or a supertype) carries {@code @JsonTypeInfo}: as Jackson. The discriminator is
     *       {@code property}, default {@code "@type"}. Subtypes are those of {@code @JsonSubTypes} (on the type and,
     *       recursively, on the listed subtypes) plus, for sealed types, the permitted subclasses (recursively through
     *       sealed sub-interfaces/classes). Jackson 3 also uses the permitted subclasses, but only when there is no
     *       {@code @JsonSubTypes}; we accept both, so reading is a superset of Jackson's. A subtype's name is its
     *       {@code @JsonSubTypes.Type(name)}, else its {@code @JsonTypeName}, else Jackson's default id: for
     *       {@code Id.NAME} the class name without the package ({@code Outer$Inner} for a nested class), for
     *       {@code Id.SIMPLE_NAME} the simple name. {@code Type(names = {...})} are extra accepted names.
     *       Anything but {@code use = NAME | SIMPLE_NAME}, {@code include = PROPERTY}, without {@code defaultImpl} and
     *       {@code visible} gives a model with an {@link UnionModel#unsupportedReason()}.</li>
     *   <li>An unannotated sealed interface or abstract sealed class: treated exactly as if annotated
     *       {@code @JsonTypeInfo(use = JsonTypeInfo.Id.SIMPLE_NAME)} — discriminator {@code "@type"}, names
     *       {@code @JsonTypeName} or {@link Class#getSimpleName()}. (Jackson 3 itself cannot read an unannotated
     *       sealed type and writes it without a discriminator; adding that one annotation makes Jackson produce and
     *       accept the same bytes. For the IPC frames' {@code "kind":"Control"}, annotate
     *       {@code @JsonTypeInfo(use = SIMPLE_NAME, property = "kind")}.)</li>
     * </ul>
     * Only concrete (non-abstract, non-interface) subtypes are listed. Two subtypes with the same name give an
     * unsupported model.
     */
    public UnionModel union(Class<?> type) {
        return unions.computeIfAbsent(type, t -> Optional.ofNullable(unionFactory.build(t))).orElse(null);
    }

    /**
     * The union that a concrete class belongs to when it is written on its own (e.g. as a root value or a
     * {@code List<Control>} element): Jackson writes the type id whenever a supertype carries {@code @JsonTypeInfo},
     * whatever the declared type. Returns that supertype's union (nearest first: superclasses, then interfaces), or
     * null. Unannotated sealed parents do not count: Jackson writes no type id for them, whatever the declared type,
     * and neither does the writer.
     */
    public UnionModel unionOf(Class<?> concrete) {
        return unionOf.computeIfAbsent(concrete, c -> {
            for (Class<?> s : ClassHierarchy.selfAndSupertypes(c)) {
                if (s != c && annotations.typeInfo(s) != null) {
                    UnionModel u = union(s);
                    if (u != null && u.names().containsKey(c)) {
                        return Optional.of(u);
                    }
                }
            }
            return Optional.empty();
        }).orElse(null);
    }
}

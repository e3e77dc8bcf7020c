package dev.simdjson.spring.jackson;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.simdjson.ClassVeto;
import dev.simdjson.Inclusion;
import dev.simdjson.JsonLimits;
import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.UnknownProperties;
import dev.simdjson.spring.PropertyValues;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonReadFeature;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.PropertyNamingStrategy;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.ConstructorDetector;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.util.StdDateFormat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * What simd-json does about the application's Jackson configuration, read from its {@code JsonMapper} bean (so every
 * way of configuring Jackson is seen: {@code spring.jackson.*}, builder customizers, modules, mix-ins, a mapper of the
 * application's own). For each setting that differs from Jackson's defaults, one of:
 * <ul>
 *   <li><b>followed</b>: simd-json reproduces it byte for byte (default property inclusion, unknown properties,
 *       case-insensitive properties, indented output, the common naming strategies, failing on empty beans by
 *       leaving classes without properties to Jackson) or refuses what Jackson's
 *       stream constraints refuse (nesting depth, number and string lengths: {@code
 *       spring.jackson.factory.constraints.read.*}); the starter's mapper gets it;</li>
 *   <li><b>left to Jackson for the classes it affects</b>: date/time settings (timestamps, date format, time zone,
 *       locale) for java.time and {@code java.util.Date} classes, enum settings for enums, and every class whose
 *       (de)serializer or properties the application's mapper changed (a module, a {@code @JacksonComponent}, a
 *       mix-in);</li>
 *   <li><b>left to Jackson for all types</b>, in the direction it affects: any other feature, naming strategy,
 *       constructor detector or visibility.</li>
 * </ul>
 * The decision is made per class, once, through the class veto {@link #applyTo} installs: a type whose graph reaches a vetoed class
 * goes to Jackson as a whole ({@code canRead}/{@code canWrite} say why), and a value that meets one at run time is
 * handed to Jackson before any byte is written. Thread-safe.
 */
public final class JacksonAlignment {

    /** Reading features that only make Jackson more lenient: simd-json refuses such input and Jackson re-reads it. */
    private static final Set<JsonReadFeature> LENIENCY = Arrays.stream(JsonReadFeature.values())
            .filter(f -> f.name().startsWith("ALLOW_")).collect(Collectors.toUnmodifiableSet());
    private static final Set<StreamReadFeature> HARMLESS_READ = Set.of(StreamReadFeature.AUTO_CLOSE_SOURCE,
            StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION, StreamReadFeature.USE_FAST_DOUBLE_PARSER,
            StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER, StreamReadFeature.CLEAR_CURRENT_TOKEN_ON_CLOSE);
    private static final Set<StreamWriteFeature> HARMLESS_WRITE = Set.of(StreamWriteFeature.AUTO_CLOSE_TARGET,
            StreamWriteFeature.AUTO_CLOSE_CONTENT, StreamWriteFeature.FLUSH_PASSED_TO_STREAM,
            StreamWriteFeature.USE_FAST_DOUBLE_WRITER);

    private final List<String> followed = new ArrayList<>();
    private final List<String> allTypesRead = new ArrayList<>();
    private final List<String> allTypesWritten = new ArrayList<>();
    private final List<String> dateClasses = new ArrayList<>();
    private final List<String> enumClasses = new ArrayList<>();
    private final List<String> enumClassesRead = new ArrayList<>();
    private Inclusion valueInclusion = Inclusion.ALWAYS;
    private Inclusion contentInclusion = Inclusion.ALWAYS;
    private UnknownProperties unknownProperties = UnknownProperties.IGNORE;
    private boolean caseInsensitive;
    private boolean indent;
    private boolean failOnEmptyBeans;
    private @Nullable PropertyNaming naming = PropertyNaming.IDENTITY;
    private final StreamReadConstraints readConstraints;
    private final JacksonHandlers handlers;
    private final Map<Class<?>, Optional<String>> readVetoes = new ConcurrentHashMap<>();
    private final Map<Class<?>, Optional<String>> writeVetoes = new ConcurrentHashMap<>();
    private final ClassVeto veto = new ClassVeto() {
        @Override
        public @Nullable String readRefusal(Class<?> type) {
            return readVetoes.computeIfAbsent(type, c -> Optional.ofNullable(refusal(c, true))).orElse(null);
        }

        @Override
        public @Nullable String writeRefusal(Class<?> type) {
            return writeVetoes.computeIfAbsent(type, c -> Optional.ofNullable(refusal(c, false))).orElse(null);
        }
    };

    private JacksonAlignment(JsonMapper application) {
        JsonMapper defaults = JsonMapper.builder().build();
        SerializationConfig config = application.serializationConfig();
        compareFeatures(application, defaults);
        inclusion(config.getDefaultPropertyInclusion());
        naming(config.getPropertyNamingStrategy());
        if (!(config.getDateFormat() instanceof StdDateFormat)) {
            dateClasses.add("spring.jackson.date-format (" + config.getDateFormat().getClass().getSimpleName() + ")");
        }
        if (config.hasExplicitTimeZone()) {
            dateClasses.add("spring.jackson.time-zone (" + config.getTimeZone().getID() + ")");
        }
        if (!Objects.equals(config.getLocale(), defaults.serializationConfig().getLocale())) {
            dateClasses.add("spring.jackson.locale (" + config.getLocale() + ")");
        }
        ConstructorDetector creators = application.deserializationConfig().getConstructorDetector();
        if (!Objects.equals(creators, ConstructorDetector.DEFAULT)) {
            allTypesRead.add("spring.jackson.constructor-detector");
        }
        if (!Objects.equals(config.getDefaultVisibilityChecker(), defaults.serializationConfig()
                .getDefaultVisibilityChecker())) {
            allTypesRead.add("spring.jackson.visibility");
            allTypesWritten.add("spring.jackson.visibility");
        }
        leniency(application);
        readConstraints = application.tokenStreamFactory().streamReadConstraints();
        constraints(readConstraints, application.tokenStreamFactory().streamWriteConstraints());
        this.handlers = new JacksonHandlers(application, reference(application));
    }

    /** The alignment with {@code application}'s effective configuration. */
    public static JacksonAlignment of(JsonMapper application) {
        return new JacksonAlignment(Objects.requireNonNull(application, "application"));
    }

    /** A plain mapper with the application's features, naming and inclusion, but none of its modules or mix-ins. */
    private static JsonMapper reference(JsonMapper app) {
        JsonMapper.Builder b = JsonMapper.builder();
        for (SerializationFeature f : SerializationFeature.values()) {
            b.configure(f, app.isEnabled(f));
        }
        for (DeserializationFeature f : DeserializationFeature.values()) {
            b.configure(f, app.isEnabled(f));
        }
        for (MapperFeature f : MapperFeature.values()) {
            b.configure(f, app.isEnabled(f));
        }
        for (DateTimeFeature f : DateTimeFeature.values()) {
            b.configure(f, app.isEnabled(f));
        }
        for (EnumFeature f : EnumFeature.values()) {
            b.configure(f, app.isEnabled(f));
        }
        SerializationConfig config = app.serializationConfig();
        b.propertyNamingStrategy(config.getPropertyNamingStrategy());
        JsonInclude.Value inclusion = config.getDefaultPropertyInclusion();
        b.changeDefaultPropertyInclusion(v -> inclusion);
        return b.build();
    }

    private void compareFeatures(JsonMapper app, JsonMapper defaults) {
        differences(SerializationFeature.values(), app::isEnabled, defaults::isEnabled, (f, on) -> {
            if (f == SerializationFeature.INDENT_OUTPUT) {
                indent = on;
                followed.add(setting("serialization", f, on));
            } else if (f == SerializationFeature.FAIL_ON_EMPTY_BEANS) {
                failOnEmptyBeans = on;
                followed.add(setting("serialization", f, on) + (on ? " (classes without properties go to Jackson)"
                        : ""));
            } else {
                allTypesWritten.add(setting("serialization", f, on));
            }
        });
        differences(DeserializationFeature.values(), app::isEnabled, defaults::isEnabled, (f, on) -> {
            String setting = setting("deserialization", f, on);
            if (f == DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES) {
                unknownProperties = on ? UnknownProperties.FAIL : UnknownProperties.IGNORE;
                followed.add(setting);
            } else if (f.name().contains("ENUM")) {
                enumClassesRead.add(setting);
            } else {
                allTypesRead.add(setting);
            }
        });
        differences(MapperFeature.values(), app::isEnabled, defaults::isEnabled, (f, on) -> {
            String setting = setting("mapper", f, on);
            if (f == MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES) {
                caseInsensitive = on;
                followed.add(setting);
            } else if (f == MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS) {
                enumClassesRead.add(setting);
            } else {
                allTypesRead.add(setting);
                allTypesWritten.add(setting);
            }
        });
        differences(DateTimeFeature.values(), app::isEnabled, defaults::isEnabled,
                (f, on) -> dateClasses.add(setting("datatype.datetime", f, on)));
        differences(EnumFeature.values(), app::isEnabled, defaults::isEnabled,
                (f, on) -> enumClasses.add(setting("datatype.enum", f, on)));
        differences(JsonReadFeature.values(), app::isEnabled, defaults::isEnabled, (f, on) -> {
            if (LENIENCY.contains(f) && on) {
                followed.add(setting("json.read", f, true) + " (bodies simd-json refuses are re-read by Jackson)");
            } else {
                allTypesRead.add(setting("json.read", f, on));
            }
        });
        differences(JsonWriteFeature.values(), app::isEnabled, defaults::isEnabled,
                (f, on) -> allTypesWritten.add(setting("json.write", f, on)));
        differences(StreamReadFeature.values(), app::isEnabled, defaults::isEnabled, (f, on) -> {
            if (!HARMLESS_READ.contains(f)) {
                allTypesRead.add(setting("read", f, on));
            }
        });
        differences(StreamWriteFeature.values(), app::isEnabled, defaults::isEnabled, (f, on) -> {
            if (!HARMLESS_WRITE.contains(f)) {
                allTypesWritten.add(setting("write", f, on));
            }
        });
    }

    /** Calls {@code action} with each feature the application's mapper has switched, and its state there. */
    private static <F> void differences(F[] features, Predicate<F> app, Predicate<F> defaults,
            BiConsumer<F, Boolean> action) {
        for (F f : features) {
            if (app.test(f) != defaults.test(f)) {
                action.accept(f, app.test(f));
            }
        }
    }

    /** {@code spring.jackson.default-leniency}: how strictly Jackson coerces scalars and parses dates. */
    private void leniency(JsonMapper app) {
        Boolean lenient = app.deserializationConfig().getDefaultPropertyFormat(Object.class).getLenient();
        if (lenient != null) {
            allTypesRead.add("spring.jackson.default-leniency=" + lenient);
        }
    }

    /**
     * Jackson's stream constraints ({@code spring.jackson.factory.constraints.*} on Boot 4.1, a factory customizer
     * before): the depth, number, string and name limits are followed by {@link #limits}, stricter of both; the others
     * have no simd-json counterpart, so when the application set them, the direction they constrain is Jackson's.
     */
    private void constraints(StreamReadConstraints read, StreamWriteConstraints write) {
        StreamReadConstraints d = StreamReadConstraints.defaults();
        changed(followed, "read.max-nesting-depth", read.getMaxNestingDepth(), d.getMaxNestingDepth());
        changed(followed, "read.max-number-length", read.getMaxNumberLength(), d.getMaxNumberLength());
        changed(followed, "read.max-string-length", read.getMaxStringLength(), d.getMaxStringLength());
        changed(allTypesRead, "read.max-document-length", read.getMaxDocumentLength(), d.getMaxDocumentLength());
        changed(allTypesRead, "read.max-token-count", read.getMaxTokenCount(), d.getMaxTokenCount());
        changed(followed, "read.max-name-length", read.getMaxNameLength(), d.getMaxNameLength());
        // simd-json's writer nests as deep as its reader allows: a write limit below that is Jackson's to enforce.
        if (write.getMaxNestingDepth() < Math.min(read.getMaxNestingDepth(), JsonLimits.DEFAULT_MAX_DEPTH)) {
            allTypesWritten.add(constraint("write.max-nesting-depth", write.getMaxNestingDepth()));
        }
    }

    /** Adds the constraint to {@code list} when the application's value is not Jackson's default. */
    private static void changed(List<String> list, String name, long value, long jacksonDefault) {
        if (value != jacksonDefault) {
            list.add(constraint(name, value));
        }
    }

    private static String constraint(String name, long value) {
        return "spring.jackson.factory.constraints." + name + "=" + value;
    }

    /**
     * {@code own} made as strict as the application's Jackson: nesting depth, number, string and name length
     * (Jackson counts characters, simd-json bytes, so a body under Jackson's limit that simd-json refuses is re-read
     * by Jackson and still accepted). Jackson 3 refuses documents nested deeper than 500 levels by default.
     */
    public JsonLimits limits(JsonLimits own) {
        return own.withMaxDepth(Math.min(own.maxDepth(), readConstraints.getMaxNestingDepth()))
                .withMaxNumberLength(Math.min(own.maxNumberLength(), readConstraints.getMaxNumberLength()))
                .withMaxStringBytes(Math.min(own.maxStringBytes(), readConstraints.getMaxStringLength()))
                .withMaxNameBytes(Math.min(own.maxNameBytes(), readConstraints.getMaxNameLength()));
    }

    private void inclusion(JsonInclude.Value value) {
        Inclusion v = inclusion(value.getValueInclusion());
        Inclusion c = inclusion(value.getContentInclusion());
        if (v == null || c == null) {
            allTypesWritten.add("default property inclusion " + value.getValueInclusion() + "/"
                    + value.getContentInclusion());
            return;
        }
        valueInclusion = v;
        contentInclusion = c;
        if (v != Inclusion.ALWAYS || c != Inclusion.ALWAYS) {
            followed.add("spring.jackson.default-property-inclusion (value " + PropertyValues.of(v) + ", content "
                    + PropertyValues.of(c) + ")");
        }
    }

    private static @Nullable Inclusion inclusion(JsonInclude.Include include) {
        return switch (include) {
            case ALWAYS, USE_DEFAULTS -> Inclusion.ALWAYS;
            case NON_NULL -> Inclusion.NON_NULL;
            case NON_ABSENT -> Inclusion.NON_ABSENT;
            case NON_EMPTY -> Inclusion.NON_EMPTY;
            case NON_DEFAULT -> Inclusion.NON_DEFAULT;
            default -> null; // CUSTOM: a filter class simd-json does not run
        };
    }

    private void naming(@Nullable PropertyNamingStrategy strategy) {
        naming = switch (strategy) {
            case null -> PropertyNaming.IDENTITY;
            case PropertyNamingStrategies.LowerCamelCaseStrategy s -> PropertyNaming.IDENTITY;
            case PropertyNamingStrategies.SnakeCaseStrategy s -> PropertyNaming.SNAKE_CASE;
            case PropertyNamingStrategies.KebabCaseStrategy s -> PropertyNaming.KEBAB_CASE;
            case PropertyNamingStrategies.UpperCamelCaseStrategy s -> PropertyNaming.UPPER_CAMEL_CASE;
            case PropertyNamingStrategies.LowerCaseStrategy s -> PropertyNaming.LOWER_CASE;
            default -> null;
        };
        if (naming == null) {
            String setting = "spring.jackson.property-naming-strategy (" + strategy.getClass().getName() + ")";
            allTypesRead.add(setting);
            allTypesWritten.add(setting);
        } else if (naming != PropertyNaming.IDENTITY) {
            followed.add("spring.jackson.property-naming-strategy (" + PropertyValues.of(naming) + ")");
        }
    }

    private @Nullable String refusal(Class<?> type, boolean reading) {
        List<String> all = reading ? allTypesRead : allTypesWritten;
        if (!all.isEmpty()) {
            return "the application's Jackson configuration has " + String.join(", ", all)
                    + ", which simd-json does not reproduce";
        }
        if (!dateClasses.isEmpty() && isDateTime(type)) {
            return type.getName() + " is a date/time type and the application's Jackson configuration has "
                    + String.join(", ", dateClasses);
        }
        List<String> enums = new ArrayList<>(enumClasses);
        if (reading) {
            enums.addAll(enumClassesRead);
        }
        if (!enums.isEmpty() && (type.isEnum() || type.getSuperclass() != null && type.getSuperclass().isEnum())) {
            return type.getName() + " is an enum and the application's Jackson configuration has "
                    + String.join(", ", enums);
        }
        if (type.isPrimitive()) {
            return null;
        }
        if (!reading && failOnEmptyBeans && EmptyBeans.mayBeEmpty(type)) {
            return type.getName() + " has no properties to write and the application's Jackson configuration has "
                    + "spring.jackson.serialization.fail-on-empty-beans=true";
        }
        if (!reading && JacksonCreators.hasImplicitCreatorBesideNoArgs(type)) {
            return type.getName() + " has a no-arg constructor and one with named parameters: Jackson orders its"
                    + " properties by its own creator detection";
        }
        return reading ? handlers.readDifference(type) : handlers.writeDifference(type);
    }

    private static boolean isDateTime(Class<?> type) {
        return type.getName().startsWith("java.time.") || Date.class.isAssignableFrom(type)
                || Calendar.class.isAssignableFrom(type);
    }

    private static String setting(String group, Enum<?> feature, boolean enabled) {
        return "spring.jackson." + group + "." + PropertyValues.of(feature) + "=" + enabled;
    }

    /**
     * Applies what simd-json follows to the starter's mapper: inclusion, case-insensitive properties, indentation and
     * the class veto always; unknown properties and naming unless {@code simdjson.unknown-properties} or
     * {@code simdjson.property-naming} set them explicitly (then the application chose to differ).
     */
    public void applyTo(SimdJsonMapper.Builder builder, boolean explicitUnknownProperties, boolean explicitNaming) {
        builder.defaultInclusion(valueInclusion, contentInclusion).caseInsensitiveProperties(caseInsensitive)
                .indentOutput(indent).classVeto(veto);
        if (!explicitUnknownProperties) {
            builder.unknownProperties(unknownProperties);
        }
        if (!explicitNaming && naming != null) {
            builder.naming(naming);
        }
    }

    /** The settings simd-json reproduces, as {@code spring.jackson.*} names. */
    public List<String> followed() {
        return List.copyOf(followed);
    }

    /** The settings that send the classes they affect, or all types, to Jackson, each with its scope. */
    public List<String> leftToJackson() {
        List<String> left = new ArrayList<>();
        allTypesRead.forEach(s -> left.add(s + ": all types read"));
        allTypesWritten.forEach(s -> left.add(s + ": all types written"));
        dateClasses.forEach(s -> left.add(s + ": date/time types"));
        enumClasses.forEach(s -> left.add(s + ": enums"));
        enumClassesRead.forEach(s -> left.add(s + ": enums read"));
        return left;
    }

    /** One line for the startup log. */
    public String summary() {
        String follows = followed.isEmpty() ? "Jackson's defaults" : String.join(", ", followed);
        List<String> left = leftToJackson();
        return "simd-json follows the application's Jackson configuration: " + follows
                + (left.isEmpty() ? "" : "; left to Jackson: " + String.join(", ", left))
                + "; classes with a module serializer or mix-in go to Jackson as they are met (see "
                + "/actuator/simdjson)";
    }
}

package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;
import dev.simdjson.PropertyNaming;
import dev.simdjson.internal.bind.model.Fixtures.*;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.PropertyNamingStrategy;
import tools.jackson.databind.json.JsonMapper;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Compares the models with what Jackson 3 (configured as Spring Boot 4 does) writes and reads. */
class JacksonParityTest {

    /** Boot 4's auto-configured JsonMapper, minus modules (none are needed for these types). */
    static JsonMapper boot() {
        return JsonMapper.builder()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(MapperFeature.DEFAULT_VIEW_INCLUSION)
                .build();
    }

    private final JsonMapper jackson = boot();

    /** Writes {@code value} through the model into an ordered map, which Jackson then writes as plain JSON. */
    static Map<String, Object> viaModel(TypeModels models, Object value) throws Throwable {
        Map<String, Object> out = new LinkedHashMap<>();
        UnionModel union = models.unionOf(value.getClass());
        if (union != null) {
            out.put(union.discriminator(), union.names().get(value.getClass()));
        }
        for (PropertyModel p : models.object(value.getClass()).properties()) {
            if (p.getter() == null) {
                continue;
            }
            Object v = (Object) p.getter().invokeExact(value);
            if (v == null && p.inclusion() != null && p.inclusion() != Inclusion.ALWAYS) {
                continue;
            }
            if (p.inclusion() == Inclusion.NON_EMPTY && v instanceof String s && s.isEmpty()) {
                continue;
            }
            if (v instanceof Enum<?> e) {
                v = models.enumeration(e.getDeclaringClass()).names()[e.ordinal()];
            }
            out.put(p.name(), v);
        }
        return out;
    }

    private void assertSameAsJackson(TypeModels models, JsonMapper mapper, Object value) throws Throwable {
        String expected = mapper.writeValueAsString(value);
        String actual = mapper.writeValueAsString(viaModel(models, value));
        assertThat(actual).as(value.getClass().getSimpleName()).isEqualTo(expected);
    }

    @Test
    void bootLeavesAlphabeticalSortingOn() {
        assertThat(jackson.isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)).isTrue();
        assertThat(jackson.isEnabled(MapperFeature.SORT_CREATOR_PROPERTIES_FIRST)).isTrue();
    }

    @Test
    void writeOrderAndNamesMatchJackson() throws Throwable {
        TypeModels models = new TypeModels(PropertyNaming.IDENTITY);
        List<Object> values = List.of(
                new Point(1, "x", 3), new Frame(1, 42, "resume", List.of("a")), new WithExtra(1, 2),
                new Ordered(1, 2, 3), new Lenient(4), new ClassInclusion("", ""), new ClassInclusion("a", null),
                new Access(1, "pw", 3), new Bean(), new Inferred(), new PrivateFields(),
                new WithCreator("p", 2), Factory.of("i"), new WriteOnlyDto(3), new Renamed(), new Child(),
                new IgnoredGetter(), new Nullable(), new CamelBean(),
                new Control(1, "op"), new Telemetry(2, new float[]{1f}), new Other(3), new Circle(1), new Square(2),
                new SimpleA(1), new Cat(), new Dog());
        for (Object v : values) {
            assertSameAsJackson(models, jackson, v);
        }
    }

    @Test
    void annotatedRecordMatchesJackson() throws Throwable {
        // LocalDate needs no module in Jackson 3; the model reports the pattern, so compare names/order only
        Annotated a = new Annotated(42, "n", "s", null, LocalDate.of(2024, 1, 2));
        Map<String, Object> jacksonMap = jackson.readValue(jackson.writeValueAsString(a), Map.class);
        assertThat(new ArrayList<>(jacksonMap.keySet()))
                .isEqualTo(new ArrayList<>(viaModel(new TypeModels(PropertyNaming.IDENTITY), a).keySet()));
        assertThat(jacksonMap.get("day")).isEqualTo("2024/01/02");
    }

    @Test
    void namingStrategiesMatchJackson() throws Throwable {
        Map<PropertyNaming, PropertyNamingStrategy> strategies = Map.of(
                PropertyNaming.SNAKE_CASE, PropertyNamingStrategies.SNAKE_CASE,
                PropertyNaming.KEBAB_CASE, PropertyNamingStrategies.KEBAB_CASE,
                PropertyNaming.UPPER_CAMEL_CASE, PropertyNamingStrategies.UPPER_CAMEL_CASE,
                PropertyNaming.LOWER_CASE, PropertyNamingStrategies.LOWER_CASE);
        for (var e : strategies.entrySet()) {
            JsonMapper mapper = JsonMapper.builder().propertyNamingStrategy(e.getValue()).build();
            TypeModels models = new TypeModels(e.getKey());
            for (Object v : List.of(new Frame(1, 2, "o", List.of()), new CamelBean(), new Bean(), new Point(1, "x", 2),
                    new WithCreator("p", 1), new Control(3, "c"))) {
                assertSameAsJackson(models, mapper, v);
            }
            // seeded generated names against the strategy itself
            Random random = new Random(42 + e.getKey().ordinal());
            String alphabet = "abcXYZ_1";
            for (int i = 0; i < 2000; i++) {
                StringBuilder sb = new StringBuilder();
                int len = 1 + random.nextInt(8);
                for (int j = 0; j < len; j++) {
                    sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                String name = sb.toString();
                assertThat(Names.translate(e.getKey(), name)).as(e.getKey() + " " + name)
                        .isEqualTo(e.getValue().nameForField(null, null, name));
            }
        }
    }

    @Test
    void readingMatchesJackson() throws Throwable {
        TypeModels models = new TypeModels(PropertyNaming.IDENTITY);
        // a private non-final field behind a getter is a mutator in Jackson too; a final one is not
        Inferred viaJackson = jackson.readValue("{\"x\":7,\"fin\":9}", Inferred.class);
        ObjectModel m = models.object(Inferred.class);
        Inferred ours = (Inferred) m.creator().handle().invoke(new Object[0]);
        TypeModelsTest.prop(m, "x").setter().invokeExact((Object) ours, (Object) 7);
        assertThat(ours.getX()).isEqualTo(viaJackson.getX());
        assertThat(viaJackson.getFin()).isEqualTo(3);
        assertThat(TypeModelsTest.prop(m, "fin").setter()).isNull();
        // aliases
        Annotated a = jackson.readValue("{\"stream_id\":1,\"label\":\"L\"}", Annotated.class);
        assertThat(TypeModelsTest.prop(models.object(Annotated.class), "name").aliases()).contains("label");
        assertThat(a.name()).isEqualTo("L");
        // ignored component: Jackson skips the value
        assertThat(jackson.readValue("{\"stream_id\":1,\"secret\":\"s\"}", Annotated.class).secret()).isNull();
        assertThat(models.object(Annotated.class).ignoredNames()).contains("secret");
    }

    @Test
    void jackson3FailsOnMissingPrimitiveCreatorArguments() {
        // for the reading side: Boot's Jackson 3 rejects a missing/null primitive creator argument
        assertThat(jackson.isEnabled(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)).isTrue();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> jackson.readValue("{}", Point.class))
                .hasMessageContaining("FAIL_ON_NULL_FOR_PRIMITIVES");
    }

    @Test
    void enumsMatchJackson() throws Throwable {
        TypeModels models = new TypeModels(PropertyNaming.IDENTITY);
        for (Class<? extends Enum<?>> type : List.<Class<? extends Enum<?>>>of(Plain.class, Lower.class, Named.class,
                Valued.class)) {
            EnumModel m = models.enumeration(type);
            for (Object c : type.getEnumConstants()) {
                String written = jackson.writeValueAsString(c);
                assertThat(written).isEqualTo("\"" + m.names()[((Enum<?>) c).ordinal()] + "\"");
            }
            for (String accepted : m.byName().keySet()) {
                assertThat(jackson.readValue("\"" + accepted + "\"", type)).isEqualTo(m.byName().get(accepted));
            }
            for (Object c : type.getEnumConstants()) { // name() is accepted only when the model accepts it
                String name = ((Enum<?>) c).name();
                boolean jacksonAccepts;
                try {
                    jackson.readValue("\"" + name + "\"", type);
                    jacksonAccepts = true;
                } catch (RuntimeException e) {
                    jacksonAccepts = false;
                }
                assertThat(m.byName().containsKey(name)).as(type.getSimpleName() + "." + name).isEqualTo(jacksonAccepts);
            }
        }
    }

    @Test
    void unionNamesMatchJackson() throws Exception {
        TypeModels models = new TypeModels(PropertyNaming.IDENTITY);
        // Jackson 3 fails on a missing primitive creator argument by default (FAIL_ON_NULL_FOR_PRIMITIVES)
        JsonMapper lenient = jackson.rebuild().disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).build();
        for (Class<?> base : List.of(Envelope.class, Shape.class, Simple.class, Animal.class)) {
            UnionModel u = models.union(base);
            for (Map.Entry<Class<?>, String> e : u.names().entrySet()) {
                Object instance = sample(e.getKey());
                Map<?, ?> written = jackson.readValue(jackson.writeValueAsString(instance), Map.class);
                assertThat(written.keySet().iterator().next()).isEqualTo(u.discriminator()); // written first
                assertThat(written.get(u.discriminator())).isEqualTo(e.getValue());
            }
            for (Map.Entry<String, Class<?>> e : u.subtypes().entrySet()) {
                if (e.getValue() == Other.class) {
                    continue; // Jackson ignores permitted subclasses once @JsonSubTypes is present (documented)
                }
                Object read = lenient.readValue("{\"" + u.discriminator() + "\":\"" + e.getKey() + "\"}", base);
                assertThat(read).isInstanceOf(e.getValue());
            }
        }
        // an unannotated sealed type reads like @JsonTypeInfo(use = SIMPLE_NAME): same names as Jackson's SIMPLE_NAME
        assertThat(models.union(Plainly.class).names().get(Dot.class)).isEqualTo(Dot.class.getSimpleName());
    }

    private static Object sample(Class<?> type) {
        if (type == Control.class) {
            return new Control(1, "o");
        } else if (type == Telemetry.class) {
            return new Telemetry(1, new float[]{1});
        } else if (type == Other.class) {
            return new Other(1);
        } else if (type == Circle.class) {
            return new Circle(1);
        } else if (type == Square.class) {
            return new Square(1);
        } else if (type == Triangle.class) {
            return new Triangle(1);
        } else if (type == SimpleA.class) {
            return new SimpleA(1);
        } else if (type == Cat.class) {
            return new Cat();
        } else if (type == Dog.class) {
            return new Dog();
        }
        throw new IllegalArgumentException(type.getName());
    }
}

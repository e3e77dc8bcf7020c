package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;
import dev.simdjson.PropertyNaming;
import dev.simdjson.internal.bind.model.Fixtures.*;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TypeModelsTest {

    private final TypeModels models = new TypeModels(PropertyNaming.IDENTITY);

    static List<String> names(ObjectModel m) {
        return m.properties().stream().map(PropertyModel::name).toList();
    }

    static PropertyModel prop(ObjectModel m, String name) {
        return m.properties().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void jacksonAnnotationsAreDetected() {
        assertThat(TypeModels.jacksonAnnotationsPresent()).isTrue();
    }

    @Test
    void recordUsesCanonicalConstructorAndDeclarationOrder() throws Throwable {
        ObjectModel m = models.object(Point.class);
        assertThat(m.unsupportedReason()).isNull();
        assertThat(m.readable()).isTrue();
        assertThat(names(m)).containsExactly("y", "x", "zz");
        assertThat(m.creator().parameterCount()).isEqualTo(3);
        assertThat(m.creator().parameterTypes()).containsExactly(int.class, String.class, long.class);
        assertThat(m.properties()).extracting(PropertyModel::creatorIndex).containsExactly(0, 1, 2);
        assertThat(m.properties()).allMatch(p -> p.setter() == null && p.getter() != null);
        Object p = m.creator().handle().invokeExact(new Object[]{7, "s", 9L});
        assertThat(p).isEqualTo(new Point(7, "s", 9));
        assertThat((Object) prop(m, "zz").getter().invokeExact(p)).isEqualTo(9L);
        assertThat(prop(m, "x").type()).isEqualTo(String.class);
    }

    @Test
    void recordExtraGettersAreWrittenAfterComponentsSorted() {
        ObjectModel m = models.object(WithExtra.class);
        assertThat(names(m)).containsExactly("b", "a", "extra", "ok");
        assertThat(prop(m, "extra").creatorIndex()).isEqualTo(-1);
        assertThat(prop(m, "extra").setter()).isNull();
    }

    @Test
    void recordGenericTypesAreKept() {
        ObjectModel m = models.object(Frame.class);
        assertThat(prop(m, "tags").type().getTypeName()).isEqualTo("java.util.List<java.lang.String>");
    }

    @Test
    void namingStrategiesApplyToImplicitNamesOnly() {
        assertThat(names(new TypeModels(PropertyNaming.SNAKE_CASE).object(Frame.class)))
                .containsExactly("ts", "stream_id", "op", "tags");
        assertThat(names(new TypeModels(PropertyNaming.KEBAB_CASE).object(Frame.class)))
                .containsExactly("ts", "stream-id", "op", "tags");
        assertThat(names(new TypeModels(PropertyNaming.UPPER_CAMEL_CASE).object(Frame.class)))
                .containsExactly("Ts", "StreamId", "Op", "Tags");
        assertThat(names(new TypeModels(PropertyNaming.LOWER_CASE).object(Frame.class)))
                .containsExactly("ts", "streamid", "op", "tags");
        // @JsonProperty names are not translated
        assertThat(names(new TypeModels(PropertyNaming.UPPER_CAMEL_CASE).object(Point.class)))
                .containsExactly("Y", "X", "zz");
    }

    @Test
    void annotatedRecord() throws Throwable {
        ObjectModel m = models.object(Annotated.class);
        assertThat(m.unsupportedReason()).isNull();
        assertThat(names(m)).containsExactly("stream_id", "name", "note", "day");
        assertThat(m.ignoredNames()).containsExactly("secret");
        assertThat(prop(m, "name").aliases()).containsExactly("nm", "label");
        assertThat(prop(m, "note").inclusion()).isEqualTo(Inclusion.NON_NULL);
        assertThat(prop(m, "name").inclusion()).as("unset: the mapper's default applies").isNull();
        assertThat(prop(m, "day").format()).isEqualTo("yyyy/MM/dd");
        assertThat(prop(m, "name").format()).isNull();
        assertThat(prop(m, "day").creatorIndex()).isEqualTo(4);
        // the ignored component still takes a creator slot: the reader passes its default (null)
        Object a = m.creator().handle().invokeExact(new Object[]{1L, "n", null, null, LocalDate.of(2024, 1, 2)});
        assertThat(((Annotated) a).secret()).isNull();
    }

    @Test
    void propertyOrderIgnorePropertiesAndClassInclusion() {
        assertThat(names(models.object(Ordered.class))).containsExactly("c", "a", "b");
        ObjectModel lenient = models.object(Lenient.class);
        assertThat(lenient.ignoreUnknown()).isTrue();
        assertThat(lenient.ignoredNames()).containsExactly("legacy");
        assertThat(models.object(Point.class).ignoreUnknown()).isFalse();
        ObjectModel inc = models.object(ClassInclusion.class);
        assertThat(prop(inc, "a").inclusion()).isEqualTo(Inclusion.NON_EMPTY);
        assertThat(prop(inc, "b").inclusion()).isEqualTo(Inclusion.ALWAYS);
        ObjectModel nullable = models.object(Nullable.class);
        assertThat(nullable.properties()).extracting(PropertyModel::inclusion)
                .containsExactly(Inclusion.NON_NULL, Inclusion.NON_NULL, Inclusion.ALWAYS);
    }

    @Test
    void readOnlyAndWriteOnlyAccess() {
        ObjectModel m = models.object(Access.class);
        assertThat(prop(m, "computed").creatorIndex()).isEqualTo(-1);
        assertThat(prop(m, "computed").getter()).isNotNull();
        assertThat(prop(m, "password").getter()).isNull();
        assertThat(prop(m, "password").creatorIndex()).isEqualTo(1);
        assertThat(prop(m, "plain").creatorIndex()).isEqualTo(2);
    }

    @Test
    void pojoWithSettersFieldsAndGetters() throws Throwable {
        ObjectModel m = models.object(Bean.class);
        assertThat(m.unsupportedReason()).isNull();
        assertThat(m.creator().parameterCount()).isZero();
        assertThat(names(m)).containsExactly("URLValue", "a", "boxed", "ok", "x", "y", "z"); // String order: upper case first
        Bean b = (Bean) m.creator().handle().invoke((Object[]) null);
        prop(m, "y").setter().invokeExact((Object) b, (Object) 11);
        prop(m, "x").setter().invokeExact((Object) b, (Object) 12);
        prop(m, "ok").setter().invokeExact((Object) b, (Object) false);
        assertThat(b.getY()).isEqualTo(11);
        assertThat(b.x).isEqualTo(12);
        assertThat(b.isOk()).isFalse();
        assertThat((Object) prop(m, "z").getter().invokeExact((Object) b)).isEqualTo(1);
        assertThat(prop(m, "a").setter()).isNull();
        assertThat(prop(m, "boxed").setter()).isNotNull(); // private field inferred as mutator (has a getter)
        assertThat(prop(m, "URLValue").setter()).isNull();
    }

    @Test
    void inferredMutatorsSkipFinalFields() throws Throwable {
        ObjectModel m = models.object(Inferred.class);
        assertThat(names(m)).containsExactly("fin", "x");
        assertThat(prop(m, "fin").setter()).isNull();
        Inferred i = (Inferred) m.creator().handle().invoke(new Object[0]);
        prop(m, "x").setter().invokeExact((Object) i, (Object) 5);
        assertThat(i.getX()).isEqualTo(5);
    }

    @Test
    void annotatedPrivateFieldsAreReadAndWritten() throws Throwable {
        ObjectModel m = models.object(PrivateFields.class);
        assertThat(names(m)).containsExactly("name", "years");
        PrivateFields p = (PrivateFields) m.creator().handle().invoke(new Object[0]);
        prop(m, "years").setter().invokeExact((Object) p, (Object) 40);
        prop(m, "name").setter().invokeExact((Object) p, (Object) "q");
        assertThat(p.age()).isEqualTo(40);
        assertThat((Object) prop(m, "name").getter().invokeExact((Object) p)).isEqualTo("q");
    }

    @Test
    void creatorConstructorAndFactory() throws Throwable {
        ObjectModel m = models.object(WithCreator.class);
        assertThat(names(m)).containsExactly("p", "q", "a", "w");
        assertThat(prop(m, "p").creatorIndex()).isZero();
        assertThat(prop(m, "q").creatorIndex()).isEqualTo(1);
        assertThat(prop(m, "w").setter()).isNotNull();
        WithCreator w = (WithCreator) m.creator().handle().invoke(new Object[]{"pp", 3});
        assertThat(w.getQ()).isEqualTo(3);

        ObjectModel f = models.object(Factory.class);
        assertThat(f.unsupportedReason()).isNull();
        Factory made = (Factory) f.creator().handle().invoke(new Object[]{"id"});
        assertThat(made.getId()).isEqualTo("id!");
        assertThat(prop(f, "id").creatorIndex()).isZero();
    }

    @Test
    void creatorWithoutPropertyNamesIsUnsupported() {
        assertThat(models.object(UnnamedCreator.class).unsupportedReason())
                .contains("UnnamedCreator").contains("parameter 1").contains("@JsonProperty");
        assertThat(models.object(Delegating.class).unsupportedReason()).contains("DELEGATING");
    }

    @Test
    void classWithoutCreatorIsWriteOnly() {
        ObjectModel m = models.object(WriteOnlyDto.class);
        assertThat(m.unsupportedReason()).isNull();
        assertThat(m.writable()).isTrue();
        assertThat(m.readable()).isFalse();
        assertThat(m.readUnsupportedReason()).contains("no-arg constructor");
        assertThat(m.creator()).isNull();
        assertThat(names(m)).containsExactly("v");
    }

    @Test
    void sortingUsesJsonNamesAndInheritedProperties() {
        assertThat(names(models.object(Renamed.class))).containsExactly("alpha", "mid", "zeta");
        assertThat(names(models.object(Child.class))).containsExactly("a", "c", "s1", "s2");
    }

    @Test
    void ignoredGetterRemovesTheWholeProperty() {
        ObjectModel m = models.object(IgnoredGetter.class);
        assertThat(names(m)).containsExactly("b");
        assertThat(m.ignoredNames()).containsExactly("a");
    }

    @Test
    void unsupportedAnnotationsAreNamed() {
        Map<Class<?>, String> expected = Map.of(
                AnySetter.class, "@JsonAnySetter", AnyGetter.class, "@JsonAnyGetter", Unwrapped.class, "@JsonUnwrapped",
                Managed.class, "@JsonManagedReference", Identity.class, "@JsonIdentityInfo",
                Deser.class, "@JsonDeserialize", Viewed.class, "@JsonView", ValueHolder.class, "@JsonValue",
                Shaped.class, "@JsonFormat(shape = STRING)", ByClassImpl.class, "use = CLASS");
        expected.forEach((type, reason) -> {
            ObjectModel m = models.object(type);
            assertThat(m.unsupportedReason()).as(type.getSimpleName()).contains(reason);
            assertThat(m.readable()).isFalse();
            assertThat(m.writable()).isFalse();
        });
    }

    @Test
    void nonBeansAreUnsupported() {
        assertThat(models.object(String.class).unsupportedReason()).contains("platform");
        assertThat(models.object(Plainly.class).unsupportedReason()).contains("not a record or concrete class");
        assertThat(models.object(Plain.class).unsupportedReason()).isNotNull();
        assertThat(models.object(int[].class).unsupportedReason()).isNotNull();
    }

    @Test
    void enums() {
        EnumModel plain = models.enumeration(Plain.class);
        assertThat(plain.names()).containsExactly("A", "B");
        assertThat(plain.constants()).containsExactly(Plain.A, Plain.B);
        assertThat(plain.unsupportedReason()).isNull();
        EnumModel lower = models.enumeration(Lower.class);
        assertThat(lower.names()).containsExactly("a", "b"); // Jackson 3: toString() by default
        assertThat(lower.byName()).containsOnlyKeys("a", "b");
        EnumModel named = models.enumeration(Named.class);
        assertThat(named.names()).containsExactly("x", "B", "C");
        assertThat(named.byName()).containsOnlyKeys("x", "B", "bb", "bee", "C");
        assertThat(named.byName().get("bee")).isEqualTo(Named.B);
        assertThat(named.defaultConstant()).isEqualTo(Named.C);
        EnumModel valued = models.enumeration(Valued.class);
        assertThat(valued.names()).containsExactly("aa", "bb");
        assertThat(valued.byName().get("bb")).isEqualTo(Valued.B);
        assertThat(models.enumeration(IntValued.class).unsupportedReason()).contains("@JsonValue");
        assertThat(models.enumeration(Created.class).unsupportedReason()).contains("@JsonCreator");
        assertThat(models.enumeration(WithBody.A.getClass()).type()).isEqualTo(WithBody.class);
        assertThatThrownBy(() -> models.enumeration(String.class)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void unannotatedSealedUnionUsesAtTypeAndSimpleNames() {
        UnionModel u = models.union(Plainly.class);
        assertThat(u.unsupportedReason()).isNull();
        assertThat(u.discriminator()).isEqualTo("@type");
        assertThat(u.subtypes()).containsOnlyKeys("Dot", "ln");
        assertThat(u.names()).containsEntry(Dot.class, "Dot").containsEntry(Line.class, "ln");
        assertThat(models.unionOf(Dot.class)).isNull(); // Jackson writes no id for unannotated sealed parents
    }

    @Test
    void annotatedUnion() {
        UnionModel u = models.union(Envelope.class);
        assertThat(u.unsupportedReason()).isNull();
        assertThat(u.discriminator()).isEqualTo("kind");
        assertThat(u.names()).containsEntry(Control.class, "Fixtures$Control")
                .containsEntry(Telemetry.class, "tele").containsEntry(Other.class, "other");
        assertThat(u.subtypes()).containsEntry("telemetry", Telemetry.class).containsEntry("tele", Telemetry.class);
        assertThat(models.unionOf(Control.class)).isSameAs(u);
        assertThat(models.object(Control.class).unsupportedReason()).isNull();

        UnionModel shape = models.union(Shape.class);
        assertThat(shape.discriminator()).isEqualTo("@type");
        assertThat(shape.subtypes()).containsOnlyKeys("Fixtures$Circle", "Fixtures$Square", "Fixtures$Triangle");
        UnionModel polygon = models.union(Polygon.class);
        assertThat(polygon.subtypes()).containsOnlyKeys("Fixtures$Square", "Fixtures$Triangle");

        UnionModel simple = models.union(Simple.class);
        assertThat(simple.discriminator()).isEqualTo("kind");
        assertThat(simple.names()).containsEntry(SimpleA.class, "SimpleA");

        UnionModel animal = models.union(Animal.class);
        assertThat(animal.discriminator()).isEqualTo("t");
        assertThat(animal.subtypes()).containsEntry("cat", Cat.class).containsEntry("dog", Dog.class);
        assertThat(models.unionOf(Cat.class)).isSameAs(animal);
    }

    @Test
    void unsupportedUnions() {
        assertThat(models.union(Wrapped.class).unsupportedReason()).contains("WRAPPER_OBJECT");
        assertThat(models.union(ByClass.class).unsupportedReason()).contains("CLASS");
        assertThat(models.object(WrappedA.class).unsupportedReason()).contains("WRAPPER_OBJECT");
        assertThat(models.union(Point.class)).isNull();
        assertThat(models.union(Control.class)).isNull();
        assertThat(models.union(Runnable.class)).isNull();
    }

    @Test
    void modelsAreCachedAndThreadSafe() throws Exception {
        TypeModels shared = new TypeModels(PropertyNaming.SNAKE_CASE);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<List<Object>>> futures = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                futures.add(pool.submit(() -> List.of(shared.object(Frame.class), shared.object(Bean.class),
                        shared.enumeration(Named.class), shared.union(Envelope.class))));
            }
            Map<Integer, Object> first = new ConcurrentHashMap<>();
            for (Future<List<Object>> f : futures) {
                List<Object> r = f.get();
                for (int i = 0; i < r.size(); i++) {
                    assertThat(r.get(i)).isSameAs(first.computeIfAbsent(i, r::get));
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(shared.object(Frame.class)).isSameAs(shared.object(Frame.class));
    }

    @Test
    void modelsWithoutAnnotationSupportIgnoreAnnotations() {
        TypeModels bare = new TypeModels(PropertyNaming.IDENTITY, new Annotations());
        assertThat(names(bare.object(Point.class))).containsExactly("y", "x", "c");
        assertThat(bare.union(Envelope.class).discriminator()).isEqualTo("@type");
        assertThat(bare.enumeration(Named.class).names()).containsExactly("A", "B", "C");
    }
}

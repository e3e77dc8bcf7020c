package dev.simdjson.internal.bind;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import dev.simdjson.JsonBindException;
import dev.simdjson.MapperConfig;
import dev.simdjson.UnknownProperties;
import dev.simdjson.internal.bind.model.TypeModels;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

import static dev.simdjson.internal.bind.BindTesting.bindError;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link ObjectLayout}: which values travel as bits and in which slots, decided once for the interpreted
 * {@link ObjectBinder} and the generated reader. The binding suite runs with generation on and off, so the reads
 * here meet both paths.
 */
class ObjectLayoutTest {

    public record Sample(int count, Integer boxed, char grade, String name, double ratio) {
    }

    @JsonIgnoreProperties({"legacy"})
    public static final class Keyed {
        private String title;

        public String getTitle() {
            return title;
        }

        @JsonAlias("heading")
        public void setTitle(String title) {
            this.title = title;
        }

        public int getLength() {
            return title == null ? 0 : title.length();
        }

        @Override
        public String toString() {
            return title;
        }
    }

    /** A date only written, with a format: it has a binder (for the format) yet is never read. */
    public static final class Dated {
        private String name;

        @JsonFormat(pattern = "yyyy-MM-dd")
        public LocalDate getDay() {
            return LocalDate.of(2020, 1, 1);
        }

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * More primitive creator parameters than there are primitive slots: the ignored first one takes slot 0, the
     * properties {@code a0..a62} the rest, so {@code last} and the ignored {@code tail} are boxed.
     */
    public record Wide(@JsonIgnore long head,
                       int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9, int a10,
                       int a11, int a12, int a13, int a14, int a15, int a16, int a17, int a18, int a19, int a20,
                       int a21, int a22, int a23, int a24, int a25, int a26, int a27, int a28, int a29, int a30,
                       int a31, int a32, int a33, int a34, int a35, int a36, int a37, int a38, int a39, int a40,
                       int a41, int a42, int a43, int a44, int a45, int a46, int a47, int a48, int a49, int a50,
                       int a51, int a52, int a53, int a54, int a55, int a56, int a57, int a58, int a59, int a60,
                       int a61, int a62,
                       int last, @JsonIgnore double tail) {
    }

    private static ObjectBinder binder(Type type) {
        BinderFactory factory = new BinderFactory(BindTesting.config(Implementation.VECTOR, UnknownProperties.IGNORE),
                TypeModels.shared(MapperConfig.DEFAULTS.naming()));
        return (ObjectBinder) factory.binder(type);
    }

    private static ObjectLayout layout(Type type) {
        return binder(type).layout();
    }

    private static int property(ObjectLayout layout, String name) {
        for (int k = 0; k < layout.propertyCount(); k++) {
            if (layout.name(k).equals(name)) {
                return k;
            }
        }
        throw new AssertionError("no property " + name);
    }

    @Test
    void primitivesWhoseBinderHandsOverBitsTakePrimitiveSlotsInParameterOrder() {
        ObjectLayout layout = layout(Sample.class);
        assertThat(layout.parameterCount()).isEqualTo(5);
        assertThat(layout.primitiveCount()).isEqualTo(3);
        assertThat(layout.referenceCount()).isEqualTo(2);
        assertThat(layout.bitsType(property(layout, "count"))).isEqualTo(int.class);
        assertThat(layout.bitsType(property(layout, "boxed"))).isNull();
        assertThat(layout.bitsType(property(layout, "grade"))).isEqualTo(char.class);
        assertThat(layout.bitsType(property(layout, "name"))).isNull();
        assertThat(layout.bitsType(property(layout, "ratio"))).isEqualTo(double.class);
        assertThat(layout.primitiveSlot(property(layout, "count"))).isZero();
        assertThat(layout.primitiveSlot(property(layout, "grade"))).isEqualTo(1);
        assertThat(layout.primitiveSlot(property(layout, "ratio"))).isEqualTo(2);
        assertThat(layout.parameterSlot(1)).as("boxed").isZero();
        assertThat(layout.parameterSlot(3)).as("name").isEqualTo(1);
        assertEveryCreatorPropertyAgrees(layout);
    }

    @Test
    void aSetterPropertyTravelsAsBitsWithoutACreatorSlot() {
        ObjectLayout layout = layout(CompiledReadersTest.WithSetter.class);
        assertThat(layout.parameterCount()).isZero();
        assertThat(layout.hasSetterProperties()).isTrue();
        int size = property(layout, "size");
        assertThat(layout.isSetterProperty(size)).isTrue();
        assertThat(layout.bitsType(size)).isEqualTo(int.class);
        assertThat(layout.primitiveSlot(size)).isEqualTo(-1);
        assertThat(layout.bitsType(property(layout, "label"))).isNull();
        CompiledReadersTest.WithSetter s = BindTesting.read("{\"label\":\"x\",\"size\":7}",
                CompiledReadersTest.WithSetter.class);
        assertThat(s.getSize()).isEqualTo(7);
        assertThat(s.getLabel()).isEqualTo("x");
    }

    @Test
    void keysTargetTheirPropertyOrAreIgnored() {
        ObjectLayout layout = layout(Keyed.class);
        int title = property(layout, "title");
        int length = property(layout, "length");
        assertThat(layout.readable(title)).isTrue();
        assertThat(layout.readable(length)).as("only written").isFalse();
        List<String> keys = layout.keys();
        int[] targets = layout.targets();
        assertThat(targets[keys.indexOf("title")]).isEqualTo(title);
        assertThat(targets[keys.indexOf("heading")]).isEqualTo(title);
        assertThat(targets[keys.indexOf("length")]).isEqualTo(ObjectLayout.IGNORED);
        assertThat(targets[keys.indexOf("legacy")]).isEqualTo(ObjectLayout.IGNORED);
        Keyed k = BindTesting.read("{\"length\":3,\"legacy\":1,\"heading\":\"abc\"}", Keyed.class);
        assertThat(k.getTitle()).isEqualTo("abc");
    }

    @Test
    void aKeyNamingAPropertyThatIsOnlyWrittenIsSkippedOnBothPaths() {
        ObjectLayout layout = layout(Dated.class);
        int day = property(layout, "day");
        assertThat(layout.readable(day)).isFalse();
        assertThat(layout.binder(day)).as("the format's binder").isNotNull();
        Dated d = BindTesting.read("{\"day\":\"2021-02-03\",\"name\":\"x\"}", Dated.class);
        assertThat(d.getName()).isEqualTo("x");
    }

    @Test
    void primitivesPastTheLastSlotAreBoxedOnBothPaths() {
        ObjectBinder binder = binder(Wide.class);
        ObjectLayout layout = binder.layout();
        assertThat(binder.compiled()).as("generated when generation is on").isEqualTo(CompiledReaders.enabled());
        assertThat(layout.primitiveCount()).isEqualTo(ObjectLayout.MAX_PRIMITIVE_SLOTS);
        assertThat(layout.parameterAsBits(0)).as("head, fed by no property").isTrue();
        assertThat(layout.parameterProperty(0)).isEqualTo(-1);
        int last = property(layout, "last");
        assertThat(layout.parameterAsBits(64)).isFalse();
        assertThat(layout.bitsType(last)).isNull();
        assertThat(layout.primitiveSlot(last)).isEqualTo(-1);
        assertThat(layout.parameterAsBits(65)).isFalse();
        assertThat(layout.parameterDefault(65)).isEqualTo(0.0);
        assertEveryCreatorPropertyAgrees(layout);

        Wide w = BindTesting.read(wideJson(true), Wide.class);
        assertThat(w.a0()).isZero();
        assertThat(w.a62()).isEqualTo(62);
        assertThat(w.last()).isEqualTo(99);
        assertThat(w.head()).isZero();
        assertThat(w.tail()).isZero();
        JsonBindException absent = bindError(wideJson(false), Wide.class);
        assertThat(absent.getMessage()).contains("missing property 'last'");
        JsonBindException nullLast = bindError(wideJson(false).replace("}", ",\"last\":null}"), Wide.class);
        assertThat(nullLast.path()).isEqualTo("$.last");
    }

    private static String wideJson(boolean withLast) {
        StringJoiner json = new StringJoiner(",", "{", "}");
        for (int i = 0; i < 63; i++) {
            json.add("\"a" + i + "\":" + i);
        }
        if (withLast) {
            json.add("\"last\":99");
        }
        json.add("\"head\":5").add("\"tail\":6.5");
        return json.toString();
    }

    /** For a creator property: it travels as bits exactly when its parameter has a primitive slot, that slot. */
    private static void assertEveryCreatorPropertyAgrees(ObjectLayout layout) {
        List<String> checked = new ArrayList<>();
        for (int k = 0; k < layout.propertyCount(); k++) {
            int p = layout.creatorIndex(k);
            if (p < 0) {
                continue;
            }
            assertThat(layout.parameterProperty(p)).isEqualTo(k);
            assertThat(layout.bitsType(k) != null).as(layout.name(k)).isEqualTo(layout.parameterAsBits(p));
            assertThat(layout.primitiveSlot(k))
                    .isEqualTo(layout.parameterAsBits(p) ? layout.parameterSlot(p) : -1);
            checked.add(layout.name(k));
        }
        assertThat(checked).isNotEmpty();
    }
}

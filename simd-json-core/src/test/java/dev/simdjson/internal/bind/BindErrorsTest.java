package dev.simdjson.internal.bind;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.MapperConfig;
import dev.simdjson.UnknownProperties;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static dev.simdjson.internal.bind.BindTesting.KERNELS;
import static dev.simdjson.internal.bind.BindTesting.bindError;
import static dev.simdjson.internal.bind.BindTesting.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/** Bind errors (path, line, column), syntax errors exactly as the parser reports them, limits, hostile input. */
class BindErrorsTest {

    public record Item(String name, double price, List<Integer> qty) {
    }

    public record Order(long id, List<Item> items, Map<String, Item> byName) {
    }

    public record Deep(Deep next, Integer v) {
    }

    @Test
    void bindErrorsCarryPathLineAndColumn() {
        String json = "{\"id\":1,\n \"items\":[\n  {\"name\":\"a\",\"price\":1},\n  {\"name\":\"b\",\"price\":true}]}";
        JsonBindException e = bindError(json, Order.class);
        assertThat(e.path()).isEqualTo("$.items[1].price");
        assertThat(e.line()).isEqualTo(4);
        assertThat(e.column()).isEqualTo(23);
        assertThat(e.offset()).isEqualTo(json.indexOf("true"));
        assertThat(e.getMessage()).contains("$.items[1].price").contains("line 4, column 23");

        JsonBindException q = bindError("{\"items\":[{\"qty\":[1,2,\"x\"]}],\"id\":1}", Order.class);
        assertThat(q.path()).isEqualTo("$.items[0].qty[2]");
        JsonBindException m = bindError("{\"id\":1,\"byName\":{\"odd key\":{\"price\":\"?\"}}}", Order.class);
        assertThat(m.path()).isEqualTo("$.byName['odd key'].price");
        JsonBindException o = bindError("{\"id\":99999999999999999999}", Order.class);
        assertThat(o.path()).isEqualTo("$.id");
        assertThat(o.reason()).contains("out of range");
        JsonBindException missing = bindError("{\"items\":[{\"name\":\"x\"}],\"id\":1}", Order.class);
        assertThat(missing.path()).isEqualTo("$.items[0].price");
        assertThat(missing.reason()).contains("missing");
        JsonBindException root = bindError("[1]", Order.class);
        assertThat(root.path()).isEqualTo("$");
        assertThat(root.column()).isEqualTo(1);
    }

    @Test
    void errorsInAnOffsetSliceCountFromTheSlice() {
        byte[] b = utf8("xxx{\"id\":\"no\"}yyy");
        JsonException e = catchIt(() -> BindTesting.binding(Implementation.SCALAR).read(b, 3, 11, Order.class));
        assertThat(e).isInstanceOf(JsonBindException.class);
        assertThat(e.offset()).isEqualTo(6);
        assertThat(e.column()).isEqualTo(7);
    }

    @Test
    void syntaxErrorsWinOverBindErrorsAndMatchTheParser() {
        // The bind error ($.id) comes first in the document, but the document is not JSON.
        String[] broken = {"{\"id\":\"x\",}", "{\"id\":\"x\" \"items\":1}", "{\"id\":1,\"items\":[1,]}", "[1] 2",
            "{\"id\":tru}", "{\"id\":01}", "{\"id\":1", "{\"items\":[{\"name\":\"a\"]}", "{\"id\":1}}", "{\"id\"}",
            "", "  ", "{\"id\":-}", "{\"a\":\"\u0001\"}", "{\"id\":1e}", "{\"id\":nul}", "[", "{", "{\"x\":[{]}"};
        for (String json : broken) {
            for (Type t : List.of(Order.class, Object.class, JsonValue.class, String.class,
                    new BindTesting.TypeOf<List<Order>>() { }.type())) {
                assertSameAsParser(json, t);
            }
        }
    }

    @Test
    void truncatedDocumentsAtEveryOffset() {
        String json = "{\"id\":12,\"items\":[{\"name\":\"a\\\"b\",\"price\":1.5e3,\"qty\":[1,2]},null],"
                + "\"byName\":{\"k\":{\"name\":\"\u00e9\",\"price\":-0.0,\"qty\":null}},\"extra\":[true,false,null,{}]}";
        byte[] full = utf8(json);
        for (int len = 0; len <= full.length; len++) {
            byte[] cut = java.util.Arrays.copyOf(full, len);
            for (Type t : List.of(Order.class, Object.class, JsonValue.class)) {
                assertSameAsParser(new String(cut, java.nio.charset.StandardCharsets.UTF_8), t);
            }
        }
    }

    @Test
    void randomMutationsNeverLeakOtherExceptions() {
        String json = "{\"id\":12,\"items\":[{\"name\":\"a\\\"b\",\"price\":1.5e3,\"qty\":[1,2]},null],"
                + "\"byName\":{\"k\":{\"name\":\"x\",\"price\":-0.0,\"qty\":null}},\"extra\":[true,false,null,{}]}";
        byte[] alphabet = utf8("{}[],:\"\\ 0123456789.eE-+tfnulrsa\u00e9x");
        Random random = new Random(42);
        for (int round = 0; round < 3000; round++) {
            byte[] b = utf8(json);
            int edits = 1 + random.nextInt(3);
            for (int k = 0; k < edits; k++) {
                b[random.nextInt(b.length)] = alphabet[random.nextInt(alphabet.length)];
            }
            String mutated = new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
            for (Type t : List.of(Order.class, Object.class, new BindTesting.TypeOf<Map<String, Object>>() { }.type())) {
                assertSameAsParserBytes(b, t, mutated);
            }
        }
    }

    @Test
    void depthLimitAsTheParser() {
        MapperConfig c = new MapperConfig(JsonLimits.DEFAULTS.withMaxDepth(10), Implementation.SCALAR,
                UnknownProperties.IGNORE, MapperConfig.DEFAULTS.naming());
        Binding b = new Binding(c);
        JsonParser parser = new JsonParser(c.limits(), Implementation.SCALAR);
        String ok = "[".repeat(10) + "]".repeat(10);
        String deep = "[".repeat(11) + "]".repeat(11);
        assertThat(b.read(utf8(ok), 0, ok.length(), Object.class)).isNotNull();
        JsonException e = catchIt(() -> b.read(utf8(deep), 0, deep.length(), Object.class));
        JsonException p = catchIt(() -> parser.parse(utf8(deep)));
        assertThat(e).isInstanceOf(JsonParseException.class);
        assertThat(e.getMessage()).isEqualTo(p.getMessage());
        // Skipped (unknown) and DOM subtrees count from the root too.
        String skipped = "{\"id\":1,\"x\":" + "[".repeat(10) + "]".repeat(10) + "}";
        JsonException s = catchIt(() -> b.read(utf8(skipped), 0, skipped.length(), Order.class));
        assertThat(s.getMessage()).isEqualTo(catchIt(() -> parser.parse(utf8(skipped))).getMessage());
        String tree = "{\"raw\":" + "[".repeat(10) + "]".repeat(10) + ",\"after\":1}";
        JsonException t = catchIt(() -> b.read(utf8(tree), 0, tree.length(), ObjectBindingTest.Holder.class));
        assertThat(t.getMessage()).isEqualTo(catchIt(() -> parser.parse(utf8(tree))).getMessage());
        // A recursive type nested deeply: the depth limit applies, no StackOverflowError.
        String chain = "{\"next\":".repeat(9) + "null" + "}".repeat(9);
        assertThat(b.read(utf8(chain), 0, chain.length(), Deep.class)).isNotNull();
        Binding big = new Binding(MapperConfig.DEFAULTS);
        String hostile = "{\"next\":".repeat(5000) + "null" + "}".repeat(5000);
        assertThatThrownBy(() -> big.read(utf8(hostile), 0, hostile.length(), Deep.class))
                .isInstanceOf(JsonParseException.class).hasMessageContaining("nesting deeper than the limit of 1024");
    }

    @Test
    void documentSizeLimit() throws Exception {
        MapperConfig c = new MapperConfig(JsonLimits.DEFAULTS.withMaxDocumentBytes(100), Implementation.SCALAR,
                UnknownProperties.IGNORE, MapperConfig.DEFAULTS.naming());
        Binding b = new Binding(c);
        byte[] small = utf8("{\"id\":5}");
        assertThat(b.readAll(new ByteArrayInputStream(small))).isEqualTo(small);
        byte[] large = utf8("[" + "1,".repeat(100) + "1]");
        assertThatThrownBy(() -> b.readAll(new ByteArrayInputStream(large)))
                .isInstanceOf(JsonParseException.class).hasMessageContaining("document larger than the limit of 100");
        assertThatThrownBy(() -> b.read(large, 0, large.length, Object.class))
                .isInstanceOf(JsonParseException.class).hasMessageContaining("document larger than the limit of 100");
    }

    @Test
    void creatorFailuresAreBindErrors() {
        JsonBindException e = bindError("{\"v\":1,\"n\":[{\"s\":\"\"}]}", Validated.class);
        assertThat(e.path()).isEqualTo("$.n[0]");
        assertThat(e.reason()).contains("IllegalArgumentException").contains("blank");
    }

    public record Checked(String s) {
        public Checked {
            if (s.isBlank()) {
                throw new IllegalArgumentException("blank");
            }
        }
    }

    public record Validated(int v, List<Checked> n) {
    }

    // ------------------------------------------------------------------ helpers

    private static void assertSameAsParser(String json, Type type) {
        assertSameAsParserBytes(utf8(json), type, json);
    }

    /** Valid JSON: never a parse error; invalid: the parser's exact message on both kernels. Nothing else. */
    private static void assertSameAsParserBytes(byte[] b, Type type, String shown) {
        for (Implementation kernel : KERNELS) {
            JsonException expected = null;
            try {
                new JsonParser(JsonLimits.DEFAULTS, kernel).parse(b);
            } catch (JsonParseException e) {
                expected = e;
            }
            try {
                BindTesting.binding(kernel).read(b, 0, b.length, type);
                assertThat(expected).as("%s accepted as %s, parser says %s", shown, type, expected).isNull();
            } catch (JsonParseException e) {
                assertThat(expected).as("%s: we say %s, the parser accepts", shown, e.getMessage()).isNotNull();
                assertThat(e.getMessage()).as(shown).isEqualTo(expected.getMessage());
            } catch (JsonBindException e) {
                assertThat(expected).as("%s: bind error %s but the parser says %s", shown, e.getMessage(), expected)
                        .isNull();
            } catch (RuntimeException | StackOverflowError e) {
                fail("%s as %s leaked %s", shown, type, e);
            }
        }
    }

    private static JsonException catchIt(Runnable r) {
        try {
            r.run();
        } catch (JsonException e) {
            return e;
        }
        return fail("no exception");
    }
}

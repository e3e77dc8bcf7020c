package dev.simdjson.internal.write;

import dev.simdjson.JsonWriteException;
import dev.simdjson.JsonLimits;
import dev.simdjson.MapperConfig;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.TypeSupport;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Locale;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Failures, canWrite, streams and buffer reuse. */
class WritingBehaviourTest {

    private static final Writing WRITING = BootJackson.SCALAR;

    public static class Self {
        public Self getMe() {
            return this;
        }
    }

    public static class Link {
        public Link next;
    }

    @Test
    void directSelfReferenceFailsLikeJackson() {
        assertThatThrownBy(() -> WRITING.write(new Self())).isInstanceOf(JsonWriteException.class)
                .hasMessageContaining("self-reference");
    }

    @Test
    void cyclesFailAtTheDepthLimit() {
        Link a = new Link();
        Link b = new Link();
        a.next = b;
        b.next = a;
        assertThatThrownBy(() -> WRITING.write(a)).isInstanceOf(JsonWriteException.class)
                .hasMessageContaining("nesting deeper than");
        List<Object> list = new ArrayList<>();
        list.add(list);
        assertThatThrownBy(() -> WRITING.write(list)).isInstanceOf(JsonWriteException.class);
        Writing shallow = new Writing(new MapperConfig(JsonLimits.DEFAULTS.withMaxDepth(3),
                MapperConfig.DEFAULTS.implementation(), MapperConfig.DEFAULTS.unknownProperties(),
                MapperConfig.DEFAULTS.naming()));
        assertThat(BootJackson.text(shallow.write(List.of(List.of(List.of(1)))))).isEqualTo("[[[1]]]");
        assertThatThrownBy(() -> shallow.write(List.of(List.of(List.of(List.of()))))).isInstanceOf(
                JsonWriteException.class);
    }

    @Test
    void nullMapKeysFail() {
        Map<String, Integer> m = new HashMap<>();
        m.put(null, 1);
        assertThatThrownBy(() -> WRITING.write(m)).isInstanceOf(JsonWriteException.class)
                .hasMessageContaining("Null key");
    }

    public record WithLocale(Locale where) {
    }

    public record Fine(String a, List<Map<String, Integer>> b) {
    }

    public record Valued(String v) {
        @com.fasterxml.jackson.annotation.JsonValue
        public String v() {
            return v;
        }
    }

    @Test
    void canWriteGivesReasons() throws Exception {
        assertThat(WRITING.canWrite(String.class)).isEqualTo(TypeSupport.SUPPORTED);
        assertThat(WRITING.canWrite(Fine.class)).isEqualTo(TypeSupport.SUPPORTED);
        assertThat(WRITING.canWrite(Object.class)).isEqualTo(TypeSupport.SUPPORTED);
        Type listOfFine = WritingBehaviourTest.class.getDeclaredField("listOfFine").getGenericType();
        assertThat(WRITING.canWrite(listOfFine).supported()).isTrue();
        TypeSupport locale = WRITING.canWrite(WithLocale.class);
        assertThat(locale.supported()).isFalse();
        assertThat(locale.reason()).contains("where").contains("java.util.Locale");
        Type mapWithBadKey = WritingBehaviourTest.class.getDeclaredField("mapWithBadKey").getGenericType();
        assertThat(WRITING.canWrite(mapWithBadKey).supported()).isFalse();
        TypeSupport valued = WRITING.canWrite(Valued.class);
        assertThat(valued.supported()).isFalse();
        assertThat(valued.reason()).contains("JsonValue");
        assertThatThrownBy(() -> WRITING.write(new Valued("x"))).isInstanceOf(JsonWriteException.class);
    }

    @SuppressWarnings("unused")
    private List<Fine> listOfFine;
    @SuppressWarnings("unused")
    private Map<Fine, String> mapWithBadKey;

    @Test
    void streamsGetTheSameBytesInPieces() throws IOException {
        List<String> big = new ArrayList<>();
        for (int i = 0; i < 300_000; i++) {
            big.add("item \"" + i + "\" \u00e9\u4e2d");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<Integer> writes = new ArrayList<>();
        OutputStream counting = new OutputStream() {
            @Override
            public void write(int b) {
                out.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                writes.add(len);
                out.write(b, off, len);
            }
        };
        WRITING.write(counting, big);
        assertThat(out.toByteArray()).isEqualTo(BootJackson.jackson(big));
        assertThat(writes.size()).isGreaterThan(1);
        assertThatThrownBy(() -> WRITING.write(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("disk full");
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException("disk full");
            }
        }, "x")).isInstanceOf(IOException.class).hasMessage("disk full");
    }

    public static class Reentrant {
        public String getInner() {
            return BootJackson.text(WRITING.write(List.of("in")));
        }
    }

    @Test
    void nestedWritesOnOneThreadDoNotShareTheBuffer() {
        assertThat(BootJackson.text(WRITING.write(List.of(new Reentrant(), "after"))))
                .isEqualTo(BootJackson.text(BootJackson.jackson(List.of(new Reentrant(), "after"))));
    }

    @Test
    void bigBuffersAreNotKept() {
        byte[] huge = WRITING.write("x".repeat(JsonOutput.MAX_RETAINED + 10));
        assertThat(huge.length).isEqualTo(JsonOutput.MAX_RETAINED + 12);
        assertThat(BootJackson.text(WRITING.write(1))).isEqualTo("1");
    }

    @Test
    void theMapperFacadeDelegatesHere() throws IOException {
        SimdJsonMapper mapper = SimdJsonMapper.create();
        assertThat(BootJackson.text(mapper.writeValueAsBytes(Map.of("a", List.of(1.5, "b")))))
                .isEqualTo("{\"a\":[1.5,\"b\"]}");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        mapper.writeValue(out, List.of(1));
        assertThat(out.toString()).isEqualTo("[1]");
        assertThat(mapper.canWrite(String.class).supported()).isTrue();
    }
}

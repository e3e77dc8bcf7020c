package dev.simdjson.internal.stage2;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.internal.runtime.Stage1;
import dev.simdjson.internal.stage1.StructuralIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The walker's two sinks see the same grammar: the same events for valid input, the same error for broken input. */
class StructuralWalkerTest {

    private static final JsonLimits LIMITS = JsonLimits.DEFAULTS.withMaxDepth(4).withMaxStringBytes(8);

    @ParameterizedTest
    @ValueSource(strings = {"{}", "[]", "[1,-2.5e3,\"a\\nb\",true,false,null]", "{\"a\":[{},[],{\"c\":[1]}]}",
            " [ [ [ ] ] ] ", "\"x\"", "12345678901234567890123"})
    void walksValidDocumentsIntoTheSameTapeAsAlwaysAndTheSameEventsForEverySink(String json) {
        byte[] buf = json.getBytes(StandardCharsets.UTF_8);
        StructuralIndex index = index(buf);
        TapeBuilder builder = new TapeBuilder(LIMITS);
        int size = builder.build(buf, index, 0, true);
        assertThat(Tape.tag(builder.tape()[0])).isEqualTo(Tape.ROOT);
        assertThat(Tape.offset(builder.tape()[0])).isEqualTo(size);

        StructuralWalker walker = new StructuralWalker(LIMITS);
        Recorder recorder = new Recorder();
        walker.reset(buf, index, 0);
        walker.walk(recorder);
        walker.finish();
        StructuralWalker validating = new StructuralWalker(LIMITS);
        validating.reset(buf, index, 0);
        validating.walk(StructuralWalker.VALIDATE);
        assertThat(validating.structural()).isEqualTo(walker.structural()).isEqualTo(index.count());
        // Opens and closes pair up, and the counts are the fields and elements seen.
        assertThat(recorder.events.stream().filter(e -> e.startsWith("begin")).count())
                .isEqualTo(recorder.events.stream().filter(e -> e.startsWith("end")).count());
    }

    @Test
    void reportsEachValueInDocumentOrderWithItsCount() {
        byte[] buf = "{\"a\":[1,\"x\",null],\"b\":{}}".getBytes(StandardCharsets.UTF_8);
        StructuralWalker walker = new StructuralWalker(LIMITS);
        Recorder recorder = new Recorder();
        walker.reset(buf, index(buf), 0);
        walker.walk(recorder);
        assertThat(recorder.events).containsExactly("beginObject@0", "key@1", "beginArray@5", "number 1@6",
                "string@8", "literal n@12", "endArray 3", "key@18", "beginObject@22", "endObject 0", "endObject 2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  ", "{", "[", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "[1,]", "[1 2]", "{\"a\":1 \"b\":2}",
            "{1:2}", "[tru]", "[nul]", "[1.]", "[-]", "[01]", "\"0123456789\"", "[[[[[1]]]]]", "{\"a\":[}", "]", "[1]]",
            "{\"0123456789\":1}", "[1e]", "[truex]", "{,}", "[,1]"})
    void reportsEveryBrokenDocumentTheSameWayThroughEitherSink(String json) {
        byte[] buf = json.getBytes(StandardCharsets.UTF_8);
        StructuralIndex index = index(buf);
        JsonParseException tape = catchThrowableOfType(JsonParseException.class,
                () -> new TapeBuilder(LIMITS).build(buf, index, 0, true));
        JsonParseException validate = catchThrowableOfType(JsonParseException.class, () -> {
            StructuralWalker w = new StructuralWalker(LIMITS);
            w.reset(buf, index, 0);
            w.walk(StructuralWalker.VALIDATE);
            w.finish();
        });
        assertThat(tape).as(json).isNotNull();
        assertThat(validate).as(json).isNotNull();
        assertThat(validate.getMessage()).isEqualTo(tape.getMessage());
        assertThat(validate.offset()).isEqualTo(tape.offset());
    }

    @ParameterizedTest
    @ValueSource(strings = {"[[[[1]]]]", "{\"a\":{\"b\":{\"c\":{\"d\":1}}}}"})
    void countsDepthFromWhereTheWalkStarts(String json) {
        byte[] buf = json.getBytes(StandardCharsets.UTF_8);
        StructuralWalker w = new StructuralWalker(LIMITS);
        w.reset(buf, index(buf), 0);
        w.walk(StructuralWalker.VALIDATE); // depth 4 is the limit: fine from the root
        Nested nested = new Nested();
        nested.startInside(buf);
        JsonParseException e = catchThrowableOfType(JsonParseException.class,
                () -> nested.walk(StructuralWalker.VALIDATE));
        assertThat(e).hasMessageContaining("nesting deeper than the limit of 4");
    }

    /** A walker started on a value as if it sat inside one more container. */
    private static final class Nested extends StructuralWalker {
        Nested() {
            super(LIMITS);
        }

        void startInside(byte[] json) {
            reset(json, index(json), 0);
            depth = 1;
        }
    }

    private static StructuralIndex index(byte[] buf) {
        StructuralIndex index = new StructuralIndex();
        new Stage1(Implementation.SCALAR).index(buf, 0, buf.length, false, index);
        return index;
    }

    /** Keeps the events of a walk as text. */
    private static final class Recorder implements StructuralWalker.Sink {
        final List<String> events = new ArrayList<>();

        @Override
        public void beginObject(int p) {
            events.add("beginObject@" + p);
        }

        @Override
        public void beginArray(int p) {
            events.add("beginArray@" + p);
        }

        @Override
        public void key(int p, int next) {
            events.add("key@" + p);
        }

        @Override
        public void string(int p, int next) {
            events.add("string@" + p);
        }

        @Override
        public void literal(int p, int tag) {
            events.add("literal " + (char) tag + "@" + p);
        }

        @Override
        public void number(int p, int kind) {
            events.add("number " + kind + "@" + p);
        }

        @Override
        public void endObject(int count) {
            events.add("endObject " + count);
        }

        @Override
        public void endArray(int count) {
            events.add("endArray " + count);
        }
    }
}

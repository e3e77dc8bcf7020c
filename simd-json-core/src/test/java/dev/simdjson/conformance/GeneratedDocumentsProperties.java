package dev.simdjson.conformance;

import dev.simdjson.JsonParser;
import dev.simdjson.conformance.GeneratedJson.Node;
import dev.simdjson.conformance.Kernels.Accepted;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Properties over generated documents, on both kernels against Jackson 3:
 * <ul>
 *   <li>random valid documents (nested objects and arrays, duplicate keys, strings with every escape form, lone
 *       surrogates and 4-byte UTF-8, numbers of every shape) read exactly as Jackson reads them, and write back;</li>
 *   <li>mutated documents (valid ones with bytes flipped, replaced, inserted or deleted) get the strict reference
 *       verdict of {@link JacksonReference#accepts} (Jackson with every leniency off, plus strict UTF-8 and no BOM:
 *       see there for where default Jackson is more lenient); rejections are JsonParseExceptions located inside the
 *       input, acceptances read like Jackson. Each mutated document is parsed a second time as a slice
 *       ({@code parse(bytes, offset, length)}) between foreign bytes that would change the verdict if the parser
 *       looked past either end: same verdict, same error.</li>
 * </ul>
 * Each kernel keeps one parser for all tries, so reuse across documents (and after errors) is exercised too.
 */
class GeneratedDocumentsProperties {

    private final Map<Implementation, JsonParser> parsers = new EnumMap<>(Implementation.class);

    GeneratedDocumentsProperties() {
        for (Implementation kernel : Kernels.BOTH) {
            parsers.put(kernel, Kernels.parser(kernel));
        }
    }

    @Property(tries = 1000)
    void generatedDocumentsReadLikeJacksonOnBothKernels(@ForAll("documents") Node document, @ForAll long style) {
        byte[] json = GeneratedJson.serialize(document, style);
        assertThat(JacksonReference.accepts(json)).as("the generator wrote valid JSON: %s", RoundTrip.preview(json))
                .isTrue();
        for (Implementation kernel : Kernels.BOTH) {
            JsonParser parser = parsers.get(kernel);
            Outcome outcome = Kernels.outcome(parser, json);
            if (outcome instanceof Rejected rejected) {
                throw new AssertionError(kernel + " rejects " + RoundTrip.preview(json) + ": "
                        + rejected.error().getMessage(), rejected.error());
            }
            try {
                JacksonReference.assertMatches(((Accepted) outcome).value(), json);
                RoundTrip.assertRoundTrips(parser, ((Accepted) outcome).value(), json);
            } catch (AssertionError e) {
                throw new AssertionError(kernel + " on " + RoundTrip.preview(json) + ": " + e.getMessage(), e);
            }
        }
    }

    @Property(tries = 3000)
    void mutatedDocumentsGetTheStrictReferenceVerdictOnBothKernels(@ForAll("mutationSources") byte[] source,
                                                                    @ForAll("mutations") List<Mutation> mutations) {
        byte[] json = source;
        for (Mutation m : mutations) {
            json = m.apply(json);
        }
        boolean expected = JacksonReference.accepts(json);
        byte[] framed = framed(json);
        for (Implementation kernel : Kernels.BOTH) {
            Outcome outcome = Kernels.outcome(parsers.get(kernel), json);
            assertThat(outcome.accepted())
                    .as("%s on %s (%s): %s, reference %s", kernel, RoundTrip.preview(json), mutations, outcome,
                            expected ? "accepts" : "rejects")
                    .isEqualTo(expected);
            if (outcome instanceof Accepted accepted) {
                JacksonReference.assertMatches(accepted.value(), json);
            } else {
                ErrorPosition.assertWithin(((Rejected) outcome).error(), json, 0, json.length);
            }
            // The same bytes as a slice between foreign bytes that would change the verdict if they were read.
            Outcome inSlice = Kernels.outcome(parsers.get(kernel), framed, FRAME.length, json.length);
            assertThat(inSlice.accepted()).as("%s on %s as a slice: %s", kernel, RoundTrip.preview(json), inSlice)
                    .isEqualTo(expected);
            if (inSlice instanceof Accepted accepted) {
                JacksonReference.assertMatches(accepted.value(), json);
            } else {
                assertThat(((Rejected) inSlice).error().getMessage()).as("%s on %s as a slice", kernel,
                        RoundTrip.preview(json)).isEqualTo(((Rejected) outcome).error().getMessage());
            }
        }
    }

    /** Bytes around a slice: an open string and array before, a value and closers after. */
    private static final byte[] FRAME = "[\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] AFTER = "1\"]}\"]}1".getBytes(StandardCharsets.US_ASCII);

    private static byte[] framed(byte[] json) {
        byte[] out = new byte[FRAME.length + json.length + AFTER.length];
        System.arraycopy(FRAME, 0, out, 0, FRAME.length);
        System.arraycopy(json, 0, out, FRAME.length, json.length);
        System.arraycopy(AFTER, 0, out, FRAME.length + json.length, AFTER.length);
        return out;
    }

    @Provide
    Arbitrary<Node> documents() {
        return GeneratedJson.documents();
    }

    /** Valid documents to mutate: generated ones, the small corpus files, and JSONTestSuite's y_ files. */
    @Provide
    Arbitrary<byte[]> mutationSources() {
        Arbitrary<byte[]> generated = Combinators.combine(GeneratedJson.documents(), Arbitraries.longs())
                .as(GeneratedJson::serialize);
        return Arbitraries.frequencyOf(Tuple.of(2, generated), Tuple.of(1, Arbitraries.of(CORPUS_SOURCES)));
    }

    static final List<byte[]> CORPUS_SOURCES = Stream.concat(
                    Stream.concat(TestData.files("corpus/small", n -> n.endsWith(".json")).stream(),
                            Stream.of(TestData.path("corpus/twitter_api_compact_response.json"),
                                    TestData.path("corpus/google_maps_api_compact_response.json"))),
                    TestData.files("jsontestsuite/test_parsing", n -> n.startsWith("y_")).stream())
            .map(TestData::read)
            .toList();

    @Provide
    Arbitrary<List<Mutation>> mutations() {
        Arbitrary<Integer> interesting = Arbitraries.of(INTERESTING_BYTES);
        Arbitrary<Integer> anyByte = Arbitraries.integers().between(0, 255);
        Arbitrary<Integer> value = Arbitraries.frequencyOf(Tuple.of(3, interesting), Tuple.of(1, anyByte));
        Arbitrary<Mutation> mutation = Combinators.combine(Arbitraries.of(Kind.class),
                        Arbitraries.doubles().between(0, 1), value)
                .as(Mutation::new);
        return mutation.list().ofMinSize(1).ofMaxSize(3);
    }

    /** Bytes that change JSON's meaning, or its UTF-8 validity, when they appear somewhere new. */
    static final List<Integer> INTERESTING_BYTES = interestingBytes();

    private static List<Integer> interestingBytes() {
        List<Integer> bytes = new ArrayList<>();
        for (char c : "{}[]:,\"\\ \t\n\rtfnulrse0123456789-+.eEu/".toCharArray()) {
            bytes.add((int) c);
        }
        bytes.addAll(List.of(0x00, 0x08, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xDF, 0xE0, 0xE2, 0xED, 0xEF, 0xF0,
                0xF4, 0xF5, 0xF8, 0xFF));
        return bytes;
    }

    enum Kind { FLIP_BIT, REPLACE, INSERT, DELETE }

    /** One edit at a relative position ({@code where} in [0, 1]) with a byte value (or bit number) to use. */
    record Mutation(Kind kind, double where, int value) {

        byte[] apply(byte[] json) {
            int at = (int) Math.min(json.length - (kind == Kind.INSERT ? 0 : 1), Math.floor(where * json.length));
            if (at < 0) {
                return kind == Kind.INSERT ? new byte[]{(byte) value} : json;
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream(json.length + 1);
            switch (kind) {
                case FLIP_BIT -> {
                    byte[] copy = json.clone();
                    copy[at] ^= (byte) (1 << (value & 7));
                    return copy;
                }
                case REPLACE -> {
                    byte[] copy = json.clone();
                    copy[at] = (byte) value;
                    return copy;
                }
                case INSERT -> {
                    out.write(json, 0, at);
                    out.write(value);
                    out.write(json, at, json.length - at);
                }
                case DELETE -> {
                    out.write(json, 0, at);
                    out.write(json, at + 1, json.length - at - 1);
                }
            }
            return out.toByteArray();
        }

        @Override
        public String toString() {
            return kind + "@" + String.format("%.3f", where) + "=" + Integer.toHexString(value);
        }
    }
}

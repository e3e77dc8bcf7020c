package dev.simdjson.conformance;

import dev.simdjson.JsonParser;
import dev.simdjson.conformance.GeneratedJson.Node;
import dev.simdjson.conformance.Kernels.Accepted;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
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
 * Plain JUnit with seeded {@link Random}s: each property runs once per seed in {@link #SEEDS}, and each run makes
 * {@code tries} documents, document {@code i} from its own seed (the {@code i}-th {@code nextLong()} of
 * {@code new Random(seed)}). The seeds are fixed, so a run is the same every time; they are printed, and every
 * failure names the document's seed. {@code -Dgenerated.seed=<that seed>} runs just that document (on fresh parsers).
 * Each kernel keeps one parser for all the tries of a run, so reuse across documents (and after errors) is
 * exercised too; a failure that needs the documents before it comes back by rerunning the named run.
 * (The name ends in "Test" so that surefire's default includes pick it up.)
 */
class GeneratedDocumentsPropertiesTest {

    /** The runs of each property; a new seed is a new run, so add seeds rather than change them. */
    static final long[] SEEDS = {
            0x5EED_0001_C0FF_EE00L, 0x1F2E_3D4C_5B6A_7988L, -0x2545_F491_4F6C_DD1DL, 0x0123_4567_89AB_CDEFL,
            0x7A3B_19C2_D04E_55F1L, -0x6F4A_7C15_9E37_79B9L, 0x2F6B_8E01_3C7D_A942L, 0x4D59_0B13_66E8_F2A7L};

    static final int GENERATED_TRIES_PER_SEED = 500;
    static final int MUTATED_TRIES_PER_SEED = 1500;

    /** Set to one document's seed (from a failure message) to run only that document. */
    static final String REPLAY_PROPERTY = "generated.seed";

    private final Map<Implementation, JsonParser> parsers = new EnumMap<>(Implementation.class);

    GeneratedDocumentsPropertiesTest() {
        for (Implementation kernel : Kernels.BOTH) {
            parsers.put(kernel, Kernels.parser(kernel));
        }
    }

    /** The runs' seeds; when replaying, just the replayed document's seed (which {@link #forEachTry} reads). */
    static LongStream seeds() {
        String replay = System.getProperty(REPLAY_PROPERTY);
        return replay != null ? LongStream.of(Long.parseLong(replay.strip())) : LongStream.of(SEEDS);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void generatedDocumentsReadLikeJacksonOnBothKernels(long seed) {
        forEachTry("generatedDocumentsReadLikeJacksonOnBothKernels", seed, GENERATED_TRIES_PER_SEED, random -> {
            Node document = GeneratedJson.document(random);
            byte[] json = GeneratedJson.serialize(document, random.nextLong());
            assertThat(JacksonReference.accepts(json)).as("the generator wrote valid JSON: %s",
                    RoundTrip.preview(json)).isTrue();
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
        });
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void mutatedDocumentsGetTheStrictReferenceVerdictOnBothKernels(long seed) {
        forEachTry("mutatedDocumentsGetTheStrictReferenceVerdictOnBothKernels", seed, MUTATED_TRIES_PER_SEED,
                random -> {
                    byte[] source = mutationSource(random);
                    List<Mutation> mutations = mutations(random);
                    checkMutated(source, mutations);
                });
    }

    private void checkMutated(byte[] source, List<Mutation> mutations) {
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

    /** One try of a property, given the {@link Random} made from the try's own seed. */
    interface Try {
        void run(Random random);
    }

    /**
     * Runs {@code tries} tries, try {@code i} on {@code new Random(s_i)} where {@code s_i} is the {@code i}-th
     * {@code nextLong()} of {@code new Random(seed)}; or, with {@value #REPLAY_PROPERTY} set, the one try it names.
     * The first failure stops the run and is rethrown as an AssertionError that starts with the try's seed. A parse
     * that throws anything but a JsonParseException fails in {@link Kernels#outcome}; anything else unexpected
     * (from the generator, the reference or the checks) fails here the same way.
     */
    private static void forEachTry(String property, long seed, int tries, Try body) {
        String replay = System.getProperty(REPLAY_PROPERTY);
        if (replay != null) {
            long trySeed = Long.parseLong(replay.strip());
            System.out.printf("%s: %s: replaying the document of seed %d%n",
                    GeneratedDocumentsPropertiesTest.class.getSimpleName(), property, trySeed);
            runTry(body, trySeed, "replayed with -D" + REPLAY_PROPERTY + "=" + trySeed);
            return;
        }
        System.out.printf("%s: %s: seed %d, %d tries%n", GeneratedDocumentsPropertiesTest.class.getSimpleName(),
                property, seed, tries);
        Random seeds = new Random(seed);
        for (int i = 0; i < tries; i++) {
            long trySeed = seeds.nextLong();
            runTry(body, trySeed, "try " + i + " of the run with seed " + seed + "; replay this document alone with -D"
                    + REPLAY_PROPERTY + "=" + trySeed);
        }
    }

    private static void runTry(Try body, long trySeed, String where) {
        try {
            body.run(new Random(trySeed));
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError("[seed " + trySeed + ", " + where + "] " + e.getMessage(), e);
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

    /** A valid document to mutate: two times in three a generated one, otherwise a corpus or y_ file. */
    static byte[] mutationSource(Random random) {
        if (GeneratedJson.weighted(random, 2, 1) == 0) {
            Node document = GeneratedJson.document(random);
            return GeneratedJson.serialize(document, random.nextLong());
        }
        return GeneratedJson.oneOf(random, CORPUS_SOURCES);
    }

    /** Valid documents to mutate besides generated ones: the small corpus files, and JSONTestSuite's y_ files. */
    static final List<byte[]> CORPUS_SOURCES = Stream.concat(
                    Stream.concat(TestData.files("corpus/small", n -> n.endsWith(".json")).stream(),
                            Stream.of(TestData.path("corpus/twitter_api_compact_response.json"),
                                    TestData.path("corpus/google_maps_api_compact_response.json"))),
                    TestData.files("jsontestsuite/test_parsing", n -> n.startsWith("y_")).stream())
            .map(TestData::read)
            .toList();

    /**
     * One to three edits, each of a random kind at a random place (now and then the very start or end), with a byte
     * that is three times in four an {@link #INTERESTING_BYTES interesting} one and otherwise any byte.
     */
    static List<Mutation> mutations(Random random) {
        int count = GeneratedJson.between(random, 1, 3);
        List<Mutation> mutations = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Kind kind = Kind.values()[random.nextInt(Kind.values().length)];
            double where = switch (random.nextInt(16)) {
                case 0 -> 0.0;
                case 1 -> 1.0;
                default -> random.nextDouble();
            };
            int value = GeneratedJson.weighted(random, 3, 1) == 0
                    ? GeneratedJson.oneOf(random, INTERESTING_BYTES)
                    : GeneratedJson.between(random, 0, 255);
            mutations.add(new Mutation(kind, where, value));
        }
        return mutations;
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

package dev.simdjson.conformance;

import dev.simdjson.JsonParser;
import dev.simdjson.conformance.Kernels.Accepted;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A document cut short is an error, never a partial value and never another exception. The prefixes are parsed in
 * place ({@code parse(bytes, 0, length)}). A prefix is valid only once it holds the whole root value: for an object
 * or array root that means up to its closing bracket (only trailing whitespace may be missing), while a top-level
 * number, for instance, is valid at several lengths ({@link #topLevelScalarPrefixesAreValidExactlyWhenJacksonSaysSo}).
 */
class TruncatedDocumentsTest {

    private static final int EDGE = 2_000;
    private static final int RANDOM = 2_000;

    static Stream<Arguments> bigDocumentsOnBothKernels() {
        return Stream.of("corpus/twitter.json", "corpus/citm_catalog.json", "corpus/canada.json")
                .flatMap(file -> Kernels.BOTH.stream().map(kernel -> Arguments.of(file, kernel)));
    }

    static Stream<Arguments> smallDocumentsOnBothKernels() {
        List<Path> small = TestData.files("corpus/small", name -> name.endsWith(".json"));
        return Stream.concat(small.stream().map(TestData::name), Stream.of("corpus/twitter_api_compact_response.json"))
                .flatMap(file -> Kernels.BOTH.stream().map(kernel -> Arguments.of(file, kernel)));
    }

    /** Every prefix length in the first and last 2,000 bytes, and 2,000 random ones in between (fixed seed). */
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("bigDocumentsOnBothKernels")
    void bigDocumentCutAnywhereIsRejected(String file, Implementation kernel) {
        byte[] json = TestData.bytes(file);
        TreeSet<Integer> lengths = new TreeSet<>();
        IntStream.range(0, EDGE).forEach(lengths::add);
        IntStream.range(json.length - EDGE, json.length + 1).forEach(lengths::add);
        Random random = new Random(file.hashCode());
        while (lengths.size() < 2 * EDGE + 1 + RANDOM) {
            lengths.add(EDGE + random.nextInt(json.length - 2 * EDGE));
        }
        assertPrefixes(kernel, json, lengths, false);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("smallDocumentsOnBothKernels")
    void smallDocumentCutAtEveryByteIsRejected(String file, Implementation kernel) {
        byte[] json = TestData.bytes(file);
        TreeSet<Integer> lengths = new TreeSet<>();
        IntStream.rangeClosed(0, json.length).forEach(lengths::add);
        assertPrefixes(kernel, json, lengths, true);
    }

    /** Prefixes of top-level scalars: "-12.5e+10" is valid as "-1", "-12", "-12.5", "-12.5e+1" and itself. */
    @OnBothKernels
    void topLevelScalarPrefixesAreValidExactlyWhenJacksonSaysSo(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        List<String> mismatches = new ArrayList<>();
        int validPrefixes = 0;
        for (String doc : List.of("-12.5e+10", "0.000123E-7", "18446744073709551616", "true", "false", "null",
                "\"a\\u00e9\\n\u20ac\"", " 42 ")) {
            byte[] json = doc.getBytes(StandardCharsets.UTF_8);
            for (int length = 0; length <= json.length; length++) {
                byte[] prefix = Arrays.copyOf(json, length);
                boolean expected = JacksonReference.accepts(prefix);
                Outcome outcome = Kernels.outcome(parser, json, 0, length);
                if (outcome.accepted() != expected) {
                    mismatches.add("\"" + new String(prefix, StandardCharsets.UTF_8) + "\": " + outcome
                            + ", Jackson " + (expected ? "accepts" : "rejects"));
                } else if (outcome instanceof Accepted accepted) {
                    validPrefixes++;
                    JacksonReference.assertMatches(accepted.value(), prefix);
                } else {
                    ErrorPosition.assertWithin(((Rejected) outcome).error(), json, 0, length);
                }
            }
        }
        assertThat(mismatches).isEmpty();
        // -1 -12 -12.5 -12.5e+1 -12.5e+10 | 0 0.0 0.00 0.000 0.0001 0.00012 0.000123 0.000123E-7
        // | all 20 prefixes of 2^64 | the 3 literals whole | the string whole | " 42" and " 42 "... and " 4"
        assertThat(validPrefixes).isEqualTo(5 + 8 + 20 + 3 + 1 + 3);
    }

    /**
     * Parses {@code json[0, length)} for each length; two threads share the work (a parser each), since the big
     * documents need about 2 x 6,000 parses of up to 2 MB.
     */
    private static void assertPrefixes(Implementation kernel, byte[] json, TreeSet<Integer> lengths, boolean locate) {
        int complete = lastNonWhitespace(json) + 1;
        List<Integer> all = new ArrayList<>(lengths);
        List<String> mismatches = Collections.synchronizedList(new ArrayList<>());
        int threads = 2;
        try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
            List<Future<?>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                parts.add(pool.submit(() -> {
                    JsonParser parser = Kernels.parser(kernel);
                    for (int k = first; k < all.size() && mismatches.size() <= 20; k += threads) {
                        int length = all.get(k);
                        String problem = checkPrefix(parser, json, length, complete, locate);
                        if (problem != null) {
                            mismatches.add(problem);
                        }
                    }
                }));
            }
            for (Future<?> part : parts) {
                part.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } catch (ExecutionException e) {
            throw new AssertionError(e.getCause().getMessage(), e.getCause());
        }
        assertThat(mismatches).as("%d prefixes checked", lengths.size()).isEmpty();
    }

    /** What is wrong with the parse of this prefix, or null. */
    private static String checkPrefix(JsonParser parser, byte[] json, int length, int complete, boolean locate) {
        Outcome outcome;
        try {
            outcome = Kernels.outcome(parser, json, 0, length);
        } catch (AssertionError e) {
            return "prefix of " + length + " bytes (..." + tail(json, length) + "): " + e.getMessage();
        }
        boolean expected = length >= complete;
        if (outcome.accepted() != expected) {
            return "prefix of " + length + " bytes (..." + tail(json, length) + "): " + outcome;
        }
        if (outcome instanceof Rejected rejected) {
            if (locate) {
                try {
                    ErrorPosition.assertWithin(rejected.error(), json, 0, length);
                } catch (AssertionError e) {
                    return "prefix of " + length + " bytes: " + e.getMessage();
                }
            } else if (rejected.error().offset() < 0 || rejected.error().offset() > length) {
                return "prefix of " + length + " bytes: error offset " + rejected.error().offset();
            }
        }
        return null;
    }

    private static int lastNonWhitespace(byte[] json) {
        int i = json.length - 1;
        while (i >= 0 && (json[i] == ' ' || json[i] == '\n' || json[i] == '\r' || json[i] == '\t')) {
            i--;
        }
        return i;
    }

    private static String tail(byte[] json, int length) {
        int from = Math.max(0, length - 30);
        return JacksonReference.escape(new String(json, from, length - from, StandardCharsets.UTF_8));
    }
}

package dev.simdjson.conformance;

import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.conformance.Kernels.Accepted;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every corpus document (testdata/corpus, small/ included) parsed by both kernels reads exactly like Jackson reads it:
 * same field names in the same order (duplicates included), same strings, integers exact (LONG within long,
 * BIG_INTEGER beyond), doubles bit-identical to {@link Double#parseDouble} of the literal. Writing our tree back with
 * {@code toJsonBytes()} and parsing that gives the same tree again.
 */
class CorpusDifferentialTest {

    static List<Path> jsonFiles() {
        return TestData.files("corpus", name -> name.endsWith(".json"));
    }

    static Stream<Arguments> documentsOnBothKernels() {
        return jsonFiles().stream().flatMap(file -> Kernels.BOTH.stream()
                .map(kernel -> Arguments.of(TestData.name(file), kernel)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("documentsOnBothKernels")
    void readsLikeJacksonAndRoundTrips(String file, Implementation kernel) {
        byte[] json = TestData.bytes(file);
        JsonParser parser = Kernels.parser(kernel);
        Outcome outcome = Kernels.outcome(parser, json);
        assertThat(outcome).as(file).isInstanceOf(Accepted.class);
        JsonValue value = ((Accepted) outcome).value();
        JacksonReference.assertMatches(value, json);
        RoundTrip.assertRoundTrips(parser, value, json);
    }

    @OnBothKernels
    void ndjsonDocumentsReadLikeJackson(Implementation kernel) {
        byte[] ndjson = TestData.bytes("corpus/amazon_cellphones.ndjson");
        List<JsonValue> documents = new ArrayList<>();
        Kernels.parser(kernel).parseMany(ndjson, 0, ndjson.length).forEachRemaining(documents::add);
        assertThat(documents).hasSize(nonBlankLines(ndjson));
        JacksonReference.assertDocumentsMatch(documents, ndjson);
    }

    /** The corpus is the one MANIFEST.tsv describes: every listed file present, byte-identical, nothing extra. */
    @Test
    void corpusMatchesItsManifest() throws NoSuchAlgorithmException {
        Map<String, String> manifest = new TreeMap<>();
        Map<String, Integer> sizes = new LinkedHashMap<>();
        String tsv = new String(TestData.bytes("corpus/MANIFEST.tsv"), StandardCharsets.UTF_8);
        for (String line : tsv.split("\n")) {
            String[] cols = line.split("\t");
            if (cols[0].equals("file")) {
                continue;
            }
            manifest.put(cols[0], cols[2]);
            sizes.put(cols[0], Integer.parseInt(cols[1]));
        }
        Map<String, String> actual = new TreeMap<>();
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        for (Path file : TestData.files("corpus", n -> n.endsWith(".json") || n.endsWith(".ndjson"))) {
            String name = TestData.name(file).substring("corpus/".length());
            byte[] bytes = TestData.read(file);
            assertThat(bytes.length).as(name).isEqualTo(sizes.get(name));
            actual.put(name, HexFormat.of().formatHex(sha256.digest(bytes)));
        }
        assertThat(actual).isEqualTo(manifest);
        assertThat(jsonFiles()).hasSize(manifest.size() - 1); // all but the .ndjson file
    }

    static int nonBlankLines(byte[] text) {
        int count = 0;
        boolean content = false;
        for (byte b : text) {
            if (b == '\n') {
                count += content ? 1 : 0;
                content = false;
            } else if (b != ' ' && b != '\t' && b != '\r') {
                content = true;
            }
        }
        return count + (content ? 1 : 0);
    }
}

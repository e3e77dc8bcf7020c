package dev.simdjson.internal.stage1;

import dev.simdjson.JsonParseException;
import dev.simdjson.conformance.TestData;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The byte scan must build exactly the index the block kernels build (same structurals, same backslashes), and
 * hand every input it does not accept to the block path, which then decides as it always did. Compared on every
 * JSONTestSuite file, the whole corpus, every prefix of the small corpus documents, every byte value at every
 * position of a block, and random JSON-like bytes; each also runs through {@link StructuralIndexer#index} (the
 * byte scan first, up to each kernel's limit) against the block path alone, errors included.
 */
class ByteScanIndexerTest {

    private final StructuralIndexer vector = new StructuralIndexer(new VectorBlockClassifier());
    private final StructuralIndexer scalar = new StructuralIndexer(new ScalarBlockClassifier());

    @Test
    void buildsTheBlockKernelsIndexForEveryJsonTestSuiteFile() {
        int taken = 0;
        List<Path> files = TestData.files("jsontestsuite/test_parsing", name -> true);
        for (Path file : files) {
            if (compare(TestData.read(file), file.getFileName().toString())) {
                taken++;
            }
        }
        // The fast path really runs: most of the suite's files are small and either valid or wrong only in stage 2.
        assertThat(taken).isGreaterThan(files.size() / 2);
    }

    @Test
    void buildsTheBlockKernelsIndexForTheWholeCorpus() {
        List<Path> files = TestData.files("corpus", name -> name.endsWith(".json") || name.endsWith(".ndjson"));
        assertThat(files).hasSizeGreaterThan(10);
        for (Path file : files) {
            assertThat(compare(TestData.read(file), file.getFileName().toString())).as(file.toString()).isTrue();
        }
    }

    @Test
    void buildsTheBlockKernelsIndexForEveryPrefixOfTheSmallDocuments() {
        for (Path file : TestData.files("corpus/small", name -> true)) {
            byte[] json = TestData.read(file);
            for (int length = 0; length <= Math.min(json.length, 600); length++) {
                compare(Arrays.copyOf(json, length), file.getFileName() + " [0, " + length + ")");
            }
        }
    }

    @Test
    void agreesOnEveryByteAtEveryBlockPosition() {
        String[] templates = {"[%s]", "[\"%s\"]", "[\"\\%s\"]", "[\"\\u00%s1\"]", "{\"a\"%s:1}", "[1%s2]",
                "[\"a\",%s\"b\"]", "[\"\u00e9%s\"]", "[\"\ud83d\ude00%s\"]"};
        for (int b = 0; b < 256; b++) {
            for (String template : templates) {
                String[] parts = template.split("%s");
                for (int indent = 0; indent < 70; indent++) {
                    byte[] before = (" ".repeat(indent) + parts[0]).getBytes(StandardCharsets.UTF_8);
                    byte[] after = parts[1].getBytes(StandardCharsets.UTF_8);
                    byte[] doc = Arrays.copyOf(before, before.length + 1 + after.length);
                    doc[before.length] = (byte) b;
                    System.arraycopy(after, 0, doc, before.length + 1, after.length);
                    compare(doc, String.format("byte 0x%02X in %s at %d", b, template, indent));
                }
            }
        }
    }

    @Test
    void agreesOnRandomJsonLikeBytes() {
        byte[] alphabet = "{}[]:,\"\\ \t\n\r0123456789-+.eEtrufalsn/bu\u0001\u001f"
                .getBytes(StandardCharsets.ISO_8859_1);
        byte[] highs = {(byte) 0x80, (byte) 0xBF, (byte) 0xC2, (byte) 0xC0, (byte) 0xE0, (byte) 0xED, (byte) 0xEF,
                (byte) 0xF0, (byte) 0xF4, (byte) 0xF5, (byte) 0xA0, (byte) 0x9F, (byte) 0x90, (byte) 0x8F};
        SplittableRandom random = new SplittableRandom(20261204);
        for (int round = 0; round < 40_000; round++) {
            byte[] doc = new byte[random.nextInt(1, 160)];
            for (int k = 0; k < doc.length; k++) {
                doc[k] = random.nextInt(8) == 0 ? highs[random.nextInt(highs.length)]
                        : alphabet[random.nextInt(alphabet.length)];
            }
            compare(doc, "random #" + round);
        }
    }

    @Test
    void offsetsAreAbsoluteInTheArray() {
        byte[] framed = "xx{\"a\\n\":[1,true]}yy".getBytes(StandardCharsets.US_ASCII);
        StructuralIndex index = new StructuralIndex();
        assertThat(ByteScanIndexer.index(framed, 2, framed.length - 2, index)).isTrue();
        assertThat(Arrays.copyOf(index.positions(), index.count() + 1))
                .containsExactly(2, 3, 8, 9, 10, 11, 12, 16, 17, 18);
        assertThat(index.backslashes()[0]).isEqualTo(5);
        assertThat(index.backslashes()[1]).isEqualTo(Integer.MAX_VALUE);
    }

    /**
     * Checks one input; returns whether the byte scan took it. Where it does, its index must equal both
     * block kernels'; either way, {@link StructuralIndexer#index} must end as the block path alone does.
     */
    private boolean compare(byte[] doc, String what) {
        String blocksVector = outcome(() -> vector.indexBlocks(doc, 0, doc.length, false, index(1)));
        String blocksScalar = outcome(() -> scalar.indexBlocks(doc, 0, doc.length, false, index(2)));
        assertThat(blocksScalar).as("scalar block kernel, " + what).isEqualTo(blocksVector);
        assertThat(outcome(() -> vector.index(doc, 0, doc.length, false, index(3))))
                .as("vector indexer, " + what).isEqualTo(blocksVector);
        assertThat(outcome(() -> scalar.index(doc, 0, doc.length, false, index(4))))
                .as("scalar indexer, " + what).isEqualTo(blocksVector);
        StructuralIndex scanned = index(5);
        if (!ByteScanIndexer.index(doc, 0, doc.length, scanned)) {
            return false;
        }
        assertThat(describe(scanned)).as("byte scan, " + what).isEqualTo(blocksVector);
        return true;
    }

    private final StructuralIndex[] indexes = Stream.generate(StructuralIndex::new).limit(6)
            .toArray(StructuralIndex[]::new);
    private StructuralIndex last;

    private StructuralIndex index(int k) {
        return last = indexes[k];
    }

    private String outcome(Runnable index) {
        try {
            index.run();
            return describe(last);
        } catch (JsonParseException e) {
            return "error at " + e.offset() + ": " + e.reason();
        }
    }

    private static String describe(StructuralIndex index) {
        int backslashes = 0;
        while (index.backslashes()[backslashes] != Integer.MAX_VALUE) {
            backslashes++;
        }
        return "structurals " + Arrays.toString(Arrays.copyOf(index.positions(), index.count() + 1))
                + " backslashes " + Arrays.toString(Arrays.copyOf(index.backslashes(), backslashes));
    }
}

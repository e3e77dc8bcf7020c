package dev.simdjson.conformance;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.internal.number.NumberVectors;
import dev.simdjson.runtime.Implementation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The number vectors as documents, on each kernel: every JSON number of google-wuffs.txt inside arrays of a few
 * hundred, with separators of varying width so that numbers start and end at every offset of a block, reads back as
 * the listed double. (The number parser's own test takes them one by one, without stage 1.)
 */
class NumberVectorsTest {

    private static final int PER_DOCUMENT = 300;

    @OnBothKernels
    void everyJsonNumberReadsBackAsTheListedDoubleInsideDocuments(Implementation kernel) throws IOException {
        // Some vectors are longer than the default limit of 1,000 characters (Jackson's): they are in range here.
        JsonParser parser = Kernels.parser(kernel, JsonLimits.DEFAULTS.withMaxNumberLength(100_000));
        List<NumberVectors.Line> numbers = NumberVectors.lines().stream().filter(NumberVectors.Line::jsonNumber).toList();
        int checked = 0;
        for (int from = 0; from < numbers.size(); from += PER_DOCUMENT) {
            List<NumberVectors.Line> chunk = numbers.subList(from, Math.min(numbers.size(), from + PER_DOCUMENT));
            StringBuilder doc = new StringBuilder("[");
            for (int k = 0; k < chunk.size(); k++) {
                doc.append(k == 0 ? "" : ",").append(" ".repeat((from + k) % 7)).append(chunk.get(k).text());
                if (k % 5 == 4) {
                    doc.append('\n');
                }
            }
            JsonValue array = parser.parse(doc.append(']').toString().getBytes(StandardCharsets.US_ASCII));
            assertThat(array.size()).isEqualTo(chunk.size());
            for (int k = 0; k < chunk.size(); k++) {
                NumberVectors.Line line = chunk.get(k);
                assertThat(Long.toHexString(Double.doubleToRawLongBits(array.get(k).asDouble())))
                        .as(line.text()).isEqualTo(Long.toHexString(line.f64Bits()));
                checked++;
            }
        }
        assertThat(checked).isEqualTo(10_690);
    }
}

package dev.simdjson.internal.number;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Nigel Tao's parse-number-fxx-test-data (google-wuffs.txt, in the test resources): each string and its float64. */
public final class NumberVectors {

    /** The JSON number grammar: which of the strings a JSON parser must accept. */
    public static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

    /** One line: the decimal string and the bits of the double it rounds to. */
    public record Line(String text, long f64Bits) {

        public boolean jsonNumber() {
            return JSON_NUMBER.matcher(text).matches();
        }
    }

    private NumberVectors() {
    }

    public static List<Line> lines() throws IOException {
        List<Line> lines = new ArrayList<>();
        try (InputStream in = NumberVectors.class.getResourceAsStream("/testdata/numbers/google-wuffs.txt")) {
            if (in == null) {
                throw new IOException("testdata/numbers/google-wuffs.txt is not on the test class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                // "F16 F32 F64 string": the f64 in hex at [14, 30), the decimal string from 31.
                lines.add(new Line(line.substring(31), Long.parseUnsignedLong(line.substring(14, 30), 16)));
            }
        }
        return lines;
    }
}

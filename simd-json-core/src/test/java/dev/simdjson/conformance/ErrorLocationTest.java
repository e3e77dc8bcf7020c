package dev.simdjson.conformance;

import dev.simdjson.JsonParseException;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** Errors say where: byte offset, 1-based line, and 1-based column in code points. */
class ErrorLocationTest {

    /** The missing ':' after "b": the '2' is byte 18, line 3, column 7. */
    @OnBothKernels
    void missingColonIsReportedAtTheValueThatCameInstead(Implementation kernel) {
        JsonParseException error = error(kernel, "{\n  \"a\": 1,\n  \"b\" 2\n}");
        assertThat(error.line()).isEqualTo(3);
        assertThat(error.column()).isEqualTo(7);
        assertThat(error.offset()).isEqualTo(18);
        assertThat(error.getMessage()).contains("line 3, column 7").contains("byte 18");
    }

    /** 'x' is byte 9 but the 7th character: "ü" is 2 bytes, "€" 3. */
    @OnBothKernels
    void columnsCountCodePointsNotBytes(Implementation kernel) {
        JsonParseException error = error(kernel, "[\"\u00fc\u20ac\",x]");
        assertThat(error.offset()).isEqualTo(9);
        assertThat(error.line()).isEqualTo(1);
        assertThat(error.column()).isEqualTo(7);
    }

    /** A '\r' before the '\n' belongs to the line it ends; the next line starts after the '\n'. */
    @OnBothKernels
    void crlfLineEndingsCountAsOneLineBreak(Implementation kernel) {
        JsonParseException error = error(kernel, "{\r\n\"a\" 1}");
        assertThat(error.offset()).isEqualTo(7);
        assertThat(error.line()).isEqualTo(2);
        assertThat(error.column()).isEqualTo(5);
    }

    /** An unexpected character deep in a large document, past many 64-byte blocks. */
    @OnBothKernels
    void errorFarIntoADocumentIsLocatedExactly(Implementation kernel) {
        StringBuilder json = new StringBuilder("[\n");
        for (int i = 0; i < 1000; i++) {
            json.append("  {\"id\": ").append(i).append(", \"name\": \"caf\u00e9 n\u00b0").append(i).append("\"},\n");
        }
        int lineOfError = 1002;
        String lastLine = "  {\"id\": 1000, \"name\" : ?}";
        json.append(lastLine).append("\n]");
        byte[] bytes = json.toString().getBytes(StandardCharsets.UTF_8);
        int offset = bytes.length - 2 - (lastLine.length() - lastLine.indexOf('?')); // "\n]" follows the line
        assertThat(bytes[offset]).isEqualTo((byte) '?');
        JsonParseException error = error(kernel, json.toString());
        assertThat(error.offset()).isEqualTo(offset);
        assertThat(error.line()).isEqualTo(lineOfError);
        assertThat(error.column()).isEqualTo(lastLine.indexOf('?') + 1);
    }

    private static JsonParseException error(Implementation kernel, String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        Outcome outcome = Kernels.outcome(Kernels.parser(kernel), bytes);
        assertThat(outcome).isInstanceOf(Rejected.class);
        JsonParseException error = ((Rejected) outcome).error();
        ErrorPosition.assertWithin(error, bytes, 0, bytes.length);
        return error;
    }
}

package dev.simdjson.cli;

import dev.simdjson.JsonParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

class MinifyCommandTest {

    /** Pretty-printed, with non-ASCII text, every kind of escape, and numbers whose text a double would change. */
    static final String PRETTY = """
            {
              "name" : "Zoë \uD83D\uDE00 日本",
              "escapes" : "quote \\" backslash \\\\ slash \\/ \\b\\f\\n\\r\\t unicode \\u00e9 \\uD83D\\uDE00 \\u0000",
              "numbers" : [
                0, -0, -0.0, 1.50, 1e10, 1E+2, 2.5e-3, -12.000,
                12345678901234567890123, 0.1000000000000000055511151231257827,
                1.7976931348623157e309
              ],
              "nested" : {
                "empty object" : { },
                "empty array" : [ ],
                "literals" : [ true , false , null ]
              },
              "" : "\\t"
            }
            """;

    static final String COMPACT = "{\"name\":\"Zoë \uD83D\uDE00 日本\","
            + "\"escapes\":\"quote \\\" backslash \\\\ slash \\/ \\b\\f\\n\\r\\t"
            + " unicode \\u00e9 \\uD83D\\uDE00 \\u0000\","
            + "\"numbers\":[0,-0,-0.0,1.50,1e10,1E+2,2.5e-3,-12.000,"
            + "12345678901234567890123,0.1000000000000000055511151231257827,1.7976931348623157e309],"
            + "\"nested\":{\"empty object\":{},\"empty array\":[],\"literals\":[true,false,null]},"
            + "\"\":\"\\t\"}";

    @TempDir
    Path dir;

    @Test
    void printsCompactJsonKeepingTheExactTextOfStringsAndNumbers() throws IOException {
        String file = write("pretty.json", PRETTY);

        CliRun run = CliRun.of("minify", file);

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).isEqualTo(COMPACT + "\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void outputIsUtf8Bytes() throws IOException {
        String file = write("pretty.json", PRETTY);

        CliRun run = CliRun.of("minify", file);

        assertThat(run.outBytes()).isEqualTo((COMPACT + "\n").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void outputIsWhatTheValueWrites() throws IOException {
        String file = write("pretty.json", PRETTY);
        byte[] written = new JsonParser().parse(PRETTY.getBytes(StandardCharsets.UTF_8)).toJsonBytes();

        assertThat(new String(CliRun.of("minify", file).outBytes(), StandardCharsets.UTF_8))
                .isEqualTo(new String(written, StandardCharsets.UTF_8) + "\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"auto", "vector", "scalar"})
    void everyImplementationPrintsTheSame(String implementation) throws IOException {
        String file = write("pretty.json", PRETTY);

        CliRun run = CliRun.of("minify", "--implementation=" + implementation, file);

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).isEqualTo(COMPACT + "\n");
    }

    @Test
    void scalarDocument() throws IOException {
        CliRun run = CliRun.of("minify", write("n.json", "\n  -1.25E+07  \n"));

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).isEqualTo("-1.25E+07\n");
    }

    @Test
    void minifiedOutputIsAFixedPoint() throws IOException {
        String once = CliRun.of("minify", write("pretty.json", PRETTY)).out();
        String twice = CliRun.of("minify", write("compact.json", once)).out();

        assertThat(twice).isEqualTo(once);
    }

    @ParameterizedTest
    @ValueSource(strings = {"twitter.json", "twitterescaped.json", "canada.json", "mesh.pretty.json",
            "citm_catalog.json", "tree-pretty.json"})
    void corpusFilesMinifyToTheirTextWithoutWhitespace(String name) throws IOException {
        Path path = CorpusFiles.path(name);

        CliRun run = CliRun.of("minify", path.toString());

        assertThat(run.exitCode()).as("exit code, stderr: %s", run.err()).isZero();
        byte[] expected = withNewline(stripWhitespace(Files.readAllBytes(path)));
        assertThat(run.outBytes().length).isEqualTo(expected.length);
        assertThat(run.outBytes()).isEqualTo(expected);
    }

    @Test
    void invalidDocumentGoesToStderrWithExitOne() throws IOException {
        String file = write("bad.json", CheckCommandTest.MISSING_COLON);

        CliRun run = CliRun.of("minify", file);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).singleElement().asString()
                .startsWith("invalid " + file + ": ")
                .endsWith(" at line 3, column 7 (byte 18)");
    }

    @Test
    void maxDepthApplies() throws IOException {
        String file = write("deep.json", "{\"a\": {\"b\": {}}}");

        CliRun tooDeep = CliRun.of("minify", "--max-depth=2", file);
        CliRun fine = CliRun.of("minify", "--max-depth=3", file);

        assertThat(tooDeep.exitCode()).as(tooDeep.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(tooDeep.out()).isEmpty();
        assertThat(tooDeep.err()).startsWith("invalid " + file + ": ").contains(" at line 1, column ");
        assertThat(fine.exitCode()).as(fine.toString()).isZero();
        assertThat(fine.out()).isEqualTo("{\"a\":{\"b\":{}}}\n");
    }

    @Test
    void missingFileIsExitTwo() {
        String missing = dir.resolve("missing.json").toString();

        CliRun run = CliRun.of("minify", missing);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).containsExactly("simd-json: cannot read " + missing + ": no such file");
    }

    @Test
    void noFileIsMisuse() {
        CliRun run = CliRun.of("minify");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.errLines()).containsExactly(
                "simd-json: minify needs a FILE",
                "Run 'simd-json --help' for usage.");
    }

    @Test
    void twoFilesAreMisuse() throws IOException {
        String a = write("a.json", "[]");
        String b = write("b.json", "{}");

        CliRun run = CliRun.of("minify", a, b);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).containsExactly(
                "simd-json: minify takes exactly one FILE, got 2",
                "Run 'simd-json --help' for usage.");
    }

    /** A reference minifier: drops JSON whitespace outside strings, byte for byte. */
    static byte[] stripWhitespace(byte[] json) {
        byte[] out = new byte[json.length];
        int n = 0;
        boolean inString = false;
        boolean escaped = false;
        for (byte b : json) {
            if (inString) {
                out[n++] = b;
                if (escaped) {
                    escaped = false;
                } else if (b == '\\') {
                    escaped = true;
                } else if (b == '"') {
                    inString = false;
                }
            } else if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                out[n++] = b;
                inString = b == '"';
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static byte[] withNewline(byte[] bytes) {
        byte[] out = Arrays.copyOf(bytes, bytes.length + 1);
        out[bytes.length] = '\n';
        return out;
    }

    private String write(String name, String content) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, content, StandardCharsets.UTF_8);
        return path.toString();
    }
}

package dev.simdjson.cli;

import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CheckCommandTest {

    /** The brief's example: {@code "b" 2} misses its ':' at the '2', line 3, column 7, byte 2 + 10 + 6. */
    static final String MISSING_COLON = "{\n  \"a\": 1,\n  \"b\" 2\n}";

    @TempDir
    Path dir;

    @Test
    void validFile() throws IOException {
        String file = write("ok.json", "{\"a\": [1, 2.5, \"x\", true, null]}");

        CliRun run = CliRun.of("check", file);

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).containsExactly("valid " + file);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void invalidFileNamesLineColumnAndByte() throws IOException {
        String file = write("bad.json", MISSING_COLON);

        CliRun run = CliRun.of("check", file);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.outLines()).singleElement().asString()
                .startsWith("invalid " + file + ": ")
                .contains("line 3", "column 7")
                .endsWith(" at line 3, column 7 (byte 18)");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void columnsCountCodePointsAndOffsetsCountBytes() throws IOException {
        // '[' '"' U+1F600 (4 bytes, 1 column) '"' ',' ' ' then the bad 'x' at column 7, byte 9.
        String file = write("emoji.json", "[\"\uD83D\uDE00\", x]");

        CliRun run = CliRun.of("check", file);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.outLines()).singleElement().asString()
                .startsWith("invalid " + file + ": ")
                .endsWith(" at line 1, column 7 (byte 9)");
    }

    @Test
    void theMessageIsTheExceptionMessage() throws IOException {
        String file = write("bad.json", MISSING_COLON);
        byte[] json = MISSING_COLON.getBytes(StandardCharsets.UTF_8);
        String expected;
        try {
            new JsonParser().parse(json);
            throw new AssertionError("the parser accepted " + MISSING_COLON);
        } catch (JsonParseException e) {
            expected = e.getMessage();
            assertThat(e.line()).isEqualTo(3);
            assertThat(e.column()).isEqualTo(7);
            assertThat(e.offset()).isEqualTo(18);
            assertThat(expected).isEqualTo(e.reason() + " at line 3, column 7 (byte 18)");
        }

        assertThat(CliRun.of("check", file).outLines()).containsExactly("invalid " + file + ": " + expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"auto", "vector", "scalar", "SCALAR", "Vector"})
    void everyImplementationGivesTheSameAnswers(String implementation) throws IOException {
        // --implementation=vector needs the vector kernel: surefire runs with --add-modules jdk.incubator.vector.
        String good = write("good.json", "[1, {\"k\": \"v\"}]");
        String bad = write("bad.json", MISSING_COLON);

        CliRun run = CliRun.of("check", "--implementation=" + implementation, good, bad);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.outLines()).hasSize(2);
        assertThat(run.outLines().get(0)).isEqualTo("valid " + good);
        assertThat(run.outLines().get(1)).startsWith("invalid " + bad + ": ")
                .endsWith(" at line 3, column 7 (byte 18)");
        assertThat(run.out()).isEqualTo(CliRun.of("check", good, bad).out());
    }

    @Test
    void oneLinePerFileInArgumentOrder() throws IOException {
        String a = write("a.json", "[]");
        String b = write("b.json", "[1,]");
        String c = write("c.json", "\"text\"");
        String d = write("d.json", "{\"open\": ");

        CliRun run = CliRun.of("check", a, b, c, d);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.outLines()).hasSize(4);
        assertThat(run.outLines().get(0)).isEqualTo("valid " + a);
        assertThat(run.outLines().get(1)).startsWith("invalid " + b + ": ").contains(" at line 1, column ");
        assertThat(run.outLines().get(2)).isEqualTo("valid " + c);
        assertThat(run.outLines().get(3)).startsWith("invalid " + d + ": ").contains(" at line 1, column ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"open\": ", "{\"a\":", "[1,", "[\"x\", ", "{\"a\":1,", "[", "{\"a\"", "[1"})
    void truncatedDocumentIsInvalid(String truncated) throws IOException {
        String file = write("truncated.json", truncated);

        CliRun run = CliRun.of("check", file);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.outLines()).singleElement().asString()
                .startsWith("invalid " + file + ": ").contains(" at line 1, column ");
    }

    @Test
    void allValidFilesExitZero() throws IOException {
        String a = write("a.json", "true");
        String b = write("b.json", " \n\t{\"nested\": [[[]]]}\r\n");

        CliRun run = CliRun.of("check", a, b);

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).containsExactly("valid " + a, "valid " + b);
    }

    @Test
    void emptyFileIsInvalid() throws IOException {
        String file = write("empty.json", "");

        CliRun run = CliRun.of("check", file);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.outLines()).singleElement().asString()
                .startsWith("invalid " + file + ": ").endsWith(" at line 1, column 1 (byte 0)");
    }

    @Test
    void invalidUtf8IsInvalid() throws IOException {
        Path path = dir.resolve("latin1.json");
        Files.write(path, new byte[] {'[', '"', (byte) 0xE9, '"', ']'});

        CliRun run = CliRun.of("check", path.toString());

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.outLines()).singleElement().asString()
                .startsWith("invalid " + path + ": ").contains(" at line 1, column ");
    }

    @Test
    void unreadableFileIsExitTwoButTheOthersAreStillChecked() throws IOException {
        String good = write("good.json", "{}");
        String missing = dir.resolve("missing.json").toString();
        String bad = write("bad.json", MISSING_COLON);

        CliRun run = CliRun.of("check", good, missing, bad);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.outLines()).hasSize(2);
        assertThat(run.outLines().get(0)).isEqualTo("valid " + good);
        assertThat(run.outLines().get(1)).startsWith("invalid " + bad + ": ");
        assertThat(run.errLines()).containsExactly("simd-json: cannot read " + missing + ": no such file");
    }

    @Test
    void directoryIsUnreadable() throws IOException {
        String good = write("good.json", "[]");

        CliRun run = CliRun.of("check", dir.toString(), good);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.outLines()).containsExactly("valid " + good);
        assertThat(run.errLines()).containsExactly("simd-json: cannot read " + dir + ": is a directory");
    }

    @Test
    void unreadableWinsOverInvalid() throws IOException {
        String bad = write("bad.json", "nul");

        CliRun run = CliRun.of("check", bad, dir.resolve("nope.json").toString());

        assertThat(run.exitCode()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.outLines()).singleElement().asString().startsWith("invalid " + bad + ": ");
    }

    @Test
    void noFilesIsMisuse() {
        CliRun run = CliRun.of("check");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).containsExactly(
                "simd-json: check needs at least one FILE",
                "Run 'simd-json --help' for usage.");
    }

    @Test
    void maxDepthLimitsNesting() throws IOException {
        String file = write("deep.json", "[[[1]]]");

        CliRun tooDeep = CliRun.of("check", "--max-depth=2", file);
        CliRun deepEnough = CliRun.of("check", "--max-depth=3", file);

        assertThat(tooDeep.exitCode()).as(tooDeep.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(tooDeep.outLines()).singleElement().asString()
                .startsWith("invalid " + file + ": ").contains(" at line 1, column ");
        assertThat(deepEnough.exitCode()).as(deepEnough.toString()).isZero();
        assertThat(deepEnough.outLines()).containsExactly("valid " + file);
    }

    @Test
    void defaultMaxDepthIs1024() throws IOException {
        String ok = write("ok.json", "[".repeat(1024) + "]".repeat(1024));
        String tooDeep = write("deep.json", "[".repeat(1025) + "]".repeat(1025));

        CliRun run = CliRun.of("check", ok, tooDeep);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.outLines().get(0)).isEqualTo("valid " + ok);
        assertThat(run.outLines().get(1)).startsWith("invalid " + tooDeep + ": ")
                .endsWith(" at line 1, column 1025 (byte 1024)");
    }

    @Test
    void optionsMayFollowTheFiles() throws IOException {
        String file = write("deep.json", "[[1]]");

        CliRun run = CliRun.of("check", file, "--max-depth=1");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
    }

    @Test
    void doubleDashEndsOptions() throws IOException {
        Path path = dir.resolve("--odd.json");
        Files.writeString(path, "[]");

        CliRun run = CliRun.of("check", "--", path.toString());
        // A relative name that starts with '-' only works after "--".
        CliRun relative = CliRun.of("check", "--", "--no-such-file.json");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).containsExactly("valid " + path);
        assertThat(relative.exitCode()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(relative.errLines()).containsExactly(
                "simd-json: cannot read --no-such-file.json: no such file");
    }

    @Test
    void largeCorpusFileIsValid() throws IOException {
        // A few MB of real JSON from the shared test data (see testdata/README.md).
        String twitter = CorpusFiles.path("twitter.json").toString();
        String canada = CorpusFiles.path("canada.json").toString();

        CliRun run = CliRun.of("check", twitter, canada);

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).containsExactly("valid " + twitter, "valid " + canada);
    }

    private String write(String name, String content) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, content, StandardCharsets.UTF_8);
        return path.toString();
    }
}

package dev.simdjson.docs;

import dev.simdjson.docs.DocCommands.Command;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every command the docs give works as written, or is checked as far as it can be without running it:
 *
 * <ul>
 * <li>command-line sessions ({@code console} blocks, {@code $ } prompts) run in a scratch directory with the built
 *     core jar, and print what the page shows (machine facts such as the CPU's features compared by key only);</li>
 * <li>the core jar's commands in {@code sh}/{@code bash} blocks run from the repository root and succeed;</li>
 * <li>requests to the demo (curl on localhost:8080, the bundled clients) are run against a started demo by
 *     {@code scripts/docs-commands.sh} (CI runs it after the tests); here their client sources must exist;</li>
 * <li>benchmark scripts take minutes to an hour, so they run on demand only: here the script must exist, be
 *     executable, know every {@code --option} and environment variable the page passes, and a JMH regex must
 *     select a benchmark; {@code ./mvnw} commands must name modules that exist.</li>
 * </ul>
 * A command of none of these kinds fails the test, so a new one needs a check before it reaches the docs.
 */
class DocsCommandsTest {

    private static final Path REPO = SiteBuilderTest.REPO;
    private static final Path JAVA_BIN = Path.of(System.getProperty("java.home"), "bin");
    /** The JVM's own line when the incubator module is on (the CLI page says so); not the CLI's output. */
    private static final String INCUBATOR_WARNING = "WARNING: Using incubator modules: jdk.incubator.vector";
    /** {@code info} keys whose values are facts of the machine the page was written on. */
    private static final Set<String> MACHINE_FACTS = Set.of("species", "bit width", "preferred bit width",
            "java version", "os arch", "cpu features");
    private static final Pattern ENV = Pattern.compile("[A-Z_][A-Z0-9_]*=.*");

    private static Path coreJar;
    private static Set<String> benchmarks;

    @TempDir
    Path scratch;

    @BeforeAll
    static void findTheBuild() throws IOException {
        try (Stream<Path> jars = Files.list(REPO.resolve("simd-json-core/target"))) {
            coreJar = jars.filter(f -> f.getFileName().toString().matches("simd-json-core-[^-]+(-SNAPSHOT)?\\.jar"))
                    .findFirst().orElseThrow(() -> new IllegalStateException(
                            "simd-json-core/target has no jar: run ./mvnw package (or verify) first"));
        }
        benchmarks = benchmarkNames(REPO.resolve("benchmarks/src/main/java"));
    }

    @Test
    void commandLineSessionsPrintWhatThePagesShow() throws Exception {
        List<String> failures = new ArrayList<>();
        int ran = 0;
        for (Path page : SiteBuilder.sources(REPO)) {
            List<Command> commands = DocCommands.of(REPO, page);
            if (commands.stream().noneMatch(Command::transcript)) {
                continue;
            }
            List<String> aliases = commands.stream().map(Command::text).filter(t -> t.startsWith("alias ")).toList();
            Path work = Files.createDirectories(scratch.resolve(page.getFileName().toString()));
            Files.createDirectories(work.resolve("simd-json-core/target"));
            Files.copy(coreJar, work.resolve("simd-json-core/target").resolve(coreJar.getFileName()));
            Files.copy(coreJar, work.resolve(coreJar.getFileName()));
            int exit = 0;
            for (Command c : commands) {
                if (!c.transcript()) {
                    continue;
                }
                ran++;
                List<String> words = DocCommands.words(c.text());
                if (c.text().equals("echo $?")) {
                    if (!c.output().equals(List.of(String.valueOf(exit)))) {
                        failures.add(c.where() + ": exit code " + exit + ", the page shows " + c.output());
                    }
                    continue;
                }
                if (words.size() == 2 && words.get(0).equals("cat") && !Files.exists(work.resolve(words.get(1)))) {
                    // The page shows the file it works on: that is the file.
                    Files.writeString(work.resolve(words.get(1)), String.join("\n", c.output()) + "\n");
                }
                Run run = run(work, aliases, c.text());
                exit = run.exit;
                if (!interleaves(c.output(), run.out, run.err)) {
                    failures.add(c.where() + ": `" + c.text() + "` printed\n  " + String.join("\n  ", run.out)
                            + (run.err.isEmpty() ? "" : "\n  (stderr) " + String.join("\n  (stderr) ", run.err))
                            + "\nthe page shows\n  " + String.join("\n  ", c.output()));
                }
            }
        }
        assertThat(ran).as("console commands in the docs").isGreaterThan(10);
        assertThat(failures).as("commands whose output differs from the page").isEmpty();
    }

    @Test
    void everyOtherCommandIsRunOrCheckedAndPasses() throws Exception {
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (Path page : SiteBuilder.sources(REPO)) {
            for (Command c : DocCommands.of(REPO, page)) {
                if (c.transcript()) {
                    continue;
                }
                checked++;
                String problem = check(c);
                if (problem != null) {
                    failures.add(c.where() + ": `" + c.text() + "`: " + problem);
                }
            }
        }
        assertThat(checked).isGreaterThan(30);
        assertThat(failures).isEmpty();
    }

    @Test
    void readsCommandsTheOutputTheyAreShownWithAndWhichNeedTheDemo() throws Exception {
        Path page = scratch.resolve("page.md");
        Files.writeString(page, """
                ```bash
                curl -s localhost:8080/api/frames \\
                  -H 'Accept: application/json'   # what arrived
                # {"control":0}
                java demo-app/src/main/java/Client.java uds
                benchmarks/run.sh --smoke

                # [not its output: a blank line came between]
                ```

                ```console
                $ simd-json check a.json
                valid a.json
                ```
                """);

        List<Command> commands = DocCommands.of(scratch, page);

        assertThat(commands).extracting(Command::text).containsExactly(
                "curl -s localhost:8080/api/frames -H 'Accept: application/json'",
                "java demo-app/src/main/java/Client.java uds", "benchmarks/run.sh --smoke", "simd-json check a.json");
        assertThat(commands).extracting(Command::line).containsExactly(2, 5, 6, 12);
        assertThat(commands.get(0).output()).containsExactly("{\"control\":0}");
        assertThat(commands.get(1).output()).isEmpty();
        assertThat(commands.get(2).output()).isEmpty();
        assertThat(commands.get(3).output()).containsExactly("valid a.json");
        assertThat(commands).extracting(Command::againstTheDemo).containsExactly(true, true, false, false);
    }

    /** What is wrong with a command outside a session, or null. */
    private String check(Command c) throws Exception {
        List<String> words = DocCommands.words(c.text());
        int first = 0;
        while (first < words.size() && ENV.matcher(words.get(first)).matches()) {
            first++;
        }
        List<String> env = words.subList(0, first).stream().map(w -> w.substring(0, w.indexOf('='))).toList();
        List<String> args = words.subList(first, words.size());
        String program = args.getFirst();
        int jar = args.indexOf("-jar");
        if (program.equals("alias")) {
            return c.text().contains(REPO.relativize(coreJar).toString()) ? null : "not the built core jar " + coreJar;
        }
        if (c.againstTheDemo()) {
            if (program.equals("java") && !Files.isRegularFile(REPO.resolve(args.get(1)))) {
                return "no such client " + args.get(1);
            }
            return Files.isExecutable(REPO.resolve("scripts/docs-commands.sh")) ? null
                    : "scripts/docs-commands.sh, which runs it, is missing";
        }
        if (program.equals("curl")) {
            return "not a request to the demo on localhost:8080";
        }
        String jarFile = jar > 0 ? arg(args, jar + 1) : "";
        if (program.equals("java") && jarFile.endsWith(".jar")
                && Path.of(jarFile).getFileName().toString().startsWith("simd-json-core-")) {
            if (!Path.of(jarFile).getFileName().equals(coreJar.getFileName())) {
                return "the jar is " + coreJar.getFileName();
            }
            if (c.text().contains("<")) {
                return null; // a synopsis: <command> [options]
            }
            Run run = run(REPO, List.of(), c.text());
            return run.exit == 0 && !run.out.isEmpty() ? null : "exit " + run.exit + ": " + run.err;
        }
        if (program.equals("java") && jarFile.equals("benchmarks/target/benchmarks.jar")) {
            return selectsABenchmark(arg(args, jar + 2));
        }
        int cp = args.indexOf("-cp");
        if (program.equals("java") && cp > 0 && arg(args, cp + 1).equals("benchmarks/target/benchmarks.jar")) {
            // A main class of the benchmarks module, started on its jar.
            String main = arg(args, cp + 2);
            return Files.isRegularFile(REPO.resolve("benchmarks/src/main/java/" + main.replace('.', '/') + ".java"))
                    ? null : "no main class " + main + " in the benchmarks module";
        }
        if (program.equals("./mvnw")) {
            int pl = args.indexOf("-pl");
            if (pl > 0) {
                for (String module : arg(args, pl + 1).split(",")) {
                    if (!Files.isRegularFile(REPO.resolve(module).resolve("pom.xml"))) {
                        return "no module " + module;
                    }
                }
            }
            return null;
        }
        if (program.equals("demo-app/kafka/start-broker.sh")) {
            return Files.isExecutable(REPO.resolve(program)) ? null : "the script is missing or not executable";
        }
        if ((program.startsWith("benchmarks/") || program.startsWith("scripts/")) && program.endsWith(".sh")) {
            return checkScript(program, env, args.subList(1, args.size()));
        }
        if (program.equals("jfr")) {
            return Files.isExecutable(JAVA_BIN.resolve("jfr")) ? null : "the JDK has no jfr";
        }
        return "neither run nor checked by this test: give it a check";
    }

    /** The i-th word, or "" when the command has fewer. */
    private static String arg(List<String> args, int i) {
        return i < args.size() ? args.get(i) : "";
    }

    /** A benchmark script: it exists, and knows the options and variables the page gives it. */
    private static String checkScript(String script, List<String> env, List<String> args) throws IOException {
        Path file = REPO.resolve(script);
        if (!Files.isExecutable(file)) {
            return "no executable " + script;
        }
        String text = withSourced(file);
        for (String variable : env) {
            if (!text.contains("${" + variable) && !text.contains("$" + variable)) {
                return script + " does not read " + variable;
            }
        }
        List<String> positional = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("--")) {
                if (!text.contains(a.contains("=") ? a.substring(0, a.indexOf('=')) : a)) {
                    return script + " has no option " + a;
                }
            } else if (a.equals("-n")) {
                i++; // run.sh's results name
            } else if (!a.startsWith("-")) {
                positional.add(a);
            } else {
                break; // JMH options from here on
            }
        }
        boolean takesRegex = script.equals("benchmarks/run.sh") || script.equals("benchmarks/profile-split.sh");
        return takesRegex && !positional.isEmpty() ? selectsABenchmark(positional.getFirst()) : null;
    }

    /** The script and the files it sources (lib.sh, results-meta.sh): where its options and variables are read. */
    private static String withSourced(Path script) throws IOException {
        String text = Files.readString(script);
        StringBuilder all = new StringBuilder(text);
        Matcher m = Pattern.compile("source \"?(?:\\$\\(dirname \"\\$\\{BASH_SOURCE\\[0]}\"\\)/)?([^\"\\s]+)\"?")
                .matcher(text);
        while (m.find()) {
            Path sourced = m.group(1).startsWith("benchmarks/") ? REPO.resolve(m.group(1))
                    : script.getParent().resolve(m.group(1)).normalize();
            if (Files.isRegularFile(sourced)) {
                all.append(Files.readString(sourced));
            }
        }
        return all.toString();
    }

    private static String selectsABenchmark(String regex) {
        Pattern p = Pattern.compile(regex);
        return benchmarks.stream().anyMatch(b -> p.matcher(b).find()) ? null : "selects no benchmark: " + regex;
    }

    /** package.Class.method of every {@code @Benchmark} method in the benchmarks module's sources. */
    private static Set<String> benchmarkNames(Path sources) throws IOException {
        Pattern method = Pattern.compile("@Benchmark\\s+(?:@\\w+(?:\\([^)]*\\))?\\s+)*public\\s+[\\w.<>\\[\\], ?]+\\s+"
                + "(\\w+)\\s*\\(");
        Set<String> names = new HashSet<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String cls = sources.relativize(f).toString().replace('/', '.').replace(".java", "");
                Matcher m = method.matcher(Files.readString(f));
                while (m.find()) {
                    names.add(cls + "." + m.group(1));
                }
            }
        }
        assertThat(names).as("benchmarks found").hasSizeGreaterThan(20);
        return names;
    }

    private record Run(int exit, List<String> out, List<String> err) {
    }

    /** Runs one command with bash in {@code dir}, the page's aliases defined, on this JDK. */
    private Run run(Path dir, List<String> aliases, String command) throws Exception {
        Path script = Files.createTempFile(scratch, "command", ".sh");
        Files.writeString(script, "shopt -s expand_aliases\n" + String.join("\n", aliases) + "\n" + command + "\n");
        Path out = Files.createTempFile(scratch, "out", ".txt");
        Path err = Files.createTempFile(scratch, "err", ".txt");
        ProcessBuilder pb = new ProcessBuilder("bash", script.toString()).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("PATH", JAVA_BIN + ":" + System.getenv("PATH"));
        pb.environment().remove("JDK_JAVA_OPTIONS");
        Process p = pb.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("`" + command + "` did not finish within 120 s");
        }
        List<String> errLines = Files.readAllLines(err, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.equals(INCUBATOR_WARNING)).toList();
        return new Run(p.exitValue(), Files.readAllLines(out, StandardCharsets.UTF_8), errLines);
    }

    /**
     * Whether the page's lines are stdout's and stderr's lines, each stream in its order (a terminal may show the
     * two interleaved any way).
     */
    static boolean interleaves(List<String> shown, List<String> out, List<String> err) {
        if (shown.size() != out.size() + err.size()) {
            return false;
        }
        boolean[][] can = new boolean[out.size() + 1][err.size() + 1];
        can[0][0] = true;
        for (int i = 0; i <= out.size(); i++) {
            for (int j = 0; j <= err.size(); j++) {
                if (i + j == 0) {
                    continue;
                }
                String line = shown.get(i + j - 1);
                can[i][j] = (i > 0 && can[i - 1][j] && same(line, out.get(i - 1)))
                        || (j > 0 && can[i][j - 1] && same(line, err.get(j - 1)));
            }
        }
        return can[out.size()][err.size()];
    }

    /** Equal lines, or the same machine fact ({@code key: value}) with this machine's value. */
    private static boolean same(String shown, String actual) {
        if (shown.equals(actual)) {
            return true;
        }
        int colon = shown.indexOf(": ");
        if (colon < 0 || !actual.startsWith(shown.substring(0, colon + 2))) {
            return false;
        }
        String key = shown.substring(0, colon);
        String value = shown.substring(colon + 2);
        // Which kernel runs with the module on depends on the CPU (vectors of 256 bits or more): a page showing
        // the vector kernel holds on the machines this project runs on, a scalar one elsewhere.
        return MACHINE_FACTS.contains(key)
                || (key.equals("implementation") && value.equals("VECTOR"))
                || (key.equals("fallback reason") && value.equals("none"));
    }
}

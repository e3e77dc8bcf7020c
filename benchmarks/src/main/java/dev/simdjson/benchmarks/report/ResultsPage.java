package dev.simdjson.benchmarks.report;

import dev.simdjson.benchmarks.Corpus;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Turns the JMH JSON files of {@code docs/results} into the Markdown page {@code docs/benchmarks.md} and its SVG
 * charts. {@code benchmarks/run.sh} runs it after every JMH run; run it by hand with
 * {@code java -cp benchmarks/target/benchmarks.jar dev.simdjson.benchmarks.report.ResultsPage} from the project root.
 *
 * <p>Every {@code *.json} file of the results folder is read, oldest first; a benchmark with the same parameters in a
 * newer file replaces the older row, so partial re-runs update the page. Next to {@code NAME.json} the script writes
 * {@code NAME.meta.txt} ({@code key: value} lines: the exact command, date, CPU, cores, JDK), shown on the page.
 *
 * <p>Options: {@code --results DIR} (default {@code docs/results}), {@code --out FILE} (default
 * {@code docs/benchmarks.md}), {@code --charts DIR} (default: the results folder).
 */
public final class ResultsPage {

    private static final String DOM = "DomParseBenchmark";
    private static final String STAGE1 = "Stage1Benchmark";
    private static final String FIRST = "FirstParseBenchmark";

    private static final List<String> CORPUS_ORDER = List.of("twitter.json", "citm_catalog.json", "canada.json");

    /** How each contender is shown, in table order, and its chart colour. */
    private record Contender(String method, String label, String color) {
    }

    private static final List<Contender> DOM_CONTENDERS = List.of(
            new Contender("simdjsonVector", "simd-json, vector", "#1f5fa8"),
            new Contender("simdjsonVectorPadded", "simd-json, vector, padded input", "#5a93d1"),
            new Contender("simdjsonScalar", "simd-json, scalar", "#9cc3ea"),
            new Contender("simdjsonJava", "simdjson-java", "#e3761b"),
            new Contender("simdjsonJavaPadded", "simdjson-java, padded input", "#f3ad6b"),
            new Contender("fastjson2", "fastjson2", "#3a9a3a"),
            new Contender("jacksonReadTree", "Jackson 3 readTree", "#777777"));

    private static final List<Contender> FIRST_CONTENDERS = List.of(
            new Contender("simdjson", "simd-json", "#1f5fa8"),
            new Contender("simdjsonAfterWarmUp", "simd-json after warmUp(2 s)", "#5a93d1"),
            new Contender("simdjsonJava", "simdjson-java", "#e3761b"),
            new Contender("fastjson2", "fastjson2", "#3a9a3a"),
            new Contender("jackson", "Jackson 3 readTree", "#777777"));

    private final Path resultsDir;
    private final Path out;
    private final Path chartsDir;
    /** The newest row of every benchmark and parameter set among the result files directly in the folder. */
    private final Map<String, JmhResult> rows = new LinkedHashMap<>();
    /** The same across the folder and its subfolders (each area's runs), for {@link PeersSection}. */
    private final Map<String, JmhResult> allRows = new LinkedHashMap<>();
    private final Map<Path, Map<String, String>> metas = new LinkedHashMap<>();
    final StringBuilder md = new StringBuilder();

    /** Rows a newer result file replaced, oldest first (the history under each area of {@link PeersSection}). */
    private final List<JmhResult> replaced = new ArrayList<>();

    ResultsPage(Path resultsDir, Path out, Path chartsDir) {
        this.resultsDir = resultsDir;
        this.out = out;
        this.chartsDir = chartsDir;
    }

    public static void main(String[] args) throws IOException {
        Path results = Path.of("docs/results");
        Path out = Path.of("docs/benchmarks.md");
        Path charts = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--results" -> results = Path.of(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                case "--charts" -> charts = Path.of(args[++i]);
                default -> {
                    System.err.println("usage: ResultsPage [--results DIR] [--out FILE] [--charts DIR]");
                    System.exit(2);
                }
            }
        }
        ResultsPage page = new ResultsPage(results, out, charts == null ? results : charts);
        page.load();
        page.write();
        System.out.println("wrote " + out + " from " + page.metas.size() + " result file(s) in " + results);
    }

    // ---------------------------------------------------------------- loading

    void load() throws IOException {
        if (!Files.isDirectory(resultsDir)) {
            return;
        }
        // Every run under the folder, oldest first by the date its run recorded (a checkout gives all files one
        // modification time), so a newer run of the same benchmark and parameters replaces an older one.
        Map<Path, Map<String, String>> found = new LinkedHashMap<>();
        try (Stream<Path> walk = Files.walk(resultsDir)) {
            for (Path p : walk.filter(p -> p.getFileName().toString().endsWith(".json")).toList()) {
                found.put(p, readMeta(p));
            }
        }
        List<Path> files = found.keySet().stream()
                .sorted(Comparator.comparing((Path p) -> found.get(p).getOrDefault("date", ""))
                        .thenComparing(ResultsPage::modified).thenComparing(Path::toString))
                .toList();
        JsonMapper mapper = JsonMapper.builder().build();
        for (Path file : files) {
            if (Files.size(file) == 0) {
                continue;
            }
            List<JmhResult> results;
            try {
                results = JmhResult.read(mapper.readTree(file), file);
            } catch (RuntimeException e) {
                System.err.println("skipping " + file + ": not a JMH JSON result file (" + e.getMessage() + ")");
                continue;
            }
            boolean top = file.getParent().equals(resultsDir);
            for (JmhResult result : results) {
                if (Double.isFinite(result.seconds())) {
                    JmhResult older = allRows.remove(result.key());
                    if (older != null && !older.source().equals(result.source())) {
                        replaced.add(older);
                    }
                    allRows.put(result.key(), result);
                    if (top) {
                        rows.remove(result.key());
                        rows.put(result.key(), result);
                    }
                }
            }
            metas.put(file, found.get(file));
        }
    }

    private static long modified(Path path) {
        try {
            return Files.getLastModifiedTime(path).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    private static Map<String, String> readMeta(Path json) throws IOException {
        String name = json.getFileName().toString();
        Path meta = json.resolveSibling(name.substring(0, name.length() - ".json".length()) + ".meta.txt");
        Map<String, String> values = new LinkedHashMap<>();
        if (Files.exists(meta)) {
            for (String line : Files.readAllLines(meta, StandardCharsets.UTF_8)) {
                int colon = line.indexOf(": ");
                if (colon > 0) {
                    values.put(line.substring(0, colon).trim(), line.substring(colon + 2).trim());
                }
            }
        }
        return values;
    }

    private List<JmhResult> rowsOf(String className) {
        return rows.values().stream().filter(r -> r.className().equals(className)).toList();
    }

    // ---------------------------------------------------------------- the page

    void write() throws IOException {
        md.append("# Benchmarks\n\n");
        md.append("<!-- Generated by dev.simdjson.benchmarks.report.ResultsPage from docs/results/*.json: "
                + "do not edit by hand, re-run benchmarks/run.sh. -->\n\n");
        md.append("How fast simd-json parses, binds and writes, against [Jackson 3](https://github.com/FasterXML/jackson-databind), ")
                .append("[fastjson2](https://github.com/alibaba/fastjson2), [DSL-JSON](https://github.com/ngs-doo/dsl-json), ")
                .append("[avaje-jsonb](https://github.com/avaje/avaje-jsonb) and ")
                .append("[simdjson-java](https://github.com/simdjson/simdjson-java), measured with JMH. ")
                .append("Page generated ").append(DateTimeFormatter.ISO_LOCAL_DATE.format(ZonedDateTime.now(ZoneOffset.UTC)))
                .append(" from ").append(metas.size()).append(" result file(s).\n\n");

        List<JmhResult> all = List.copyOf(rows.values());
        if (all.isEmpty()) {
            md.append("> **No results yet.** Run `benchmarks/run.sh` from the project root (see below).\n\n");
        } else if (all.stream().anyMatch(r -> r.forks() < 3)) {
            md.append("> **Preliminary:** some rows below come from a run with fewer than 3 forks (a smoke run). ")
                    .append("They show that the benchmarks run, not how fast anything is. ")
                    .append("Re-run `benchmarks/run.sh` on a quiet machine for publishable numbers.\n\n");
        }

        if (!all.isEmpty()) {
            machine(all);
        }
        howToRun();
        method();
        stage1(rowsOf(STAGE1));
        domParse(rowsOf(DOM));
        firstParse(rowsOf(FIRST));
        PeersSection.write(this, List.copyOf(allRows.values()), replaced);
        others(all);
        runs(all);

        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        Files.writeString(out, md.toString(), StandardCharsets.UTF_8);
    }

    private void machine(List<JmhResult> all) {
        Map<String, String> meta = metas.isEmpty() ? Map.of() : List.copyOf(metas.values()).getLast();
        String cpu = meta.getOrDefault("cpu", Machine.cpuModel());
        String cores = meta.getOrDefault("cores", String.valueOf(Runtime.getRuntime().availableProcessors()));
        String features = meta.getOrDefault("simd", Machine.simdFeatures());
        Set<String> jdks = new LinkedHashSet<>();
        for (JmhResult r : all) {
            jdks.add(r.jdkVersion() + " (" + r.vm() + ")");
        }
        String jdk = jdks.isEmpty() ? meta.getOrDefault("java", System.getProperty("java.version")) : String.join(", ", jdks);

        md.append("## Machine\n\n");
        md.append("| | |\n|---|---|\n");
        md.append("| CPU | ").append(cpu).append(" |\n");
        md.append("| cores | ").append(cores).append(" |\n");
        md.append("| SIMD | ").append(features.isBlank() ? "n/a" : features).append(" |\n");
        md.append("| JDK | ").append(jdk).append(" |\n");
        if (meta.containsKey("os")) {
            md.append("| OS | ").append(meta.get("os")).append(" |\n");
        }
        if (meta.containsKey("heap")) {
            md.append("| JVM options | `").append(meta.get("heap")).append("` |\n");
        }
        md.append("\nContenders (versions in the benchmark jar): ")
                .append("simd-json ").append(Machine.version("dev.simdjson", "simd-json-core"))
                .append(", Jackson ").append(Machine.version("tools.jackson.core", "jackson-databind"))
                .append(", fastjson2 ").append(Machine.version("com.alibaba.fastjson2", "fastjson2"))
                .append(", simdjson-java ").append(Machine.version("org.simdjson", "simdjson-java"))
                .append(", JMH ").append(Machine.version("org.openjdk.jmh", "jmh"))
                .append(".\n\n");
    }

    private void howToRun() {
        md.append("## How to run\n\n");
        md.append("From the project root (JDK 25; the script builds the jar when sources changed):\n\n");
        md.append("```sh\n");
        md.append("benchmarks/run.sh                      # everything: about 20 minutes on 2 cores\n");
        md.append("benchmarks/run.sh DomParse             # one class (any JMH regex)\n");
        md.append("benchmarks/run.sh Stage1 -p file=canada.json   # extra JMH options after the regex\n");
        md.append("benchmarks/run.sh --smoke              # 1 fork, 1 iteration: checks that everything runs,\n");
        md.append("                                       # writes to benchmarks/target/smoke, not to docs/\n");
        md.append("```\n\n");
        md.append("Steady-state runs use `-f 3 -wi 5 -w 1s -i 5 -r 1s` and the JVM options ")
                .append("`-Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules=jdk.incubator.vector`; first-parse runs use ")
                .append("`-f 10 -wi 0 -i 1` (one single-shot sample per fresh JVM). Results go to ")
                .append("`docs/results/NAME.json` (`-n NAME`, default from the regex), then this page is regenerated. ")
                .append("The exact commands behind the numbers below are listed at the end.\n\n");
    }

    private void method() {
        md.append("## What is measured\n\n");
        md.append("- **Stage 1** (`Stage1Benchmark`): `JsonParser.index(bytes, 0, len)` alone, the structural index ")
                .append("and UTF-8 validation, on the vector and the scalar kernel. Throughput is the file size over the ")
                .append("time per document (GB/s = 10^9 bytes/s). simdjson-java has no stage-1-only API, so no peer.\n");
        md.append("- **Parse + read everything** (`DomParseBenchmark`): parse the document into each library's tree, ")
                .append("then walk the whole tree and fold every key and string (length and first char), every number ")
                .append("(integers as `long`, others as `double`), boolean and null into one checksum. Reading every ")
                .append("value keeps the comparison fair between lazy and eager trees; each contender's checksum is ")
                .append("checked against Jackson's before measuring. Parsers and mappers are reused per thread. ")
                .append("fastjson2 runs with its defaults (fractions as `BigDecimal`, converted by the walk). ")
                .append("\"Padded input\" rows hand the parser an array with 64 spare bytes after the document ")
                .append("(`JsonParser.parsePadded`; simdjson-java copies unpadded input into its own buffer).\n");
        md.append("- **First parse** (`FirstParseBenchmark`): the first parse + full read of twitter.json in a fresh ")
                .append("JVM (single shot, no warm-up, one sample per fork): what the first request after startup pays. ")
                .append("The parser or mapper is built before the clock starts. \"after warmUp\" first calls ")
                .append("`SimdJsonRuntime.warmUp(Duration.ofSeconds(2))`, as an application would at startup.\n\n");
        md.append("Ratios are speedups: the baseline's time divided by the contender's, so above 1 means faster ")
                .append("than the baseline. Errors are JMH's 99.9% confidence half-widths.\n\n");
        md.append("Things to know about the peers when reading the numbers:\n\n");
        md.append("- simdjson-java 0.4.0 sizes its buffers for 34 MiB documents up front: one `new SimdJsonParser()` ")
                .append("holds about 480 MiB of heap (a `long[]` tape and an `int[]` index of 34 Mi entries each, ")
                .append("plus string and padding buffers). Its `JsonValue`s are views of that parser's tape, so they ")
                .append("are overwritten by the parser's next parse; integers beyond `long` are rejected. It needs ")
                .append("`--add-modules=jdk.incubator.vector` and a 256- or 512-bit preferred vector species.\n");
        md.append("- fastjson2 2.0.x parses fractions to `BigDecimal` by default; `JSONReader.Feature.UseDoubleForDecimals` ")
                .append("was slower on canada.json in a quick check, so the benchmark keeps the default and the walk ")
                .append("calls `doubleValue()`.\n");
        md.append("- Jackson 3 (`tools.jackson`) `readTree` builds an eager tree with `DoubleNode`s for fractions; ")
                .append("the walk uses `properties()`, `stringValue()`, `longValue()` and `doubleValue()`.\n");
        md.append("- DSL-JSON 2.0.2 (`com.dslplatform:dsl-json`, codecs generated at compile time by its annotation processor from `@CompiledJson`) and avaje-jsonb 3.5 (`io.avaje:avaje-jsonb`, adapters generated by `avaje-jsonb-generator` from `@Json`) are the `dsljson` and `avaje` methods of `UsersBenchmark`, `PojoUsersBenchmark`, `EnvelopeBenchmark`, `OrdersAndTextBenchmark` and `WriteBenchmark`. `DslJson` is built with `DoublePrecision.EXACT` (by default it binds some doubles one digit off); its tagged-union discriminator (`kind`) must be the document's first property, as Jackson writes it. Both bind annotated copies of the users and envelope models (`PeerModels`; the shared models are test classes of simd-json-core) and the orders, messages, JSON-RPC call (`RpcCalls`) and POJO users models directly.\n");
        md.append("- Every peer row is guarded in the benchmark's setup: a read must equal Jackson's result on the same bytes (Jackson binding the same classes), a write must read back with Jackson to the written value. A peer that binds a row differently from Jackson is left out of it: setup prints `PEER is left out of ROW: reason` to stderr and fails, so the row has no number for it rather than a number for something else.\n");
        md.append("- Rows a peer is left out of: DSL-JSON on `order` and `orders10` (DSL-JSON has no codec for `java.time.Instant`, `Order.updatedAt`); both peers on the `WriteBenchmark` corpus rows (twitter.json, citm_catalog.json, canada.json: no annotated copy of those models in the benchmarks).\n\n");
    }

    // ---------------------------------------------------------------- sections

    private void stage1(List<JmhResult> results) throws IOException {
        if (results.isEmpty()) {
            return;
        }
        md.append("## Stage 1: structural index\n\n");
        SvgBarChart chart = new SvgBarChart("Stage 1 throughput (structural index + UTF-8 validation)",
                "GB/s (higher is better)", "%.2f GB/s", Double.NaN);
        md.append("| file | size | kernel | time per document (µs) | throughput (GB/s) | vector vs scalar |\n");
        md.append("|---|---:|---|---:|---:|---:|\n");
        for (String file : files(results)) {
            List<JmhResult> ofFile = results.stream().filter(r -> file.equals(r.param("file")))
                    .sorted(Comparator.comparing((JmhResult r) -> implementationOrder(r.param("implementation"))))
                    .toList();
            long size = fileSize(ofFile.getFirst());
            JmhResult scalar = ofFile.stream().filter(r -> "SCALAR".equals(r.param("implementation"))).findFirst().orElse(null);
            List<SvgBarChart.Bar> bars = new ArrayList<>();
            for (JmhResult r : ofFile) {
                String impl = String.valueOf(r.param("implementation")).toLowerCase(Locale.ROOT);
                double gbs = size > 0 ? size / r.seconds() / 1e9 : Double.NaN;
                md.append("| ").append(file)
                        .append(" | ").append(size(size))
                        .append(" | ").append(impl)
                        .append(" | ").append(time(r.seconds(), r.errorSeconds(), 1e-6))
                        .append(" | ").append(number(gbs, 2))
                        .append(" | ").append(scalar == null ? "" : ratio(scalar.seconds() / r.seconds()))
                        .append(" |\n");
                bars.add(new SvgBarChart.Bar(impl, gbs, "vector".equals(impl) ? "#1f5fa8" : "#9cc3ea"));
            }
            chart.group(file + " (" + size(size) + ")", bars);
        }
        md.append('\n');
        chart(chart, "stage1-throughput.svg", "Stage 1 throughput");
    }

    private void domParse(List<JmhResult> results) throws IOException {
        if (results.isEmpty()) {
            return;
        }
        md.append("## Parse + read the whole document\n\n");
        SvgBarChart vsJackson = new SvgBarChart("Parse + read everything: speedup over Jackson 3 readTree",
                "× Jackson's speed (higher is better; dashed line = Jackson)", "%.2f×", 1.0);
        SvgBarChart vsSimdjsonJava = new SvgBarChart("Parse + read everything: speedup over simdjson-java",
                "× simdjson-java's speed (higher is better; dashed line = simdjson-java)", "%.2f×", 1.0);
        StringBuilder tables = new StringBuilder();
        for (String file : files(results)) {
            List<JmhResult> ofFile = results.stream().filter(r -> file.equals(r.param("file"))).toList();
            long size = fileSize(ofFile.getFirst());
            JmhResult jackson = find(ofFile, "jacksonReadTree");
            JmhResult simdjsonJava = find(ofFile, "simdjsonJava");
            tables.append("### ").append(file).append(" (").append(size(size)).append(")\n\n");
            tables.append("| contender | time per document (µs) | MB/s | vs Jackson | vs simdjson-java |\n");
            tables.append("|---|---:|---:|---:|---:|\n");
            List<SvgBarChart.Bar> jacksonBars = new ArrayList<>();
            List<SvgBarChart.Bar> simdjsonJavaBars = new ArrayList<>();
            for (JmhResult r : ordered(ofFile, DOM_CONTENDERS)) {
                Contender c = contender(r.method(), DOM_CONTENDERS);
                double mbs = size > 0 ? size / r.seconds() / 1e6 : Double.NaN;
                double overJackson = jackson == null ? Double.NaN : jackson.seconds() / r.seconds();
                double overSimdjsonJava = simdjsonJava == null ? Double.NaN : simdjsonJava.seconds() / r.seconds();
                tables.append("| ").append(c.label())
                        .append(" | ").append(time(r.seconds(), r.errorSeconds(), 1e-6))
                        .append(" | ").append(number(mbs, 0))
                        .append(" | ").append(ratio(overJackson))
                        .append(" | ").append(ratio(overSimdjsonJava))
                        .append(" |\n");
                if (jackson != null) {
                    jacksonBars.add(new SvgBarChart.Bar(c.label(), overJackson, c.color()));
                }
                if (simdjsonJava != null) {
                    simdjsonJavaBars.add(new SvgBarChart.Bar(c.label(), overSimdjsonJava, c.color()));
                }
            }
            tables.append('\n');
            vsJackson.group(file + " (" + size(size) + ")", jacksonBars);
            vsSimdjsonJava.group(file + " (" + size(size) + ")", simdjsonJavaBars);
        }
        chart(vsJackson, "dom-parse-vs-jackson.svg", "Speedup over Jackson");
        chart(vsSimdjsonJava, "dom-parse-vs-simdjson-java.svg", "Speedup over simdjson-java");
        md.append(tables);
    }

    private void firstParse(List<JmhResult> results) throws IOException {
        if (results.isEmpty()) {
            return;
        }
        md.append("## First parse in a fresh JVM\n\n");
        SvgBarChart chart = new SvgBarChart("First parse + read in a fresh JVM: speedup over Jackson 3",
                "× Jackson's speed (higher is better; dashed line = Jackson)", "%.2f×", 1.0);
        for (String file : files(results)) {
            List<JmhResult> ofFile = results.stream().filter(r -> file.equals(r.param("file"))).toList();
            JmhResult jackson = find(ofFile, "jackson");
            JmhResult simdjsonJava = find(ofFile, "simdjsonJava");
            md.append("### ").append(file).append(" (").append(size(fileSize(ofFile.getFirst()))).append(")\n\n");
            md.append("| contender | mean (ms) | min | median | max | forks | vs Jackson | vs simdjson-java |\n");
            md.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
            List<SvgBarChart.Bar> bars = new ArrayList<>();
            for (JmhResult r : ordered(ofFile, FIRST_CONTENDERS)) {
                Contender c = contender(r.method(), FIRST_CONTENDERS);
                List<Double> samples = r.samples().stream().sorted().toList();
                double overJackson = jackson == null ? Double.NaN : jackson.seconds() / r.seconds();
                md.append("| ").append(c.label())
                        .append(" | ").append(time(r.seconds(), r.errorSeconds(), 1e-3))
                        .append(" | ").append(samples.isEmpty() ? "" : time(samples.getFirst(), Double.NaN, 1e-3))
                        .append(" | ").append(samples.isEmpty() ? "" : time(median(samples), Double.NaN, 1e-3))
                        .append(" | ").append(samples.isEmpty() ? "" : time(samples.getLast(), Double.NaN, 1e-3))
                        .append(" | ").append(r.forks())
                        .append(" | ").append(ratio(overJackson))
                        .append(" | ").append(ratio(simdjsonJava == null ? Double.NaN : simdjsonJava.seconds() / r.seconds()))
                        .append(" |\n");
                if (jackson != null) {
                    bars.add(new SvgBarChart.Bar(c.label(), overJackson, c.color()));
                }
            }
            md.append('\n');
            chart.group(file, bars);
        }
        chart(chart, "first-parse-vs-jackson.svg", "First parse: speedup over Jackson");
    }

    /** Rows of benchmark classes this page has no section for, so nothing measured goes unseen. */
    private void others(List<JmhResult> all) {
        Predicate<JmhResult> known = r -> Set.of(DOM, STAGE1, FIRST).contains(r.className()) || PeersSection.covers(r);
        List<JmhResult> rest = all.stream().filter(known.negate()).toList();
        if (rest.isEmpty()) {
            return;
        }
        md.append("## Other benchmarks\n\n");
        md.append("| benchmark | params | mode | time per op (µs) |\n|---|---|---|---:|\n");
        for (JmhResult r : rest) {
            md.append("| ").append(r.className()).append('.').append(r.method())
                    .append(" | ").append(r.params())
                    .append(" | ").append(r.mode())
                    .append(" | ").append(time(r.seconds(), r.errorSeconds(), 1e-6))
                    .append(" |\n");
        }
        md.append('\n');
    }

    private void runs(List<JmhResult> all) {
        Set<Path> used = new LinkedHashSet<>();
        for (JmhResult r : all) {
            used.add(r.source());
        }
        if (used.isEmpty()) {
            return;
        }
        md.append("## Runs behind these numbers\n\n");
        for (Path file : used) {
            Map<String, String> meta = metas.getOrDefault(file, Map.of());
            md.append("- `").append(display(file)).append('`');
            if (meta.containsKey("date")) {
                md.append(", ").append(meta.get("date"));
            }
            if (meta.containsKey("cpu")) {
                md.append(", ").append(meta.get("cpu"));
            }
            md.append(":\n\n");
            md.append("  ```sh\n  ").append(meta.getOrDefault("command", "(command not recorded)")).append("\n  ```\n\n");
        }
    }

    // ---------------------------------------------------------------- helpers

    /** Per result file: the facts its run recorded (.meta.txt: date, cpu, simd, command). */
    Map<String, String> meta(Path results) {
        return metas.getOrDefault(results, Map.of());
    }

    Path resultsDir() {
        return resultsDir;
    }

    void chart(SvgBarChart chart, String fileName, String alt) throws IOException {
        if (chart.isEmpty()) {
            return;
        }
        Files.createDirectories(chartsDir);
        Path svg = chartsDir.resolve(fileName);
        Files.writeString(svg, chart.render(), StandardCharsets.UTF_8);
        Path base = out.toAbsolutePath().getParent();
        String link = base.relativize(svg.toAbsolutePath()).toString().replace('\\', '/');
        md.append("![").append(alt).append("](").append(link).append(")\n\n");
    }

    private String display(Path file) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = file.toAbsolutePath();
        return abs.startsWith(cwd) ? cwd.relativize(abs).toString() : abs.toString();
    }

    private static List<String> files(List<JmhResult> results) {
        List<String> files = new ArrayList<>();
        for (JmhResult r : results) {
            String file = String.valueOf(r.param("file"));
            if (!files.contains(file)) {
                files.add(file);
            }
        }
        files.sort(Comparator.comparing((String f) -> {
            int at = CORPUS_ORDER.indexOf(f);
            return at < 0 ? CORPUS_ORDER.size() : at;
        }).thenComparing(f -> f));
        return files;
    }

    private static int implementationOrder(String implementation) {
        return switch (String.valueOf(implementation)) {
            case "VECTOR" -> 0;
            case "SCALAR" -> 1;
            default -> 2;
        };
    }

    private static List<JmhResult> ordered(List<JmhResult> results, List<Contender> order) {
        return results.stream().sorted(Comparator.comparing((JmhResult r) -> {
            for (int i = 0; i < order.size(); i++) {
                if (order.get(i).method().equals(r.method())) {
                    return i;
                }
            }
            return order.size();
        }).thenComparing(JmhResult::method)).toList();
    }

    private static Contender contender(String method, List<Contender> known) {
        return known.stream().filter(c -> c.method().equals(method)).findFirst()
                .orElse(new Contender(method, method, "#aa66cc"));
    }

    private static JmhResult find(List<JmhResult> results, String method) {
        return results.stream().filter(r -> r.method().equals(method)).findFirst().orElse(null);
    }

    private static long fileSize(JmhResult result) {
        String file = result.param("file");
        if (file == null) {
            return -1;
        }
        try {
            Path dir = Corpus.resolve(result.params().getOrDefault("corpus", Corpus.DEFAULT_DIR));
            return Files.size(dir.resolve(file));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static double median(List<Double> sorted) {
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** A time in {@code unit} seconds (1e-6 for µs) with its error, to a sensible number of decimals. */
    static String time(double seconds, double errorSeconds, double unit) {
        double value = seconds / unit;
        int decimals = value >= 1000 ? 0 : value >= 100 ? 1 : value >= 10 ? 2 : 3;
        String text = String.format(Locale.ROOT, "%,." + decimals + "f", value);
        if (Double.isFinite(errorSeconds)) {
            text += String.format(Locale.ROOT, " ± %,." + decimals + "f", errorSeconds / unit);
        }
        return text;
    }

    static String ratio(double ratio) {
        return Double.isFinite(ratio) ? String.format(Locale.ROOT, "%.2f×", ratio) : "";
    }

    static String number(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%,." + decimals + "f", value) : "n/a";
    }

    static String size(long bytes) {
        if (bytes < 0) {
            return "size n/a";
        }
        if (bytes >= 1_000_000) {
            return String.format(Locale.ROOT, "%.2f MB", bytes / 1e6);
        }
        return String.format(Locale.ROOT, "%.1f kB", bytes / 1e3);
    }

    /** What the page says about the machine when no run recorded it, and the libraries' versions. */
    static final class Machine {

        private Machine() {
        }

        static String cpuModel() {
            for (String line : procCpuinfo()) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
            return System.getProperty("os.arch");
        }

        static String simdFeatures() {
            for (String line : procCpuinfo()) {
                if (line.startsWith("flags")) {
                    List<String> simd = new ArrayList<>();
                    for (String flag : line.substring(line.indexOf(':') + 1).trim().split("\\s+")) {
                        if (flag.equals("avx2") || flag.startsWith("avx512") || flag.equals("sse4_2")) {
                            simd.add(flag);
                        }
                    }
                    return String.join(" ", simd);
                }
            }
            return "";
        }

        private static List<String> procCpuinfo() {
            try {
                return Files.readAllLines(Path.of("/proc/cpuinfo"));
            } catch (IOException | UncheckedIOException e) {
                return List.of();
            }
        }

        /**
         * The version in the jar's {@code META-INF/maven/GROUP/ARTIFACT/pom.properties}, else in this module's
         * {@code versions.properties} (written by the build), else "?".
         */
        static String version(String group, String artifact) {
            String version = property("META-INF/maven/" + group + "/" + artifact + "/pom.properties", "version");
            if (version == null) {
                version = property("dev/simdjson/benchmarks/versions.properties", artifact);
            }
            return version == null || version.startsWith("@") ? "?" : version;
        }

        private static String property(String resource, String key) {
            try (InputStream in = ResultsPage.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    return null;
                }
                Properties properties = new Properties();
                properties.load(in);
                return properties.getProperty(key);
            } catch (IOException e) {
                return null;
            }
        }
    }
}

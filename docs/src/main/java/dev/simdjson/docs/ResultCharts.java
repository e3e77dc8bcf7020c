package dev.simdjson.docs;

import dev.simdjson.JsonField;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The performance charts: every results file under docs/results that measured simd-json beside a peer becomes an SVG
 * of simd-json's speed-up over each peer, workload by workload, drawn here from the JSON (so a rerun redraws it),
 * with the machine, JDK and exact command of its run beside it on the page.
 *
 * <p>Two formats: JMH's own JSON (an array of benchmarks, from {@code benchmarks/run.sh} and the scripts that call
 * it), and the side-by-side format the HTTP and socket scripts write (an object: {@code metric},
 * {@code higherIsBetter}, {@code setup} and {@code rows}, each row a {@code label} and {@code scores} by library,
 * plus further per-library figures such as {@code p99Ms}, shown in a table under the chart).
 */
final class ResultCharts {

    /** simd-json's methods, best first: the one a group is charted by (scalar and diagnostic variants are not). */
    private static final List<String> OURS = List.of("simdjsonVector", "simdjsonReused", "simdjson");
    private static final List<String> PEERS = List.of("jackson", "fastjson2", "dsljson", "avaje");
    static final Map<String, String> PEER_NAMES = Map.of("jackson", "Jackson 3", "fastjson2", "fastjson2",
            "dsljson", "DSL-JSON", "avaje", "avaje-jsonb");
    private static final String JMH_NOTE = "speed-up = peer's time / simd-json's time (higher is better)";

    /** One chart: its file name in the site, the results it shows, and the run's facts from the .meta.txt. */
    record Chart(String svgName, Path results, Map<String, String> meta, String svg, String details) {
    }

    /** One workload: its label and simd-json's speed-up over each peer measured in it. */
    record Row(String label, Map<String, Double> speedups) {
    }

    private ResultCharts() {
    }

    static List<Chart> charts(Path repo) throws IOException {
        Path results = repo.resolve("docs/results");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(results)) {
            files = walk.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        List<Chart> charts = new ArrayList<>();
        JsonParser parser = new JsonParser();
        for (Path file : files) {
            JsonValue json = parser.parse(Files.readAllBytes(file));
            boolean sideBySide = json.isObject();
            List<Row> rows = sideBySide ? SideBySide.rows(json) : rows(json);
            if (rows.isEmpty()) {
                continue;
            }
            String name = results.relativize(file).toString().replace('/', '-').replace(".json", "") + "-speedup.svg";
            Map<String, String> meta = meta(Path.of(file.toString().replace(".json", ".meta.txt")));
            String title = "simd-json's speed-up, " + results.relativize(file) + " ("
                    + meta.getOrDefault("cpu", "?") + ", " + simdWidth(meta.getOrDefault("simd", "")) + ")";
            String note = sideBySide ? SideBySide.note(json) : JMH_NOTE;
            charts.add(new Chart(name, file, meta, svg(title, rows, note),
                    sideBySide ? SideBySide.details(json) : ""));
        }
        return charts;
    }

    /** One benchmark's score, and whether more is better (throughput) or less (time per operation). */
    record Score(double value, boolean higherIsBetter) {

        /** How many times faster this score is than {@code other}'s. */
        double speedupOver(Score other) {
            return higherIsBetter ? value / other.value : other.value / value;
        }
    }

    /** The workloads of one JMH results file that measured simd-json and at least one peer. */
    static List<Row> rows(JsonValue results) {
        Map<String, Map<String, Score>> groups = new LinkedHashMap<>();
        for (JsonValue b : results) {
            String benchmark = b.get("benchmark").asString();
            int dot = benchmark.lastIndexOf('.');
            String method = benchmark.substring(dot + 1);
            String cls = benchmark.substring(benchmark.lastIndexOf('.', dot - 1) + 1, dot).replace("Benchmark", "");
            StringBuilder label = new StringBuilder(cls);
            JsonValue params = b.get("params");
            if (params != null) {
                for (JsonField p : params.fields()) {
                    if (!p.name().equals("corpus")) {
                        label.append(' ').append(p.value().asString());
                    }
                }
            }
            Score score = new Score(b.get("primaryMetric").get("score").asDouble(),
                    b.get("mode").asString().equals("thrpt"));
            groups.computeIfAbsent(label.toString(), k -> new LinkedHashMap<>()).put(method, score);
        }
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, Map<String, Score>> g : groups.entrySet()) {
            Score ours = OURS.stream().map(g.getValue()::get).filter(v -> v != null).findFirst().orElse(null);
            if (ours == null) {
                continue;
            }
            Map<String, Double> speedups = new LinkedHashMap<>();
            for (String peer : PEERS) {
                Score theirs = g.getValue().get(peer);
                if (theirs != null) {
                    speedups.put(PEER_NAMES.get(peer), ours.speedupOver(theirs));
                }
            }
            if (!speedups.isEmpty()) {
                rows.add(new Row(g.getKey(), speedups));
            }
        }
        return rows;
    }

    private static Map<String, String> meta(Path file) throws IOException {
        Map<String, String> meta = new LinkedHashMap<>();
        if (Files.exists(file)) {
            for (String line : Files.readAllLines(file)) {
                int colon = line.indexOf(": ");
                if (colon > 0) {
                    meta.put(line.substring(0, colon), line.substring(colon + 2));
                }
            }
        }
        return meta;
    }

    /** "AVX-512" or "AVX2" from the CPU's SIMD features as the run recorded them. */
    static String simdWidth(String simd) {
        return simd.contains("avx512f") ? "AVX-512" : simd.contains("avx2") ? "AVX2" : "no AVX2";
    }

    // ---------------------------------------------------------------- drawing

    private static final int PLOT_WIDTH = 600;
    private static final int MIN_LABEL = 260;
    /** Roughly the width of one character of a 12 px label in a sans-serif font. */
    private static final double LABEL_CHAR = 6.8;
    private static final int BAR = 14;
    private static final int ROW_GAP = 10;
    private static final int TOP = 56;
    /** One colour per peer, the same in every chart. */
    private static final Map<String, String> COLOURS = Map.of("Jackson 3", "#0b6bcb", "fastjson2", "#e07b00",
            "DSL-JSON", "#2e8b57", "avaje-jsonb", "#8e44ad");

    static String svg(String title, List<Row> rows, String note) {
        double max = 1;
        for (Row r : rows) {
            for (double v : r.speedups().values()) {
                max = Math.max(max, v);
            }
        }
        max = Math.ceil(max * 2) / 2; // to the next half
        int longest = rows.stream().mapToInt(r -> r.label().length()).max().orElse(0);
        int labelWidth = Math.max(MIN_LABEL, (int) Math.ceil(longest * LABEL_CHAR) + 20);
        int width = labelWidth + PLOT_WIDTH;
        int plot = PLOT_WIDTH - 70;
        List<String> peers = rows.stream().flatMap(r -> r.speedups().keySet().stream()).distinct().toList();
        int rowHeight = peers.size() * BAR + ROW_GAP;
        int height = TOP + rows.size() * rowHeight + 40;
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"system-ui, sans-serif\" font-size=\"12\">%n",
                width, height, width, height));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append(text(10, 20, 14, "bold", title));
        int lx = labelWidth;
        for (int p = 0; p < peers.size(); p++) {
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"30\" width=\"12\" height=\"12\" fill=\"%s\"/>%n",
                    lx, COLOURS.get(peers.get(p))));
            s.append(text(lx + 16, 40, 12, "normal", "× " + peers.get(p)));
            lx += 140;
        }
        double scale = plot / max;
        int y = TOP;
        for (Row r : rows) {
            s.append(text(10, y + peers.size() * BAR / 2 + 4, 12, "normal", r.label()));
            for (int p = 0; p < peers.size(); p++) {
                Double v = r.speedups().get(peers.get(p));
                if (v != null) {
                    int w = (int) Math.round(v * scale);
                    s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                            + "fill=\"%s\"/>%n", labelWidth, y + p * BAR, Math.max(w, 1), BAR - 2,
                            COLOURS.get(peers.get(p))));
                    s.append(text(labelWidth + w + 4, y + p * BAR + BAR - 4, 11, "normal",
                            String.format(Locale.ROOT, "%.2f×", v)));
                }
            }
            y += rowHeight;
        }
        int one = labelWidth + (int) Math.round(scale);
        s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\" "
                + "stroke-dasharray=\"4 3\"/>%n", one, TOP - 6, one, y));
        s.append(text(one - 8, y + 16, 11, "normal", "1×"));
        s.append(text(labelWidth, y + 32, 11, "normal", note));
        s.append("</svg>\n");
        return s.toString();
    }

    private static String text(int x, int y, int size, String weight, String text) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" font-weight=\"%s\">%s</text>%n",
                x, y, size, weight, SiteBuilder.escape(text));
    }

    /**
     * The charts page, as Markdown: the newest run of each area (the folder its results are in) first, the earlier
     * runs below, each chart with the run's machine, JDK and command.
     */
    static String markdown(Path repo, List<Chart> charts) {
        StringBuilder md = new StringBuilder("""
                # Performance charts

                Drawn at build time from the results in `docs/results` (each chart from one results file, so the
                peers were measured side by side in the same run: Jackson 3, fastjson2, DSL-JSON and avaje-jsonb
                wherever the run measured them). Each area (the folder a run's results are in) leads with its
                newest run; the earlier runs follow, newest first. JMH's runs, and the end-to-end runs over HTTP
                (`benchmarks/http/run-wrk.sh`: the demo app with the starter against the same jar on Jackson) and
                through the socket adapters (`benchmarks/sockets/run-sockets.sh`: frames per second into a
                channel). The tables, targets and analysis are in [binding](binding.md), [benchmarks](benchmarks.md),
                [HTTP](http.md), [socket adapters](integration.md) and [JSON-RPC](jsonrpc.md). Runs on AVX-512
                machines use the 512-bit vector kernel, runs on AVX2 machines the 256-bit one: compare ratios
                within a chart, not absolute figures across machines ([the two machines side by
                side](performance.md#two-machines-avx-512-and-avx2)).

                """);
        Map<String, List<Chart>> byArea = new java.util.TreeMap<>();
        for (Chart c : charts) {
            byArea.computeIfAbsent(area(repo, c), k -> new ArrayList<>()).add(c);
        }
        byArea.values().forEach(runs -> runs.sort(java.util.Comparator.comparing(
                (Chart c) -> c.meta().getOrDefault("date", "")).reversed()));
        md.append("## Newest run per area\n\n");
        for (Map.Entry<String, List<Chart>> area : byArea.entrySet()) {
            chart(md, repo, area.getKey(), area.getValue().getFirst());
        }
        if (byArea.values().stream().anyMatch(runs -> runs.size() > 1)) {
            md.append("## Earlier runs\n\nEach area's earlier runs, newest first.\n\n");
            for (Map.Entry<String, List<Chart>> area : byArea.entrySet()) {
                for (Chart c : area.getValue().subList(1, area.getValue().size())) {
                    chart(md, repo, area.getKey(), c);
                }
            }
        }
        return md.toString();
    }

    /** A chart's area: the folder of its results under docs/results ({@code parser} for the top level). */
    static String area(Path repo, Chart c) {
        Path relative = repo.resolve("docs/results").relativize(c.results());
        return relative.getNameCount() > 1 ? relative.getName(0).toString() : "parser";
    }

    private static void chart(StringBuilder md, Path repo, String area, Chart c) {
        md.append("### ").append(repo.resolve("docs").relativize(c.results())).append("\n\n");
        md.append("![").append(c.svgName()).append("](charts/").append(c.svgName()).append(")\n\n");
        md.append("- area: ").append(area).append('\n');
        md.append("- date: ").append(c.meta().getOrDefault("date", "not recorded")).append('\n');
        md.append("- machine: ").append(c.meta().getOrDefault("cpu", "not recorded")).append(", ")
                .append(c.meta().getOrDefault("cores", "?")).append(" cores, ")
                .append(simdWidth(c.meta().getOrDefault("simd", ""))).append('\n');
        md.append("- JDK: ").append(c.meta().getOrDefault("java", "not recorded")).append('\n');
        md.append("\n```\n").append(c.meta().getOrDefault("command", "(command not recorded)")).append("\n```\n\n");
        md.append(c.details());
    }
}

package dev.simdjson.benchmarks.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The typed reading and writing section of the results page: per benchmark (an area: users, envelopes, DTOs, the
 * corpus, writing), one table with a row per workload and a column per contender, simd-json's speed over the
 * fastest peer (fastjson2, DSL-JSON, avaje-jsonb) and over Jackson, and a chart of the first ratio. The newest run
 * of each row leads; the runs it replaced are listed below it, newest first, so the history stays on the page.
 */
final class PeersSection {

    /** The areas, in page order, with what their workload parameter means. */
    private record Area(String className, String title) {
    }

    /** The benchmark classes this section shows. */
    static boolean covers(JmhResult r) {
        return AREAS.stream().anyMatch(a -> a.className().equals(r.className()));
    }

    private static final List<Area> AREAS = List.of(
            new Area("UsersBenchmark", "Users (`List<User>`: primitives, strings, nested lists)"),
            new Area("EnvelopeBenchmark", "IPC envelopes (sealed union on `kind`)"),
            new Area("OrdersAndTextBenchmark", "DTOs: a JSON-RPC request, one order, ten orders, multilingual text"),
            new Area("TypedReadBenchmark", "The standard corpus, bound to records"),
            new Area("WriteBenchmark", "Writing"));

    private record Column(String label, Set<String> methods) {
    }

    private static final Column SIMDJSON = new Column("simd-json",
            Set.of("simdjsonVector", "simdjsonReused", "simdjson"));
    private static final Column SCALAR = new Column("simd-json, scalar kernel", Set.of("simdjsonScalar"));
    private static final Column JACKSON = new Column("Jackson 3", Set.of("jackson"));
    private static final List<Column> PEERS = List.of(
            new Column("fastjson2", Set.of("fastjson2")),
            new Column("DSL-JSON", Set.of("dsljson")),
            new Column("avaje-jsonb", Set.of("avaje")));

    /** The table's columns, in order. */
    private static final List<Column> COLUMNS = Stream.of(List.of(SIMDJSON, SCALAR), PEERS, List.of(JACKSON))
            .flatMap(List::stream).toList();

    private PeersSection() {
    }

    /**
     * @param newest  the newest result of every benchmark and parameter set
     * @param earlier results a newer run replaced, oldest first
     */
    static void write(ResultsPage page, List<JmhResult> newest, List<JmhResult> earlier) throws IOException {
        if (AREAS.stream().noneMatch(a -> newest.stream().anyMatch(r -> r.className().equals(a.className())))) {
            return;
        }
        StringBuilder md = page.md;
        md.append("## Typed reading and writing against every peer\n\n");
        md.append("Time per operation in µs (mean ± 99.9 % error), simd-json's speed over the fastest peer with compile-time ")
                .append("or generated codecs (fastjson2, DSL-JSON, avaje-jsonb: above 1.00× simd-json is faster) and ")
                .append("over Jackson. A peer that binds a workload differently from Jackson is left out of that row ")
                .append("(the run prints why); `-` means not measured.\n\n");
        Set<Path> runs = new LinkedHashSet<>();
        for (Area area : AREAS) {
            List<JmhResult> rows = newest.stream().filter(r -> r.className().equals(area.className()))
                    .filter(PeersSection::shown).toList();
            if (rows.isEmpty()) {
                continue;
            }
            md.append("### ").append(area.title()).append("\n\n");
            SvgBarChart chart = new SvgBarChart(area.title().replaceAll("`", "")
                    + ": simd-json over the fastest peer", "× the fastest peer's speed (higher is better; dashed line = "
                    + "the fastest peer)", "%.2f×", 1.0);
            table(md, rows, chart);
            rows.stream().map(JmhResult::source).distinct().forEach(run -> {
                Map<String, String> meta = page.meta(run);
                md.append("Measured in `").append(page.resultsDir().relativize(run)).append("` (")
                        .append(meta.getOrDefault("date", "date not recorded")).append(", ")
                        .append(meta.getOrDefault("cpu", "CPU not recorded")).append(", ")
                        .append(width(meta.getOrDefault("simd", ""))).append(").\n\n");
                runs.add(run);
            });
            page.chart(chart, "peers-" + area.className().replace("Benchmark", "").toLowerCase() + ".svg",
                    area.title() + ": simd-json over the fastest peer");
            history(md, earlier.stream().filter(r -> r.className().equals(area.className()))
                    .filter(PeersSection::shown).toList());
        }
        md.append("The commands behind the newest runs:\n\n");
        for (Path run : runs) {
            md.append("- `").append(page.resultsDir().relativize(run)).append("`:\n\n  ```sh\n  ")
                    .append(page.meta(run).getOrDefault("command", "(command not recorded)")).append("\n  ```\n\n");
        }
    }

    private static void table(StringBuilder md, List<JmhResult> rows, SvgBarChart chart) {
        List<Column> columns = new ArrayList<>(COLUMNS);
        columns.removeIf(c -> rows.stream().noneMatch(r -> c.methods().contains(r.method())));
        md.append("| workload |");
        columns.forEach(c -> md.append(' ').append(c.label()).append(" |"));
        md.append(" vs fastest peer | vs Jackson |\n|---|");
        columns.forEach(c -> md.append("---:|"));
        md.append("---:|---:|\n");
        List<SvgBarChart.Bar> bars = new ArrayList<>();
        for (Map.Entry<String, List<JmhResult>> workload : byWorkload(rows).entrySet()) {
            md.append("| ").append(workload.getKey()).append(" |");
            for (Column c : columns) {
                JmhResult r = find(workload.getValue(), c);
                md.append(' ').append(r == null ? "-" : ResultsPage.time(r.seconds(), r.errorSeconds(), 1e-6))
                        .append(" |");
            }
            double overPeer = overFastestPeer(workload.getValue());
            JmhResult simdjson = find(workload.getValue(), SIMDJSON);
            JmhResult jackson = find(workload.getValue(), JACKSON);
            double overJackson = simdjson == null || jackson == null ? Double.NaN : jackson.seconds() / simdjson.seconds();
            md.append(' ').append(ResultsPage.ratio(overPeer)).append(" | ").append(ResultsPage.ratio(overJackson))
                    .append(" |\n");
            if (Double.isFinite(overPeer)) {
                bars.add(new SvgBarChart.Bar(workload.getKey(), overPeer, overPeer >= 1 ? "#1f5fa8" : "#c0504d"));
            }
        }
        md.append('\n');
        chart.group("", bars);
    }

    /** Earlier runs of the area: per run (result file), simd-json over the fastest peer per workload. */
    private static void history(StringBuilder md, List<JmhResult> earlier) {
        Map<Path, List<JmhResult>> byRun = new LinkedHashMap<>();
        for (JmhResult r : earlier) {
            byRun.computeIfAbsent(r.source(), k -> new ArrayList<>()).add(r);
        }
        List<Path> runs = new ArrayList<>(byRun.keySet());
        Collections.reverse(runs);
        StringBuilder lines = new StringBuilder();
        for (Path run : runs) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<String, List<JmhResult>> workload : byWorkload(byRun.get(run)).entrySet()) {
                double ratio = overFastestPeer(workload.getValue());
                if (Double.isFinite(ratio)) {
                    parts.add(workload.getKey() + " " + ResultsPage.ratio(ratio));
                }
            }
            if (!parts.isEmpty()) {
                lines.append("- `").append(run.getFileName()).append("`: ").append(String.join(", ", parts)).append('\n');
            }
        }
        if (!lines.isEmpty()) {
            md.append("Earlier runs (simd-json over the fastest peer measured in that run, newest first):\n\n")
                    .append(lines).append('\n');
        }
    }

    /** Whether a row is one of the contenders the tables show (not a diagnostic variant such as a fresh mapper). */
    private static boolean shown(JmhResult r) {
        return COLUMNS.stream().anyMatch(c -> c.methods().contains(r.method()));
    }

    /** The vector width a run's machine has, from the SIMD features it recorded. */
    private static String width(String simd) {
        return simd.contains("avx512f") ? "AVX-512, 512-bit kernel" : simd.contains("avx2") ? "AVX2, 256-bit kernel"
                : "SIMD width not recorded";
    }

    /** The fastest peer's time over simd-json's, NaN when either is missing. */
    private static double overFastestPeer(List<JmhResult> rows) {
        JmhResult simdjson = find(rows, SIMDJSON);
        double fastest = PEERS.stream().map(c -> find(rows, c)).filter(Objects::nonNull)
                .mapToDouble(JmhResult::seconds).min().orElse(Double.NaN);
        return simdjson == null ? Double.NaN : fastest / simdjson.seconds();
    }

    /** Rows grouped by their workload parameter (the one that is not the corpus directory), in first-seen order. */
    private static Map<String, List<JmhResult>> byWorkload(List<JmhResult> rows) {
        Map<String, List<JmhResult>> groups = new LinkedHashMap<>();
        rows.stream().sorted(Comparator.comparing(PeersSection::workloadOrder))
                .forEach(r -> groups.computeIfAbsent(workload(r), k -> new ArrayList<>()).add(r));
        return groups;
    }

    private static String workload(JmhResult r) {
        return r.params().entrySet().stream().filter(e -> !e.getKey().equals("corpus"))
                .map(e -> e.getKey().equals("users") ? "users ×" + e.getValue() : e.getValue())
                .findFirst().orElse(r.className());
    }

    /** Small documents first: users by count, then the order the benchmark declares its parameters in. */
    private static int workloadOrder(JmhResult r) {
        String users = r.param("users");
        return users != null ? Integer.parseInt(users) : 0;
    }

    private static JmhResult find(List<JmhResult> rows, Column column) {
        return rows.stream().filter(r -> column.methods().contains(r.method())).findFirst().orElse(null);
    }
}

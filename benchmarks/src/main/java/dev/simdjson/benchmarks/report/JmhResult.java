package dev.simdjson.benchmarks.report;

import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One row of a JMH JSON result file ({@code -rf json}), with the score turned into seconds per operation.
 *
 * @param benchmark    the fully qualified method, e.g. {@code dev.simdjson.benchmarks.DomParseBenchmark.fastjson2}
 * @param mode         JMH's short mode name: {@code avgt}, {@code ss}, {@code thrpt}, ...
 * @param params       the {@code @Param} values, sorted by name
 * @param seconds      the score in seconds per operation
 * @param errorSeconds the half-width of the 99.9% confidence interval in seconds ({@code NaN} when JMH gave none)
 * @param samples      every measured sample in seconds (for single-shot runs: one per fork)
 * @param forks        forks run
 * @param warmupIterations      warm-up iterations per fork
 * @param measurementIterations measured iterations per fork
 * @param jdkVersion   the forked JVM's {@code java.version}
 * @param vm           VM name and version
 * @param source       the file it came from
 */
record JmhResult(
        String benchmark,
        String mode,
        Map<String, String> params,
        double seconds,
        double errorSeconds,
        List<Double> samples,
        int forks,
        int warmupIterations,
        int measurementIterations,
        String jdkVersion,
        String vm,
        Path source) {

    /** The benchmark class's simple name, e.g. {@code DomParseBenchmark}. */
    String className() {
        String withoutMethod = benchmark.substring(0, benchmark.lastIndexOf('.'));
        return withoutMethod.substring(withoutMethod.lastIndexOf('.') + 1);
    }

    /** The benchmark method, e.g. {@code fastjson2}. */
    String method() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    String param(String name) {
        return params.get(name);
    }

    /** Identifies the measurement: the same benchmark with the same parameters in a newer file replaces it. */
    String key() {
        return benchmark + " " + params;
    }

    /** Reads the rows of one JMH JSON file (an array of results); rows whose score is not a time per op are kept
     * with {@code NaN} seconds and ignored by the page. */
    static List<JmhResult> read(JsonNode root, Path source) {
        List<JmhResult> results = new ArrayList<>();
        for (JsonNode row : root) {
            JsonNode metric = row.path("primaryMetric");
            String unit = text(metric.path("scoreUnit"), "");
            double toSeconds = secondsPerUnit(unit);
            Map<String, String> params = new TreeMap<>();
            for (Map.Entry<String, JsonNode> param : row.path("params").properties()) {
                params.put(param.getKey(), text(param.getValue(), ""));
            }
            List<Double> samples = new ArrayList<>();
            for (JsonNode fork : metric.path("rawData")) {
                for (JsonNode sample : fork) {
                    samples.add(number(sample) * toSeconds);
                }
            }
            double errorSeconds = number(metric.path("scoreError")) * toSeconds;
            results.add(new JmhResult(
                    text(row.path("benchmark"), ""),
                    text(row.path("mode"), ""),
                    Collections.unmodifiableMap(params),
                    number(metric.path("score")) * toSeconds,
                    errorSeconds,
                    List.copyOf(samples),
                    (int) number(row.path("forks")),
                    (int) number(row.path("warmupIterations")),
                    (int) number(row.path("measurementIterations")),
                    text(row.path("jdkVersion"), ""),
                    (text(row.path("vmName"), "") + " " + text(row.path("vmVersion"), "")).trim(),
                    source));
        }
        return results;
    }

    /** A string field's text, a number's or boolean's literal, else {@code absent}. */
    private static String text(JsonNode node, String absent) {
        if (node.isString()) {
            return node.stringValue();
        }
        if (node.isNumber() || node.isBoolean()) {
            return node.toString();
        }
        return absent;
    }

    /** A number field as a double; JMH writes {@code "NaN"} (a string) for a missing error. */
    private static double number(JsonNode node) {
        if (node.isNumber()) {
            return node.doubleValue();
        }
        if (node.isString()) {
            try {
                return Double.parseDouble(node.stringValue());
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }

    /** Seconds in one unit of a JMH time-per-op unit ({@code us/op} gives 1e-6); {@code NaN} for rates. */
    static double secondsPerUnit(String unit) {
        return switch (unit) {
            case "ns/op" -> 1e-9;
            case "us/op" -> 1e-6;
            case "ms/op" -> 1e-3;
            case "s/op" -> 1.0;
            case "min/op" -> 60.0;
            default -> Double.NaN;
        };
    }
}

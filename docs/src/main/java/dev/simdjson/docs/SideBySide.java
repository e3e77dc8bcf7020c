package dev.simdjson.docs;

import dev.simdjson.JsonField;
import dev.simdjson.JsonValue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The results format of the end-to-end scripts ({@code benchmarks/http/run-wrk.sh},
 * {@code benchmarks/sockets/run-sockets.sh}), which JMH does not run:
 *
 * <pre>{"benchmark": "wrk", "metric": "requests/s", "higherIsBetter": true, "setup": "...",
 *  "rows": [{"label": "...", "scores": {"simdjson": 5629, "jackson": 3544}, "p99Ms": {...}, "rounds": {...}}]}</pre>
 *
 * Each row becomes a chart row (simd-json's ratio to each peer in {@code scores}) and a table row with the medians
 * and the row's other per-library figures; {@code rounds} (every round's score) stays in the file.
 */
final class SideBySide {

    private static final String OURS = "simdjson";
    /** Column names for the per-library figures the scripts record beside the score. */
    private static final Map<String, String> FIGURES = Map.of(
            "p99Ms", "p99 (ms)", "cpuMicrosPerFrame", "CPU µs/frame", "bytesPerFrame", "B/frame");

    private SideBySide() {
    }

    static List<ResultCharts.Row> rows(JsonValue results) {
        boolean higherIsBetter = results.get("higherIsBetter").asBoolean();
        List<ResultCharts.Row> rows = new ArrayList<>();
        for (JsonValue row : results.get("rows")) {
            JsonValue scores = row.get("scores");
            JsonValue ours = scores.get(OURS);
            if (ours == null) {
                continue;
            }
            Map<String, Double> speedups = new LinkedHashMap<>();
            for (JsonField peer : scores.fields()) {
                String name = ResultCharts.PEER_NAMES.get(peer.name());
                if (name != null) {
                    speedups.put(name, speedup(ours, peer.value(), higherIsBetter));
                }
            }
            if (!speedups.isEmpty()) {
                rows.add(new ResultCharts.Row(row.get("label").asString(), speedups));
            }
        }
        return rows;
    }

    /** The line under the chart: what the ratio is a ratio of. */
    static String note(JsonValue results) {
        String metric = results.get("metric").asString();
        return results.get("higherIsBetter").asBoolean()
                ? "ratio = simd-json's " + metric + " / the peer's (higher is better)"
                : "ratio = the peer's " + metric + " / simd-json's (higher is better)";
    }

    /** The run's setup and a Markdown table of every row's figures, for the charts page. */
    static String details(JsonValue results) {
        String metric = results.get("metric").asString();
        JsonValue rows = results.get("rows");
        List<String> peers = new ArrayList<>();
        List<String> figures = new ArrayList<>();
        for (JsonValue row : rows) {
            for (JsonField f : row.get("scores").fields()) {
                if (!f.name().equals(OURS) && !peers.contains(f.name())) {
                    peers.add(f.name());
                }
            }
            for (JsonField f : row.fields()) {
                if (isFigure(f) && !f.name().equals("scores") && !figures.contains(f.name())) {
                    figures.add(f.name());
                }
            }
        }
        StringBuilder md = new StringBuilder();
        JsonValue setup = results.get("setup");
        if (setup != null) {
            md.append("Setup: ").append(setup.asString()).append(".\n\n");
        }
        StringBuilder header = new StringBuilder("| | simd-json " + metric);
        StringBuilder rule = new StringBuilder("|---|---:");
        for (String peer : peers) {
            header.append(" | ").append(peerName(peer)).append(' ').append(metric).append(" | ratio");
            rule.append("|---:|---:");
        }
        for (String figure : figures) {
            String label = FIGURES.getOrDefault(figure, figure);
            header.append(" | simd-json ").append(label);
            rule.append("|---:");
            for (String peer : peers) {
                header.append(" | ").append(peerName(peer)).append(' ').append(label);
                rule.append("|---:");
            }
        }
        md.append(header).append(" |\n").append(rule).append("|\n");
        boolean higherIsBetter = results.get("higherIsBetter").asBoolean();
        for (JsonValue row : rows) {
            JsonValue scores = row.get("scores");
            JsonValue ours = scores.get(OURS);
            if (ours == null) {
                continue; // not charted either
            }
            md.append("| ").append(row.get("label").asString()).append(" | ").append(figure(ours.asDouble()));
            for (String peer : peers) {
                JsonValue theirs = scores.get(peer);
                if (theirs == null) {
                    md.append(" | | ");
                    continue;
                }
                md.append(" | ").append(figure(theirs.asDouble())).append(String.format(Locale.ROOT, " | %.2f×",
                        speedup(ours, theirs, higherIsBetter)));
            }
            for (String figure : figures) {
                JsonValue values = row.get(figure);
                for (String library : concat(OURS, peers)) {
                    JsonValue v = values == null ? null : values.get(library);
                    md.append(" | ").append(v == null ? "" : figure(v.asDouble()));
                }
            }
            md.append(" |\n");
        }
        return md.append('\n').toString();
    }

    /** A per-library figure: an object of numbers ({@code rounds} holds arrays and stays out of the table). */
    private static boolean isFigure(JsonField field) {
        if (!field.value().isObject()) {
            return false;
        }
        for (JsonField library : field.value().fields()) {
            if (!library.value().isNumber()) {
                return false;
            }
        }
        return true;
    }

    private static double speedup(JsonValue ours, JsonValue theirs, boolean higherIsBetter) {
        return new ResultCharts.Score(ours.asDouble(), higherIsBetter)
                .speedupOver(new ResultCharts.Score(theirs.asDouble(), higherIsBetter));
    }

    private static String peerName(String peer) {
        return ResultCharts.PEER_NAMES.getOrDefault(peer, peer);
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return all;
    }

    /** Thousands separated when large, two decimals when small. */
    private static String figure(double v) {
        return Math.abs(v) >= 1000 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.2f", v);
    }
}

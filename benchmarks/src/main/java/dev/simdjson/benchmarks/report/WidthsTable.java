package dev.simdjson.benchmarks.report;

import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The vector widths side by side, as a Markdown table: one JMH result file per width (each run in a JVM set to that
 * width, with the scalar kernel measured in the same run), one row per benchmark and file, the time of the scalar
 * kernel and of the vector kernel at each width with its ratio to the scalar kernel of the same run. Times are the
 * median of every measured sample (forks × iterations): on a 2-CPU VM a busy neighbour can slow a whole fork by half,
 * which moves a mean far more than a median. The means stay in the JMH files.
 *
 * <pre>java -cp benchmarks.jar dev.simdjson.benchmarks.report.WidthsTable 128=w128.json 256=w256.json 512=w512.json</pre>
 *
 * (a label that starts with a number of bits gets "-bit" after it: {@code "512 (native)"} heads "512-bit (native)").
 */
public final class WidthsTable {

    private WidthsTable() {
    }

    public static void main(String[] args) throws IOException {
        JsonMapper mapper = JsonMapper.builder().build();
        Map<String, List<JmhResult>> runs = new LinkedHashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            Path file = Path.of(arg.substring(eq + 1));
            runs.put(arg.substring(0, eq), JmhResult.read(mapper.readTree(Files.readString(file)), file));
        }
        StringBuilder header = new StringBuilder("| benchmark | file | scalar kernel |");
        StringBuilder rule = new StringBuilder("|---|---|---:|");
        for (String width : runs.keySet()) {
            header.append(' ').append(width.replaceFirst("^([0-9]+)", "$1-bit")).append(" |");
            rule.append("---:|");
        }
        System.out.println(header);
        System.out.println(rule);
        for (JmhResult first : runs.values().iterator().next()) {
            if (!isVector(first)) {
                continue;
            }
            String file = first.param("file");
            JmhResult firstScalar = scalarOf(runs.values().iterator().next(), first);
            StringBuilder row = new StringBuilder("| " + first.className() + " | " + file + " | "
                    + micros(firstScalar) + " |");
            for (List<JmhResult> run : runs.values()) {
                JmhResult vector = find(run, first.className(), file, true);
                JmhResult scalar = scalarOf(run, first);
                row.append(' ').append(micros(vector));
                if (vector != null && scalar != null) {
                    row.append(String.format(Locale.ROOT, " (%.2f×)", median(scalar) / median(vector)));
                }
                row.append(" |");
            }
            System.out.println(row);
        }
    }

    private static boolean isVector(JmhResult r) {
        return "VECTOR".equals(r.param("implementation")) || r.method().endsWith("Vector");
    }

    private static boolean isScalar(JmhResult r) {
        return "SCALAR".equals(r.param("implementation")) || r.method().endsWith("Scalar");
    }

    private static JmhResult scalarOf(List<JmhResult> run, JmhResult vector) {
        return find(run, vector.className(), vector.param("file"), false);
    }

    private static JmhResult find(List<JmhResult> run, String className, String file, boolean vector) {
        List<JmhResult> matches = new ArrayList<>();
        for (JmhResult r : run) {
            if (r.className().equals(className) && file.equals(r.param("file")) && (vector ? isVector(r) : isScalar(r))) {
                matches.add(r);
            }
        }
        return matches.isEmpty() ? null : matches.getLast();
    }

    private static String micros(JmhResult r) {
        return r == null ? "–" : String.format(Locale.ROOT, "%,.0f µs", median(r) * 1e6);
    }

    /** The median of the measured samples, in seconds. */
    private static double median(JmhResult r) {
        List<Double> sorted = r.samples().stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}

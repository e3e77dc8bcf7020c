package dev.simdjson.benchmarks.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A small horizontal, grouped bar chart written as plain SVG: one group per document (or a single group), one bar
 * per contender, the value printed at the end of each bar, and an optional dashed reference line (1.0 for ratios).
 */
final class SvgBarChart {

    /** One bar; {@code color} is a CSS colour. */
    record Bar(String label, double value, String color) {
    }

    /** A titled run of bars. */
    record Group(String title, List<Bar> bars) {
    }

    private static final int WIDTH = 820;
    private static final int LABEL_WIDTH = 250;
    private static final int VALUE_WIDTH = 70;
    private static final int PLOT_WIDTH = WIDTH - LABEL_WIDTH - VALUE_WIDTH - 20;
    private static final int BAR_HEIGHT = 16;
    private static final int BAR_GAP = 5;
    private static final int GROUP_TITLE_HEIGHT = 24;
    private static final int GROUP_GAP = 10;
    private static final int TOP = 50;
    private static final int AXIS_HEIGHT = 40;

    private final String title;
    private final String axisLabel;
    private final String valueFormat;
    private final double reference;
    private final List<Group> groups = new ArrayList<>();

    /**
     * @param valueFormat a {@link String#format} pattern for the value printed after each bar, e.g. {@code "%.2f×"}
     * @param reference   where to draw the dashed reference line, or {@code NaN} for none
     */
    SvgBarChart(String title, String axisLabel, String valueFormat, double reference) {
        this.title = title;
        this.axisLabel = axisLabel;
        this.valueFormat = valueFormat;
        this.reference = reference;
    }

    SvgBarChart group(String groupTitle, List<Bar> bars) {
        if (!bars.isEmpty()) {
            groups.add(new Group(groupTitle, List.copyOf(bars)));
        }
        return this;
    }

    boolean isEmpty() {
        return groups.isEmpty();
    }

    String render() {
        double max = Double.isNaN(reference) ? 0 : reference;
        for (Group group : groups) {
            for (Bar bar : group.bars()) {
                if (Double.isFinite(bar.value())) {
                    max = Math.max(max, bar.value());
                }
            }
        }
        double step = niceStep(max <= 0 ? 1 : max * 1.05 / 5);
        double axisMax = Math.ceil((max <= 0 ? 1 : max * 1.05) / step) * step;

        int plotHeight = 0;
        for (Group group : groups) {
            plotHeight += GROUP_TITLE_HEIGHT + group.bars().size() * (BAR_HEIGHT + BAR_GAP) + GROUP_GAP;
        }
        int height = TOP + plotHeight + AXIS_HEIGHT;
        int plotLeft = LABEL_WIDTH;
        int plotBottom = TOP + plotHeight;

        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">%n",
                WIDTH, height, WIDTH, height));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n", WIDTH, height));
        svg.append(String.format(Locale.ROOT,
                "<text x=\"%d\" y=\"24\" font-size=\"15\" font-weight=\"bold\">%s</text>%n", 10, escape(title)));

        // vertical grid lines and tick labels
        for (double tick = 0; tick <= axisMax + step / 2; tick += step) {
            double x = plotLeft + tick / axisMax * PLOT_WIDTH;
            svg.append(String.format(Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#e3e3e3\"/>%n", x, TOP - 6, x, plotBottom));
            svg.append(String.format(Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#555555\">%s</text>%n",
                    x, plotBottom + 16, escape(tickLabel(tick, step))));
        }
        svg.append(String.format(Locale.ROOT,
                "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#333333\">%s</text>%n",
                plotLeft + PLOT_WIDTH / 2, plotBottom + 34, escape(axisLabel)));

        int y = TOP;
        for (Group group : groups) {
            svg.append(String.format(Locale.ROOT,
                    "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>%n", 10, y + 16, escape(group.title())));
            y += GROUP_TITLE_HEIGHT;
            for (Bar bar : group.bars()) {
                double value = Double.isFinite(bar.value()) ? bar.value() : 0;
                double w = Math.max(1, value / axisMax * PLOT_WIDTH);
                svg.append(String.format(Locale.ROOT,
                        "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n",
                        plotLeft - 8, y + BAR_HEIGHT - 4, escape(bar.label())));
                svg.append(String.format(Locale.ROOT,
                        "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"><title>%s: %s</title></rect>%n",
                        plotLeft, y, w, BAR_HEIGHT, bar.color(), escape(bar.label()), escape(format(bar.value()))));
                svg.append(String.format(Locale.ROOT,
                        "<text x=\"%.1f\" y=\"%d\" fill=\"#333333\">%s</text>%n",
                        plotLeft + w + 5, y + BAR_HEIGHT - 4, escape(format(bar.value()))));
                y += BAR_HEIGHT + BAR_GAP;
            }
            y += GROUP_GAP;
        }

        if (!Double.isNaN(reference)) {
            double x = plotLeft + reference / axisMax * PLOT_WIDTH;
            svg.append(String.format(Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#444444\" stroke-dasharray=\"4 3\"/>%n",
                    x, TOP - 6, x, plotBottom));
        }
        svg.append(String.format(Locale.ROOT,
                "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#444444\"/>%n", plotLeft, TOP - 6, plotLeft, plotBottom));
        svg.append("</svg>\n");
        return svg.toString();
    }

    private String format(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, valueFormat, value) : "n/a";
    }

    /** 1, 2 or 5 times a power of ten, at least {@code raw}. */
    static double niceStep(double raw) {
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * power >= raw) {
                return m * power;
            }
        }
        return 10 * power;
    }

    private static String tickLabel(double tick, double step) {
        if (step >= 1) {
            return String.format(Locale.ROOT, "%.0f", tick);
        }
        int decimals = (int) Math.ceil(-Math.log10(step));
        return String.format(Locale.ROOT, "%." + decimals + "f", tick);
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

package dev.simdjson.demo;

/**
 * Count, minimum, maximum and sum of samples, merged across frames. An empty set reports 0 for minimum, maximum
 * and mean (JSON has no NaN).
 */
record SampleStats(int count, double min, double max, double sum) {

    static final SampleStats EMPTY = new SampleStats(0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0);

    static SampleStats of(double[] samples) {
        SampleStats stats = EMPTY;
        return samples == null ? stats : stats.add(samples);
    }

    SampleStats add(double[] samples) {
        double lo = min;
        double hi = max;
        double total = sum;
        for (double s : samples) {
            lo = Math.min(lo, s);
            hi = Math.max(hi, s);
            total += s;
        }
        return new SampleStats(count + samples.length, lo, hi, total);
    }

    @Override
    public double min() {
        return count == 0 ? 0 : min;
    }

    @Override
    public double max() {
        return count == 0 ? 0 : max;
    }

    double mean() {
        return count == 0 ? 0 : sum / count;
    }
}

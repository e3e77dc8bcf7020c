package dev.simdjson.spring.actuate;

import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;

/**
 * The runtime report as it stands now. The context's report is taken at startup; at 128 bits, where
 * {@code implementation=auto} takes the vector kernel only once the warm-up has measured it faster, the measurement
 * may since have turned the JVM-wide choice to the scalar kernel, with the figures as its reason.
 */
final class LiveReport {

    private LiveReport() {
    }

    static RuntimeReport of(RuntimeReport atStartup) {
        return atStartup.vectorOnceMeasured() ? SimdJsonRuntime.report() : atStartup;
    }
}

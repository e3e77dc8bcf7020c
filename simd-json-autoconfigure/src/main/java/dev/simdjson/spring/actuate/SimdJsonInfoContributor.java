package dev.simdjson.spring.actuate;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.spring.PropertyValues;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code simdjson} section of {@code /actuator/info}: the library's version (when its jar's manifest has an
 * {@code Implementation-Version}), the kernel, and for the vector kernel its species and width.
 */
public final class SimdJsonInfoContributor implements InfoContributor {

    private final RuntimeReport report;
    private final @Nullable String version;

    public SimdJsonInfoContributor(RuntimeReport report) {
        this(report, SimdJsonMapper.class.getPackage().getImplementationVersion());
    }

    /** With the version given, for tests ({@code null} leaves it out). */
    SimdJsonInfoContributor(RuntimeReport report, @Nullable String version) {
        this.report = Objects.requireNonNull(report, "report");
        this.version = version;
    }

    @Override
    public void contribute(Info.Builder builder) {
        Map<String, Object> section = new LinkedHashMap<>();
        if (version != null) {
            section.put("version", version);
        }
        section.put("implementation", PropertyValues.of(report.implementation()));
        if (report.species() != null) {
            section.put("species", report.species());
        }
        section.put("bitWidth", report.bitWidth());
        builder.withDetail("simdjson", section);
    }
}

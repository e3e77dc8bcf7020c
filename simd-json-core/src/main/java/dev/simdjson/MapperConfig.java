package dev.simdjson;

import dev.simdjson.runtime.Implementation;

import java.util.Objects;

/**
 * The settings a {@link SimdJsonMapper} was built with; shared by its reading and writing sides.
 *
 * @param defaultInclusion          when properties without an {@code @JsonInclude} of their own (or their class's)
 *                                  are written (Jackson's default property inclusion, value part)
 * @param contentInclusion          which map entries are written, by value (its content part)
 * @param caseInsensitiveProperties whether JSON keys match property names regardless of case (Jackson's
 *                                  {@code ACCEPT_CASE_INSENSITIVE_PROPERTIES})
 * @param indentOutput              whether documents are written indented as Jackson's default pretty printer
 *                                  does ({@code INDENT_OUTPUT})
 * @param classVeto                 classes this mapper must leave alone (see {@link ClassVeto})
 */
public record MapperConfig(JsonLimits limits, Implementation implementation, UnknownProperties unknownProperties,
                           PropertyNaming naming, Inclusion defaultInclusion, Inclusion contentInclusion,
                           boolean caseInsensitiveProperties, boolean indentOutput, ClassVeto classVeto) {

    public static final MapperConfig DEFAULTS = new MapperConfig(JsonLimits.DEFAULTS, Implementation.AUTO,
            UnknownProperties.IGNORE, PropertyNaming.IDENTITY);

    public MapperConfig {
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(implementation, "implementation");
        Objects.requireNonNull(unknownProperties, "unknownProperties");
        Objects.requireNonNull(naming, "naming");
        Objects.requireNonNull(defaultInclusion, "defaultInclusion");
        Objects.requireNonNull(contentInclusion, "contentInclusion");
        Objects.requireNonNull(classVeto, "classVeto");
    }

    /** Settings with Jackson's defaults for inclusion, case and indentation. */
    public MapperConfig(JsonLimits limits, Implementation implementation, UnknownProperties unknownProperties,
                        PropertyNaming naming) {
        this(limits, implementation, unknownProperties, naming, Inclusion.ALWAYS, Inclusion.ALWAYS, false, false,
                ClassVeto.NONE);
    }
}

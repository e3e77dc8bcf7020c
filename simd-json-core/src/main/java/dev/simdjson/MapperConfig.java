package dev.simdjson;

import dev.simdjson.runtime.Implementation;

/** The settings a {@link SimdJsonMapper} was built with; shared by its reading and writing sides. */
public record MapperConfig(JsonLimits limits, Implementation implementation, UnknownProperties unknownProperties,
                           PropertyNaming naming) {

    public static final MapperConfig DEFAULTS = new MapperConfig(JsonLimits.DEFAULTS, Implementation.AUTO,
            UnknownProperties.IGNORE, PropertyNaming.IDENTITY);
}

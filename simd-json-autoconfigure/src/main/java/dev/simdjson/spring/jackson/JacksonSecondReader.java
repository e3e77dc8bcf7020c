package dev.simdjson.spring.jackson;

import dev.simdjson.spring.http.JsonBodies;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.util.Objects;

/**
 * Re-reads a body simd-json refused with the application's {@link JsonMapper}, so that what Jackson accepts stays
 * accepted; when Jackson refuses it too, its reason is the one Jackson's HTTP converter and decoder give (the
 * original message, without the location Jackson appends), and a type Jackson has no definition for is told apart
 * from a bad body, as Jackson's converter and decoder do.
 */
public final class JacksonSecondReader implements JsonBodies.SecondReader {

    private final JsonMapper jsonMapper;

    public JacksonSecondReader(JsonMapper jsonMapper) {
        this.jsonMapper = Objects.requireNonNull(jsonMapper, "jsonMapper");
    }

    @Override
    public @Nullable Object read(byte[] body, int length, Type type) {
        return jsonMapper.readerFor(jsonMapper.constructType(type)).readValue(body, 0, length);
    }

    @Override
    public @Nullable String reason(Exception failure) {
        return failure instanceof JacksonException jackson ? jackson.getOriginalMessage() : failure.getMessage();
    }

    @Override
    public @Nullable String definitionError(Exception failure) {
        return failure instanceof InvalidDefinitionException definition ? String.valueOf(definition.getType()) : null;
    }
}

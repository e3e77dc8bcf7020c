package dev.simdjson.benchmarks.sockets;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.integration.JsonFrameMessageMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;

/** The same message mapper (same headers, same frame counting) with Jackson 3 binding the payload. */
final class JacksonFrameMessageMapper extends JsonFrameMessageMapper {

    private final ObjectReader reader;

    JacksonFrameMessageMapper(JsonMapper jackson, Type payloadType, Transport transport) {
        super(SimdJsonMapper.create(), payloadType, transport, ParseMetrics.NONE);
        this.reader = jackson.readerFor(jackson.constructType(payloadType));
    }

    @Override
    protected Object read(byte[] frame, Type payloadType) {
        return reader.readValue(frame);
    }
}
